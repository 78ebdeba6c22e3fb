// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { type TestPerson, testPersonsOf } from "~/features/eid/test-persons";
import { escapeHtml, renderLoginPage, renderLogoutPage, renderMessagePage } from "./simulator-pages";

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, "text/html");
}

const loginInput = {
  country: "no" as const,
  persons: testPersonsOf("no"),
  clientId: "nordhem-web",
  submitPath: "/no/interaction/abc/login",
  abortPath: "/no/interaction/abc/abort",
};

describe("escapeHtml", () => {
  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("login page", () => {
  it("labels every radio button and groups them under a legend", () => {
    const document = parse(renderLoginPage(loginInput));
    expect(document.documentElement.lang).toBe("nb");
    expect(document.querySelector("h1")?.textContent).toBe("Logg inn");
    const fieldset = document.querySelector("fieldset")!;
    expect(fieldset.querySelector("legend")?.textContent).toBe("Velg testperson");
    const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.value)).toEqual(testPersonsOf("no").map((person) => person.personalNumber));
    for (const [index, radio] of radios.entries()) {
      const person = testPersonsOf("no")[index]!;
      expect(radio.name).toBe("personalNumber");
      expect(radio.labels).toHaveLength(1);
      expect(radio.labels![0]!.textContent).toContain(`${person.givenName} ${person.surname}`);
      expect(radio.labels![0]!.textContent).toContain(person.personalNumber);
      expect(radio.labels![0]!.textContent!.includes("(død)")).toBe(person.deceased === true);
    }
  });

  it("has a submit and a cancel button, each tied to its form", () => {
    const document = parse(renderLoginPage({ ...loginInput, country: "fi", persons: testPersonsOf("fi") }));
    expect(document.documentElement.lang).toBe("fi");
    const buttons = [...document.querySelectorAll("button")];
    expect(buttons.map((button) => button.textContent)).toEqual(["Tunnistaudu", "Peruuta"]);
    expect(buttons.map((button) => button.type)).toEqual(["submit", "submit"]);
    expect(buttons[0]!.form?.getAttribute("action")).toBe(loginInput.submitPath);
    expect(buttons[1]!.form?.getAttribute("action")).toBe(loginInput.abortPath);
    expect(buttons.every((button) => button.form?.method === "post")).toBe(true);
  });

  it("escapes every interpolated value", () => {
    const hostile = `"><script>alert(1)</script>`;
    const person: TestPerson = {
      country: "no",
      personalNumber: hostile,
      givenName: "<b>Ola</b>",
      surname: "O'Brien & Co",
      birthDate: "1990-01-01",
    };
    const html = renderLoginPage({
      ...loginInput,
      persons: [person],
      clientId: hostile,
      submitPath: `/no/interaction/${hostile}/login`,
      abortPath: `/no/interaction/${hostile}/abort`,
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    const document = parse(html);
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("strong")?.textContent).toBe(hostile);
    expect(document.querySelector("input")?.value).toBe(hostile);
    expect(document.querySelector("label")?.textContent).toContain("<b>Ola</b> O'Brien & Co");
    expect(document.querySelector("#login-form")?.getAttribute("action")).toBe(`/no/interaction/${hostile}/login`);
  });

  it("ties the error message to the radio group", () => {
    const document = parse(renderLoginPage({ ...loginInput, showChoosePersonError: true }));
    const fieldset = document.querySelector("fieldset")!;
    const error = document.getElementById(fieldset.getAttribute("aria-describedby")!)!;
    expect(error.getAttribute("role")).toBe("alert");
    expect(error.textContent).toBe("Velg en testperson før du logger inn.");
  });
});

describe("message and logout pages", () => {
  it("escape the provider's error details", () => {
    const document = parse(renderMessagePage("fi", "Virhe", { error: "<x>", description: "<img src=x onerror=1>" }));
    expect(document.documentElement.lang).toBe("fi");
    expect(document.querySelector("img")).toBeNull();
    expect(document.querySelector("dl")?.textContent).toContain("<img src=x onerror=1>");
  });

  it("offer both logout choices as buttons of the provider's form", () => {
    const form = '<form id="op.logoutForm" method="post" action="/no/session/end/confirm"></form>';
    const document = parse(renderLogoutPage("no", form));
    const buttons = [...document.querySelectorAll("button")];
    expect(buttons.map((button) => button.textContent)).toEqual(["Ja, logg ut", "Nei, forbli innlogget"]);
    expect(buttons.every((button) => button.form?.id === "op.logoutForm")).toBe(true);
  });
});
