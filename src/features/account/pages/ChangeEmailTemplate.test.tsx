// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, pageVm, renderPage, stubFetch } from "./account-pages-test-harness";
import { ChangeEmailTemplate } from "./ChangeEmailTemplate";

const vm = pageVm("changeEmail", "Byt e-postadress");
const TOKEN = "q7Hn2Kd9Wm4Tx8Rb3Lc6Vz1P";
const path = `/byt-e-post/?token=${TOKEN}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const confirmButton = () => screen.getByRole("button", { name: "Bekräfta ny e-postadress" }) as HTMLButtonElement;

describe("change e-mail page", () => {
  it("explains a link without a token and asks nothing", async () => {
    const fetchMock = stubFetch();
    await renderPage(<ChangeEmailTemplate vm={vm} />, { path: "/byt-e-post/" });
    expect(screen.getByRole("alert").textContent).toContain("Länken saknar koden");
    expect(screen.getByRole("link", { name: "Till Mina inställningar" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-installningar/",
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("treats a malformed token as a broken link without asking the server", async () => {
    const fetchMock = stubFetch();
    await renderPage(<ChangeEmailTemplate vm={vm} />, { path: "/byt-e-post/?token=short" });
    expect(screen.getByRole("alert").textContent).toContain("Länken är ogiltig");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("confirms only when the button is pressed (mail scanners open links), then shows the status", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    await renderPage(<ChangeEmailTemplate vm={vm} />, { path });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(confirmButton());
    const busy = screen.getByRole("button", { name: "Skickar…" }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/changeemail/${TOKEN}`);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("GET");
    answer(json({ status: "Ok", message: "Din e-postadress är bytt." }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Din e-postadress är bytt.");
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it("shows the message of another status as an alert", async () => {
    stubFetch(json({ status: "UserAlreadyExists", message: "E-postadressen används redan av ett annat konto." }));
    await renderPage(<ChangeEmailTemplate vm={vm} />, { path });
    fireEvent.click(confirmButton());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("E-postadressen används redan av ett annat konto.");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says the link is broken when the server refuses the token (400)", async () => {
    stubFetch(
      json(
        {
          error: {
            code: "validation",
            message: "Förfrågan innehåller ogiltiga uppgifter.",
            fields: [
              { field: "token", message: "Fältet får inte innehålla webbadresser eller tecknen <, >, @, ? och =." },
            ],
          },
        },
        400,
      ),
    );
    await renderPage(<ChangeEmailTemplate vm={vm} />, { path });
    fireEvent.click(confirmButton());
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Länken är ogiltig, redan använd eller för gammal.",
    );
  });

  it("keeps the button after a failed request so the visitor can try again", async () => {
    stubFetch(new TypeError("Failed to fetch"), json({ status: "Ok", message: "Din e-postadress är bytt." }));
    await renderPage(<ChangeEmailTemplate vm={vm} />, { path });
    fireEvent.click(confirmButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Något gick fel. Försök igen om en stund.");
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    expect((await screen.findByRole("status")).textContent).toContain("Din e-postadress är bytt.");
  });
});
