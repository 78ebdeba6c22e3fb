// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SITES } from "~/sites/sites";
import { json, pageVm, renderPage, sentBody, stubFetch, stubPageLoads } from "./account-pages-test-harness";
import { ConsentTemplate } from "./ConsentTemplate";

const vm = pageVm("consent", "Samtycke");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const accept = () => fireEvent.click(screen.getByRole("button", { name: "Jag godkänner" }));

describe("consent page", () => {
  it("explains what is accepted, links to the terms, and records the consent", async () => {
    const assign = stubPageLoads();
    const fetchMock = stubFetch(json({ status: "Ok" }));
    await renderPage(<ConsentTemplate vm={vm} />, { path: "/samtycke/?referrer=%2Fmina-sidor%2Farenden%2F" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/För att kunna använda Mina sidor på Nordhem/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Läs användarvillkoren" }).getAttribute("href")).toBe(
      "/anvandarvillkor/cookies/",
    );
    accept();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/mina-sidor/arenden/"));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/account_service/consent");
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("POST");
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({});
  });

  it.each([
    ["//evil.example/", "another host"],
    ["https://evil.example/", "an absolute URL"],
    ["/\\evil.example/", "a backslash trick"],
  ])("goes to My Pages instead of the referrer %s (%s)", async (referrer) => {
    const assign = stubPageLoads();
    stubFetch(json({ status: "Ok" }));
    await renderPage(<ConsentTemplate vm={vm} />, { path: `/samtycke/?referrer=${encodeURIComponent(referrer)}` });
    accept();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/mina-sidor/"));
  });

  it("disables the button and says Skickar… while sending", async () => {
    stubPageLoads();
    let answer: (response: Response) => void = () => undefined;
    stubFetch(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    await renderPage(<ConsentTemplate vm={vm} />, { path: "/samtycke/" });
    accept();
    expect((screen.getByRole("button", { name: "Skickar…" }) as HTMLButtonElement).disabled).toBe(true);
    answer(json({ status: "Ok" }));
    await waitFor(() => expect(window.location.assign).toHaveBeenCalledWith("/mina-sidor/"));
  });

  it("asks a visitor without a session to log in, coming back here afterwards", async () => {
    const assign = stubPageLoads();
    stubFetch(json({ error: { code: "unauthorized", message: "Du behöver logga in." } }, 401));
    await renderPage(<ConsentTemplate vm={vm} />, { path: "/samtycke/?referrer=%2Fmina-sidor%2F" });
    accept();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Du behöver logga in");
    expect(screen.getByRole("link", { name: "Logga in" }).getAttribute("href")).toBe(
      `/logga-in/?referrer=${encodeURIComponent("/samtycke/?referrer=%2Fmina-sidor%2F")}`,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows a failure as an alert and lets the user try again", async () => {
    stubFetch(json({ error: { code: "internal", message: "Ett tekniskt fel inträffade." } }, 500));
    await renderPage(<ConsentTemplate vm={vm} />, { path: "/samtycke/" });
    accept();
    expect((await screen.findByRole("alert")).textContent).toBe("Ett tekniskt fel inträffade.");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Jag godkänner" }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("uses the site's paths and language in Norway", async () => {
    const assign = stubPageLoads();
    stubFetch(json({ status: "Ok" }));
    await renderPage(<ConsentTemplate vm={pageVm("consent", "Samtykke")} />, { site: SITES.no, path: "/samtykke/" });
    fireEvent.click(screen.getByRole("button", { name: "Jeg godtar" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/mine-sider/"));
  });
});
