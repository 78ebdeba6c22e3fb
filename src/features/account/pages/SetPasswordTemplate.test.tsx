// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrors, json, pageVm, renderPage, sentBody, stubFetch } from "./account-pages-test-harness";
import { SetPasswordTemplate } from "./SetPasswordTemplate";

const vm = pageVm("setPassword", "Välj nytt lösenord");
const TOKEN = "Zk3p9QvX2mN7bT4wR8yL1cH6";
const path = `/nytt-losenord/?token=${TOKEN}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const password = () => screen.getByLabelText(/^Nytt lösenord/) as HTMLInputElement;
const confirmation = () => screen.getByLabelText(/^Upprepa det nya lösenordet/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Spara lösenordet" }));

function typePasswords(first: string, second = first) {
  fireEvent.change(password(), { target: { value: first } });
  fireEvent.change(confirmation(), { target: { value: second } });
}

describe("set password page", () => {
  it("explains a link without a token and links to forgot password", async () => {
    const fetchMock = stubFetch();
    await renderPage(<SetPasswordTemplate vm={vm} />, { path: "/nytt-losenord/" });
    expect(screen.getByRole("alert").textContent).toContain("Länken saknar koden");
    expect(screen.getByRole("link", { name: "Be om en ny länk" }).getAttribute("href")).toBe("/glomt-losenord/");
    expect(screen.queryByLabelText(/^Nytt lösenord/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("treats a malformed token as a broken link", async () => {
    await renderPage(<SetPasswordTemplate vm={vm} />, { path: "/nytt-losenord/?token=abc" });
    expect(screen.getByRole("alert").textContent).toContain("Länken är ogiltig");
  });

  it("checks length and match before sending", async () => {
    const fetchMock = stubFetch();
    await renderPage(<SetPasswordTemplate vm={vm} />, { path });
    typePasswords("abc");
    submit();
    expect(await screen.findByText("Lösenordet måste ha minst 6 tecken.")).toBeTruthy();
    typePasswords("hemligt123", "hemligt12");
    expect(await screen.findByText("Lösenorden stämmer inte överens.")).toBeTruthy();
    expect(confirmation().getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("maps a 400 answer to the password input", async () => {
    stubFetch(fieldErrors({ password: "Du kan skriva högst 50 tecken." }));
    await renderPage(<SetPasswordTemplate vm={vm} />, { path });
    typePasswords("hemligt123");
    submit();
    expect(await screen.findByText("Du kan skriva högst 50 tecken.")).toBeTruthy();
    expect(password().getAttribute("aria-invalid")).toBe("true");
    expect(password().value).toBe("hemligt123");
  });

  it("shows a used or expired link's message with a link to ask for a new one", async () => {
    stubFetch(
      json({ status: "InvalidInput", message: "Länken är ogiltig, redan använd eller för gammal. Be om en ny länk." }),
    );
    await renderPage(<SetPasswordTemplate vm={vm} />, { path });
    typePasswords("hemligt123");
    submit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Länken är ogiltig, redan använd eller för gammal.");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole("link", { name: "Be om en ny länk" }).getAttribute("href")).toBe("/glomt-losenord/");
  });

  it("confirms a saved password, focused, with a link to log in", async () => {
    const fetchMock = stubFetch(json({ status: "Ok", message: "Ditt nya lösenord är sparat. Du kan nu logga in." }));
    await renderPage(<SetPasswordTemplate vm={vm} />, { path });
    typePasswords("hemligt123");
    submit();
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Ditt nya lösenord är sparat. Du kan nu logga in.");
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByRole("link", { name: "Logga in" }).getAttribute("href")).toBe("/logga-in/");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/setpassword");
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({
      token: TOKEN,
      password: "hemligt123",
      confirmPassword: "hemligt123",
    });
  });

  it("a link that connects BankID can keep the current password instead of choosing a new one", async () => {
    const fetchMock = stubFetch(json({ status: "Ok", message: "BankID är nu kopplat till ditt konto." }));
    await renderPage(<SetPasswordTemplate vm={vm} />, { path: `${path}&link=eid` });
    expect(screen.getByText(/Koppla BankID till ditt konto/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Behåll mitt nuvarande lösenord" }));
    expect(screen.queryByLabelText(/^Nytt lösenord/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Koppla BankID" }));
    expect(await screen.findByText("Fältet måste fyllas i.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Nuvarande lösenord/), { target: { value: "mitt-losen" } });
    fireEvent.click(screen.getByRole("button", { name: "Koppla BankID" }));
    expect((await screen.findByRole("status")).textContent).toContain("BankID är nu kopplat");
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({
      token: TOKEN,
      password: "",
      confirmPassword: "",
      currentPassword: "mitt-losen",
    });
  });
});
