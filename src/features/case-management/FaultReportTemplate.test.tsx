// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { RootData } from "~/root";
import { SITES } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import { FaultReportTemplate } from "./FaultReportTemplate";
import type { FaultReportData } from "./page-data";

function RootLayout() {
  const data = useLoaderData() as RootData;
  return (
    <I18nProvider language={data.site.language} catalog={data.catalog}>
      <Outlet />
    </I18nProvider>
  );
}

let pageUnderTest: ReactNode = null;
function PageUnderTest() {
  return pageUnderTest;
}

function renderPage(data: FaultReportData) {
  pageUnderTest = <FaultReportTemplate vm={templateViewModel("faultReport", data, { title: "Felanmälan" })} />;
  const rootData = { site: SITES.sv, catalog: CATALOGS.sv, developerTools: false } as RootData;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: RootLayout,
      children: [{ path: "*", Component: PageUnderTest }],
    },
  ]);
  return render(<Stub initialEntries={["/kontakt/felanmalan/"]} hydrationData={{ loaderData: { root: rootData } }} />);
}

const RESIDENT = {
  firstName: "Bengt",
  lastName: "Nyberg",
  email: "bengt@example.se",
  phone: "0701234567",
  verified: true,
  caseLogin: false,
  board: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe("the fault-report page", () => {
  it("offers a visitor the case logins and the flow without management, which opens the wizard", async () => {
    renderPage({
      reporter: null,
      association: null,
      flows: ["boardNoManagement"],
      errandsHref: "/mina-sidor/arenden/",
    });
    expect(screen.getByRole("link", { name: "Logga in och gör en felanmälan" }).getAttribute("href")).toBe(
      "/kontakt/felanmalan/#open-case",
    );
    expect(screen.getByRole("link", { name: "Logga in som styrelseledamot" }).getAttribute("href")).toBe(
      "/kontakt/felanmalan/#open-board-case",
    );
    fireEvent.click(screen.getByRole("button", { name: "Gör en felanmälan utan inloggning" }));
    const wizard = await screen.findByRole("dialog", { name: "Felanmälan" });
    await within(wizard).findByRole("heading", { name: "Innan du gör en felanmälan" });
    fireEvent.click(within(wizard).getByRole("button", { name: "Gå vidare" }));
    expect(
      await within(wizard).findByText("Vänligen markera att du tagit del av informationen för att gå vidare."),
    ).toBeTruthy();
    fireEvent.click(within(wizard).getByLabelText("Jag har tagit del av informationen"));
    fireEvent.click(within(wizard).getByRole("button", { name: "Gå vidare" }));
    expect(await within(wizard).findByText("Steg 1 av 7")).toBeTruthy();
    expect(within(wizard).getByRole("heading", { name: "Kontaktuppgifter" })).toBeTruthy();
  });

  it("a resident without a proven identity gets the BankID verification first", async () => {
    renderPage({
      reporter: { ...RESIDENT, verified: false },
      association: null,
      flows: ["resident", "boardNoManagement"],
      errandsHref: "/mina-sidor/arenden/",
    });
    fireEvent.click(screen.getByRole("button", { name: "Gör en felanmälan" }));
    expect(await screen.findByText("Aktivera BankID för att fortsätta med din felanmälan")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Felanmälan" })).toBeNull();
  });

  it("a failed load of the agreements is the technical error screen, with retry and close", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    renderPage({ reporter: RESIDENT, association: null, flows: ["resident"], errandsHref: "/mina-sidor/arenden/" });
    fireEvent.click(screen.getByRole("button", { name: "Gör en felanmälan" }));
    const wizard = await screen.findByRole("dialog", { name: "Felanmälan" });
    expect(await within(wizard).findByRole("heading", { name: "Tekniskt fel" })).toBeTruthy();
    expect(within(wizard).getByText("Ett tekniskt fel inträffade. Vänligen försök igen senare.")).toBeTruthy();
    fireEvent.click(within(wizard).getByRole("button", { name: "Försök igen" }));
    await within(wizard).findByRole("heading", { name: "Tekniskt fel" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fireEvent.click(within(wizard).getByRole("button", { name: "Stäng" }));
    expect(screen.queryByRole("dialog", { name: "Felanmälan" })).toBeNull();
  });

  it("a board member without management may continue without it or log in to My Pages", () => {
    renderPage({
      reporter: { ...RESIDENT, board: true },
      association: { id: 3, name: "Brf Utan", organisationNumber: "769600-0003", management: false },
      flows: ["boardNoManagement"],
      errandsHref: "/mina-sidor/arenden/",
    });
    expect(screen.getByRole("button", { name: "Fortsätt utan teknisk förvaltning" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Logga in på Mina sidor" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Logga in och gör en felanmälan" })).toBeNull();
  });
});
