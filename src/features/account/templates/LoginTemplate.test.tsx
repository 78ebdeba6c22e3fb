// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "~/ui/toast/ToastHost";
import { json, pageVm, renderPage, stubFetch } from "../pages/account-pages-test-harness";
import { LoginTemplate } from "./LoginTemplate";

const vm = pageVm("login", "Logga in");
const assign = vi.fn();

beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal("location", { ...window.location, assign, pathname: "/logga-in/" });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function emailView(beside: ReactNode = null) {
  await renderPage(
    <>
      <LoginTemplate vm={vm} />
      {beside}
    </>,
    { path: "/logga-in/?referrer=%2Fsok-bostad%2F" },
  );
  fireEvent.click(screen.getByRole("button", { name: "Logga in med e-post och lösenord" }));
  fireEvent.change(screen.getByLabelText(/^E-postadress/), { target: { value: "kund@example.se" } });
  fireEvent.change(screen.getByLabelText(/^Lösenord/), { target: { value: "hemligt" } });
}

describe("login page", () => {
  it("has the tabs Mina sidor and Styrelseportal, following the arrow keys", async () => {
    await renderPage(<LoginTemplate vm={vm} />);
    const privateTab = screen.getByRole("tab", { name: "Mina sidor" });
    expect(privateTab.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(privateTab, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Styrelseportal" }).getAttribute("aria-selected")).toBe("true");
  });

  it("asks for both fields before sending anything", async () => {
    const fetchMock = stubFetch();
    await renderPage(<LoginTemplate vm={vm} />);
    fireEvent.click(screen.getByRole("button", { name: "Logga in med e-post och lösenord" }));
    fireEvent.click(screen.getByRole("button", { name: "Logga in" }));
    expect((await screen.findAllByText("Fältet måste fyllas i.")).length).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("goes back to the referrer after a login", async () => {
    const fetchMock = stubFetch(json({ status: "Ok", redirectTo: "/mina-sidor/" }));
    await emailView();
    fireEvent.click(screen.getByRole("button", { name: "Logga in" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/sok-bostad/"));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: "kund@example.se", loginKind: "private" });
  });

  it("shows the server's message as a toast and beside the button, and keeps what was typed", async () => {
    stubFetch(json({ status: "InvalidEmailLoginInput", message: "Fel e-postadress eller lösenord." }));
    await emailView(<ToastHost />);
    fireEvent.click(screen.getByRole("button", { name: "Logga in" }));
    // The toast announces it (one alert); the form keeps the same words beside its button, quietly.
    expect((await screen.findByRole("alert")).textContent).toBe("Fel e-postadress eller lösenord.");
    expect(screen.getAllByText("Fel e-postadress eller lösenord.")).toHaveLength(2);
    expect((screen.getByLabelText(/^E-postadress/) as HTMLInputElement).value).toBe("kund@example.se");
  });

  it("lets a board member with several associations choose one (a required choice)", async () => {
    const brf = [
      { id: 1, name: "Brf Ekbacken", organisationNumber: "769630-4513", activeFinancialManagement: true },
      { id: 2, name: "Brf Sjöutsikten", organisationNumber: "769628-7130", activeFinancialManagement: false },
    ];
    const fetchMock = stubFetch(
      json({ status: "ChooseBoardMember", brf }),
      json({ status: "Ok", redirectTo: "/mina-sidor/" }),
    );
    await emailView();
    fireEvent.click(screen.getByRole("button", { name: "Logga in" }));
    await screen.findByRole("heading", { name: "Vilken förening vill du logga in som?" });
    fireEvent.click(screen.getByRole("button", { name: "Fortsätt" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Välj en förening för att fortsätta.");
    fireEvent.click(screen.getByRole("radio", { name: /Brf Sjöutsikten/ }));
    fireEvent.click(screen.getByRole("button", { name: "Fortsätt" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/sok-bostad/"));
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/account_service/login/bank_id/status/board_member/select/2");
    expect(screen.getByRole("button", { name: "Avbryt inloggning" })).toBeTruthy();
  });

  it("the password-reset view: a form, then a confirmation", async () => {
    stubFetch(json({ status: "Ok", message: "Om det finns ett konto har vi skickat en länk." }));
    await renderPage(<LoginTemplate vm={vm} />);
    fireEvent.click(screen.getByRole("button", { name: "Logga in med e-post och lösenord" }));
    fireEvent.click(screen.getByRole("button", { name: "Glömt lösenord?" }));
    fireEvent.change(screen.getByLabelText(/^E-postadress/), { target: { value: "kund@example.se" } });
    fireEvent.click(screen.getByRole("button", { name: "Skicka länk" }));
    const done = await screen.findByRole("status");
    expect(done.textContent).toContain("Om det finns ett konto har vi skickat en länk.");
    // The confirmation leads back to the e-mail view.
    fireEvent.click(screen.getByRole("button", { name: "Tillbaka till inloggningen" }));
    expect(screen.getByRole("heading", { name: "Logga in med e-post" })).toBeTruthy();
  });
});
