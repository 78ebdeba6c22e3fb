// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SITES } from "~/sites/sites";
import { ToastHost } from "~/ui/toast/ToastHost";
import { json, pageVm, renderPage, stubFetch } from "../pages/account-pages-test-harness";
import { EidReturnTemplate } from "./EidReturnTemplate";

const vm = pageVm("eIdentificationReturn", "E-identifisering");
const ID = "3c9e1d2a-7b4f-4e8a-9c1d-2e3f4a5b6c7d";
const assign = vi.fn();
const replace = vi.fn();

beforeEach(() => {
  assign.mockReset();
  replace.mockReset();
  vi.stubGlobal("location", { ...window.location, assign, replace });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (query: string, hash = "") =>
  renderPage(
    <>
      <EidReturnTemplate vm={vm} />
      <ToastHost />
    </>,
    { site: SITES.no, path: `/e-identifisering/${query}${hash}` },
  );

describe("e-ID return page", () => {
  for (const name of ["poolingId", "cid", "sid"]) {
    it(`completes the login of the attempt named ${name} (spec 001 section 2)`, async () => {
      const fetchMock = stubFetch(json({ status: "Ok", redirectTo: "/mine-sider/" }));
      await open(`?${name}=${ID}&type=login`);
      await waitFor(() => expect(assign).toHaveBeenCalledWith("/mine-sider/"));
      expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/account_service/login/eident/status/${ID}`);
    });
  }

  it("a board member's return polls the board path", async () => {
    const fetchMock = stubFetch(json({ status: "Ok", redirectTo: "/mine-sider/" }));
    await open(`?sid=${ID}&type=login%20board%20member`);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/account_service/login/eident/status/board_member/${ID}`);
  });

  it("a registration named by cid continues on the register page with the attempt as poolingId", async () => {
    const fetchMock = stubFetch();
    await open(`?cid=${ID}&type=register`);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/registrer-deg/?poolingId=${ID}`));
    expect(screen.getByRole("link", { name: "Fortsett til registreringen" }).getAttribute("href")).toBe(
      `/registrer-deg/?poolingId=${ID}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a failed login is an error toast with the server's message", async () => {
    stubFetch(json({ status: "Error", message: "Innloggingen mislyktes." }));
    await open(`?cid=${ID}&type=login`);
    expect((await screen.findByRole("alert")).textContent).toBe("Innloggingen mislyktes.");
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the provider's error of the hash and polls nothing", async () => {
    const fetchMock = stubFetch();
    await open(`?sid=${ID}&type=login`, "#cancel");
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("an id that is no attempt's is not polled", async () => {
    const fetchMock = stubFetch();
    await open("?cid=1234&type=login");
    expect(screen.getByRole("button", { name: "Logg inn med BankID" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
