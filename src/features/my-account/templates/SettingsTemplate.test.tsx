// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fieldErrors,
  json,
  renderPage,
  sentBody,
  stubFetch,
  stubPageLoads,
} from "~/features/account/pages/account-pages-test-harness";
import type { MyPagesShell } from "~/features/my-pages/page-data";
import type { TemplateProps } from "~/templates/registry";
import type { MyPagesSettingsData } from "../page-data";
import { SettingsTemplate } from "./SettingsTemplate";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const menu: MyPagesShell = {
  current: "mySettings",
  items: [
    { key: "myPages", href: "/mina-sidor/" },
    { key: "mySettings", href: "/mina-sidor/mina-installningar/" },
  ],
  board: false,
  associationName: null,
};

function settingsVm(overrides: Partial<MyPagesSettingsData["profile"]> = {}) {
  const data: MyPagesSettingsData = {
    menu,
    profile: {
      firstName: "Anna",
      lastName: "Lindqvist",
      email: "anna@example.se",
      phoneNumber: "070-123 45 67",
      address: "Storgatan 1",
      postalCode: "111 22",
      city: "Stockholm",
      newsletter: false,
      hasPassword: true,
      identityVerified: false,
      ...overrides,
    },
    consents: [
      { site: "sv", siteName: "Nordhem", consentedAt: "2026-01-02T10:00:00.000Z" },
      { site: "seniorgarden", siteName: "Nordhem Seniorgården", consentedAt: "2026-02-03T10:00:00.000Z" },
    ],
    consentedHere: true,
  };
  return {
    currentComponent: "myPagesSettings",
    viewModel: { title: "Mina inställningar", summary: null, data },
  } as unknown as TemplateProps<"myPagesSettings">["vm"];
}

const profileForm = () =>
  screen.getByRole("region", { name: "Dina uppgifter" }).querySelector("form") as HTMLFormElement;
const field = (name: string) => within(profileForm()).getByLabelText(name, { exact: false }) as HTMLInputElement;

describe("the settings page", () => {
  it("a bad phone number shows its error at the field and keeps everything typed (no request)", async () => {
    const fetchMock = stubFetch();
    await renderPage(<SettingsTemplate vm={settingsVm()} />, { path: "/mina-sidor/mina-installningar/" });
    fireEvent.change(field("Förnamn"), { target: { value: "Annika" } });
    fireEvent.change(field("Ort"), { target: { value: "Uppsala" } });
    fireEvent.change(field("Telefonnummer"), { target: { value: "ring mig" } });
    fireEvent.click(within(profileForm()).getByRole("button", { name: "Spara uppgifter" }));
    await waitFor(() => expect(field("Telefonnummer").getAttribute("aria-invalid")).toBe("true"));
    const errorId = field("Telefonnummer").getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(errorId.split(" ").pop() ?? "")?.textContent).toBeTruthy();
    expect(field("Förnamn").value).toBe("Annika");
    expect(field("Ort").value).toBe("Uppsala");
    expect(field("Telefonnummer").value).toBe("ring mig");
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(field("Telefonnummer")));
  });

  it("sends the profile with the newsletter choice, and shows the server's field error keeping the values", async () => {
    const fetchMock = stubFetch(fieldErrors({ phoneNumber: "Ange ett giltigt telefonnummer." }));
    await renderPage(<SettingsTemplate vm={settingsVm({ newsletter: true })} />);
    fireEvent.change(field("Efternamn"), { target: { value: "Berg" } });
    fireEvent.click(within(profileForm()).getByRole("button", { name: "Spara uppgifter" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/account_service/update");
    expect(sentBody(fetchMock.mock.calls[0])).toMatchObject({
      firstName: "Anna",
      lastName: "Berg",
      phoneNumber: "070-123 45 67",
      newsletter: true,
    });
    expect(await within(profileForm()).findByText("Ange ett giltigt telefonnummer.")).toBeTruthy();
    expect(field("Efternamn").value).toBe("Berg");
  });

  it("offers BankID activation only while the identity number is not verified", async () => {
    await renderPage(<SettingsTemplate vm={settingsVm()} />);
    expect(screen.getByRole("button", { name: "Verifiera dig" })).toBeTruthy();
    cleanup();
    await renderPage(<SettingsTemplate vm={settingsVm({ identityVerified: true })} />);
    expect(screen.queryByRole("button", { name: "Verifiera dig" })).toBeNull();
    expect(screen.getByText("Ditt konto är verifierat med e-legitimation.")).toBeTruthy();
  });

  it("an account of e-ID logins only chooses its first password without a current one", async () => {
    const fetchMock = stubFetch(
      json({ status: "MustLoginWithBankId", message: "Logga in med e-legitimation igen för att välja ett lösenord." }),
    );
    await renderPage(<SettingsTemplate vm={settingsVm({ hasPassword: false })} />);
    const password = screen.getByRole("region", { name: "Byt lösenord" });
    expect(password.textContent).toContain("inget lösenord");
    expect(within(password).queryByLabelText("Nuvarande lösenord", { exact: false })).toBeNull();
    fireEvent.change(within(password).getByLabelText(/^Nytt lösenord/), {
      target: { value: "nyttlosen1" },
    });
    fireEvent.change(within(password).getByLabelText("Upprepa nytt lösenord", { exact: false }), {
      target: { value: "nyttlosen1" },
    });
    fireEvent.click(within(password).getByRole("button", { name: "Byt lösenord" }));
    expect(
      await within(password).findByText("Logga in med e-legitimation igen för att välja ett lösenord."),
    ).toBeTruthy();
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({
      currentPassword: "",
      password: "nyttlosen1",
      confirmPassword: "nyttlosen1",
    });
  });

  it("withdraws another site's consent; this site's is kept with a note", async () => {
    const fetchMock = stubFetch(json({ status: "Ok", message: "Samtycket är tillbakadraget." }));
    await renderPage(<SettingsTemplate vm={settingsVm()} />);
    const consents = screen.getByRole("region", { name: "Samtycken" });
    expect(within(consents).queryByRole("button", { name: "Dra tillbaka samtycket för Nordhem" })).toBeNull();
    fireEvent.click(within(consents).getByRole("button", { name: "Dra tillbaka samtycket för Nordhem Seniorgården" }));
    await waitFor(() => expect(within(consents).queryByText("Nordhem Seniorgården")).toBeNull());
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/account_service/consent/withdraw");
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ site: "seniorgarden" });
  });

  it("deleting the account: a dialog that needs the box and the password, then the start page", async () => {
    const fetchMock = stubFetch(
      fieldErrors({ currentPassword: "Nuvarande lösenord stämmer inte." }),
      json({ status: "Ok", message: "Ditt konto är borttaget." }),
    );
    const assign = stubPageLoads();
    await renderPage(<SettingsTemplate vm={settingsVm()} />);
    fireEvent.click(screen.getByRole("button", { name: "Ta bort mitt konto" }));
    const dialog = screen.getByRole("dialog", { name: "Ta bort ditt konto?" });
    const submit = within(dialog).getByRole("button", { name: "Ta bort kontot" });
    fireEvent.click(submit);
    const confirm = within(dialog).getByRole("checkbox") as HTMLInputElement;
    await waitFor(() => expect(confirm.getAttribute("aria-invalid")).toBe("true"));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(confirm);
    fireEvent.change(within(dialog).getByLabelText("Ditt lösenord", { exact: false }), { target: { value: "fel" } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText("Nuvarande lösenord stämmer inte.")).toBeTruthy();
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ confirm: true, currentPassword: "fel" });

    fireEvent.change(within(dialog).getByLabelText("Ditt lösenord", { exact: false }), {
      target: { value: "hemligt123" },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/account_service/delete");
  });
});
