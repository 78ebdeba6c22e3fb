// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SITES } from "~/sites/sites";
import {
  fieldErrors,
  json,
  pageVm,
  renderPage,
  sentBody,
  stubFetch,
  stubPageLoads,
} from "./account-pages-test-harness";
import { RegisterTemplate } from "./RegisterTemplate";

const vm = pageVm("registerUser", "Skapa konto");
const POOLING_ID = "7d1c3f0e-2b4a-4c8e-9f6d-1a2b3c4d5e6f";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function input(label: RegExp | string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

/** A complete e-mail registration on the Swedish site. */
function fillValidForm() {
  type(/^Förnamn/, "Astrid");
  type(/^Efternamn/, "Lindqvist");
  type(/^E-postadress/, "astrid@example.se");
  type(/^Mobilnummer/, "070-123 45 67");
  type(/^Lösenord/, "hemligt123");
  type(/^Upprepa lösenordet/, "hemligt123");
  type(/^Personnummer/, "19800101-1234");
  fireEvent.click(input(/^Jag godkänner användarvillkoren/));
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Skapa konto" }));

describe("register page", () => {
  it("renders one h1, the country's identity number format, the VIP code and the login link", async () => {
    await renderPage(<RegisterTemplate vm={vm} />, { path: "/skapa-konto/" });
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Skapa konto"]);
    expect(input(/^Personnummer/).getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Skrivs ÅÅÅÅMMDD-XXXX.")).toBeTruthy();
    expect(input(/^VIP-kampanjkod/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Har du redan ett konto? Logga in" }).getAttribute("href")).toBe(
      "/logga-in/",
    );
    expect(screen.getByRole("link", { name: /Läs användarvillkoren/ }).getAttribute("href")).toBe(
      "/anvandarvillkor/cookies/",
    );
    // No e-ID button given: no empty e-ID section.
    expect(screen.queryByRole("heading", { name: "Skapa konto med e-legitimation" })).toBeNull();
  });

  it("shows the shared schema's messages without sending anything", async () => {
    const fetchMock = stubFetch();
    await renderPage(<RegisterTemplate vm={vm} />);
    type(/^Förnamn/, "Astrid2");
    type(/^Lösenord/, "abc");
    submit();
    expect(await screen.findByText("Fältet får inte innehålla siffror.")).toBeTruthy();
    expect(screen.getByText("Lösenordet måste ha minst 6 tecken.")).toBeTruthy();
    expect(screen.getByText("Vänligen markera att du tagit del av informationen för att gå vidare.")).toBeTruthy();
    expect(input(/^Efternamn/).getAttribute("aria-invalid")).toBe("true");
    // Focus goes to the first invalid input.
    await waitFor(() => expect(document.activeElement).toBe(input(/^Förnamn/)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks that the two passwords match before sending", async () => {
    const fetchMock = stubFetch();
    await renderPage(<RegisterTemplate vm={vm} />);
    fillValidForm();
    type(/^Upprepa lösenordet/, "hemligt124");
    submit();
    expect(await screen.findByText("Lösenorden stämmer inte överens.")).toBeTruthy();
    expect(input(/^Upprepa lösenordet/).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("maps a 400 answer to its input and keeps what was typed", async () => {
    const fetchMock = stubFetch(
      fieldErrors({ securityNumber: "Personnumret är inte giltigt. Kontrollera siffrorna." }),
    );
    await renderPage(<RegisterTemplate vm={vm} />);
    fillValidForm();
    submit();
    expect(await screen.findByText("Personnumret är inte giltigt. Kontrollera siffrorna.")).toBeTruthy();
    expect(input(/^Personnummer/).getAttribute("aria-invalid")).toBe("true");
    expect(input(/^E-postadress/).value).toBe("astrid@example.se");
    expect(input(/^Lösenord/).value).toBe("hemligt123");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/account_service/register");
    expect(init?.method).toBe("POST");
    expect(sentBody(fetchMock.mock.calls[0])).toMatchObject({
      firstName: "Astrid",
      email: "astrid@example.se",
      password: "hemligt123",
      securityNumber: "19800101-1234",
      terms: true,
      newsletter: false,
    });
    expect(sentBody(fetchMock.mock.calls[0])).not.toHaveProperty("poolingId");
  });

  it("shows a status answer's message above the button and stays on the page", async () => {
    const assign = stubPageLoads();
    stubFetch(
      json({
        status: "UserAlreadyExists",
        message: "Det finns redan ett konto med den e-postadressen eller det personnumret.",
      }),
    );
    await renderPage(<RegisterTemplate vm={vm} />);
    fillValidForm();
    submit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Det finns redan ett konto med den e-postadressen eller det personnumret.");
    expect(input(/^Förnamn/).value).toBe("Astrid");
    expect((screen.getByRole("button", { name: "Skapa konto" }) as HTMLButtonElement).disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it("disables the button while sending, then loads where the server says (a full page load)", async () => {
    const assign = stubPageLoads();
    let answer: (response: Response) => void = () => undefined;
    stubFetch(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    await renderPage(<RegisterTemplate vm={vm} />);
    fillValidForm();
    submit();
    const busy = (await screen.findByRole("button", { name: "Skickar…" })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer(json({ status: "Ok", redirectTo: "/mina-sidor/betalningar/" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/mina-sidor/betalningar/"));
  });

  it("goes to My Pages without a redirect, and never to another origin", async () => {
    const assign = stubPageLoads();
    stubFetch(json({ status: "Ok" }), json({ status: "Ok", redirectTo: "//evil.example/" }));
    await renderPage(<RegisterTemplate vm={vm} />);
    fillValidForm();
    submit();
    await waitFor(() => expect(assign).toHaveBeenLastCalledWith("/mina-sidor/"));
    cleanup();
    await renderPage(<RegisterTemplate vm={vm} />);
    fillValidForm();
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(assign).toHaveBeenLastCalledWith("/mina-sidor/");
  });

  it("prefills a completed e-ID attempt read-only and registers without a password", async () => {
    const assign = stubPageLoads();
    const fetchMock = stubFetch(
      json({
        status: "Ok",
        message: "Klart.",
        identity: { givenName: "Karin", surname: "Berg", securityNumber: "19860214-2383" },
      }),
      json({ status: "Ok", redirectTo: "/mina-sidor/" }),
    );
    await renderPage(<RegisterTemplate vm={vm} eidButton={<button type="button">Legitimera med BankID</button>} />, {
      path: `/skapa-konto/?poolingId=${POOLING_ID}`,
    });
    expect(await screen.findByText("Uppgifterna kommer från din e-legitimation")).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/account_service/register/bank_id/status/${POOLING_ID}`);
    expect(input(/^Förnamn/).value).toBe("Karin");
    expect(input(/^Förnamn/).readOnly).toBe(true);
    expect(input(/^Efternamn/).readOnly).toBe(true);
    expect(input(/^Personnummer/).value).toBe("19860214-2383");
    expect(input(/^Personnummer/).readOnly).toBe(true);
    // The identity is proven: the e-ID button is not offered again.
    expect(screen.queryByRole("button", { name: "Legitimera med BankID" })).toBeNull();

    type(/^E-postadress/, "karin@example.se");
    type(/^Mobilnummer/, "0701234567");
    fireEvent.click(input(/^Jag godkänner användarvillkoren/));
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/mina-sidor/"));
    expect(sentBody(fetchMock.mock.calls[1])).toMatchObject({
      poolingId: POOLING_ID,
      password: "",
      firstName: "Karin",
    });
    // Asked once, not polled.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows the e-ID slot, and the server's message when the attempt cannot be used", async () => {
    stubFetch(
      json({ status: "InvalidInput", message: "Uppgifterna gick inte att använda. Börja om och försök igen." }),
    );
    await renderPage(<RegisterTemplate vm={vm} eidButton={<button type="button">Legitimera med BankID</button>} />, {
      path: `/skapa-konto/?poolingId=${POOLING_ID}`,
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Uppgifterna gick inte att använda. Börja om och försök igen.",
    );
    expect(screen.getByRole("heading", { name: "Skapa konto med e-legitimation" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Legitimera med BankID" })).toBeTruthy();
    expect(input(/^Förnamn/).readOnly).toBe(false);
  });

  it("uses the site's e-ID and identity number format in Norway and Finland", async () => {
    const fetchMock = stubFetch(json({ status: "Pending" }));
    await renderPage(<RegisterTemplate vm={pageVm("registerUser", "Registrer deg")} />, {
      site: SITES.no,
      path: `/registrer-deg/?poolingId=${POOLING_ID}`,
    });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/account_service/register/eident/status/${POOLING_ID}`);
    expect(screen.getByText("Skrives med 11 siffer.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Opprett konto" })).toBeTruthy();
    cleanup();

    await renderPage(<RegisterTemplate vm={pageVm("registerUser", "Luo tili")} />, {
      site: SITES.fi,
      path: "/luo-tili/",
    });
    expect(screen.getByText("Muodossa PPKKVV-XXXX.")).toBeTruthy();
    // VIP is disabled in Finland.
    expect(screen.queryByLabelText(/VIP-kampanjakoodi/)).toBeNull();
  });
});
