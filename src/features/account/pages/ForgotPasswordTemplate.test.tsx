// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SITES } from "~/sites/sites";
import { fieldErrors, json, pageVm, renderPage, sentBody, stubFetch } from "./account-pages-test-harness";
import { ForgotPasswordTemplate } from "./ForgotPasswordTemplate";

const vm = pageVm("forgotPassword", "Glömt lösenord");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const email = () => screen.getByLabelText(/^E-postadress/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Skicka länk" }));

describe("forgot password page", () => {
  it("needs a valid e-mail address before sending anything", async () => {
    const fetchMock = stubFetch();
    await renderPage(<ForgotPasswordTemplate vm={vm} />);
    submit();
    expect(await screen.findByText("Fältet måste fyllas i.")).toBeTruthy();
    fireEvent.change(email(), { target: { value: "astrid@" } });
    expect(await screen.findByText("Ange en giltig e-postadress, till exempel namn@exempel.se.")).toBeTruthy();
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("maps a 400 answer to the e-mail input", async () => {
    stubFetch(fieldErrors({ email: "Ange en giltig e-postadress, till exempel namn@exempel.se." }));
    await renderPage(<ForgotPasswordTemplate vm={vm} />);
    fireEvent.change(email(), { target: { value: "astrid@example.se" } });
    submit();
    expect(await screen.findByText("Ange en giltig e-postadress, till exempel namn@exempel.se.")).toBeTruthy();
    expect(email().value).toBe("astrid@example.se");
  });

  it("shows a refusal (too many requests) as an alert and keeps the address", async () => {
    stubFetch(
      json({ error: { code: "too_many_requests", message: "För många försök. Vänta en stund och försök igen." } }, 429),
    );
    await renderPage(<ForgotPasswordTemplate vm={vm} />);
    fireEvent.change(email(), { target: { value: "astrid@example.se" } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("För många försök. Vänta en stund och försök igen.");
    expect(email().value).toBe("astrid@example.se");
  });

  it("replaces the form by the server's confirmation, focused, with a way back to login", async () => {
    const fetchMock = stubFetch(
      json({
        status: "Ok",
        message:
          "Om det finns ett konto med den e-postadressen har vi skickat en länk för att välja ett nytt lösenord.",
      }),
    );
    await renderPage(<ForgotPasswordTemplate vm={vm} />);
    fireEvent.change(email(), { target: { value: "astrid@example.se" } });
    submit();
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Om det finns ett konto med den e-postadressen har vi skickat en länk");
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.getByRole("link", { name: "Tillbaka till inloggningen" }).getAttribute("href")).toBe("/logga-in/");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/forgotpassword");
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ email: "astrid@example.se" });
  });

  it("speaks the site's language", async () => {
    await renderPage(<ForgotPasswordTemplate vm={pageVm("forgotPassword", "Unohtuiko salasana")} />, {
      site: SITES.fi,
    });
    expect(screen.getByRole("button", { name: "Lähetä linkki" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Takaisin kirjautumiseen" }).getAttribute("href")).toBe(
      "/kirjaudu-sisaan/",
    );
  });
});
