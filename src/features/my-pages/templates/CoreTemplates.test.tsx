// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { RootData } from "~/root";
import { SITES } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import type { MyPagesShell } from "../page-data";
import { ContactTemplate } from "./ContactTemplate";
import { MyObjectTemplate } from "./MyObjectTemplate";
import { OverviewTemplate } from "./OverviewTemplate";
import { TimelineTemplate } from "./TimelineTemplate";

function RootLayout() {
  const data = useLoaderData() as RootData;
  return (
    <I18nProvider language={data.site.language} catalog={data.catalog}>
      <Outlet />
    </I18nProvider>
  );
}

/** The page under test, rendered by the stub's child route (a component of the module, as React wants). */
let pageUnderTest: ReactNode = null;
function PageUnderTest() {
  return pageUnderTest;
}

function renderPage(page: ReactNode) {
  pageUnderTest = page;
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
  return render(<Stub initialEntries={["/mina-sidor/"]} hydrationData={{ loaderData: { root: rootData } }} />);
}

const customerMenu: MyPagesShell = {
  current: "myPages",
  items: [
    { key: "myPages", href: "/mina-sidor/" },
    { key: "myAgreements", href: "/mina-sidor/mina-avtal/" },
    { key: "myTimeline", href: "/mina-sidor/tidslinje/" },
    { key: "myContact", href: "/mina-sidor/kontakt/" },
  ],
  board: false,
  associationName: null,
};

const phases = Array.from({ length: 11 }, (_, phase) => ({
  phase,
  startsOn: `2026-${String(phase + 1).padStart(2, "0")}-01`,
  endsOn: phase === 10 ? null : `2026-${String(phase + 1).padStart(2, "0")}-28`,
  text: `Fas ${phase}`,
}));

afterEach(cleanup);

describe("the overview", () => {
  it("links what needs the customer: documents (to the documents page), but no payments link outside the menu", () => {
    const data = {
      menu: customerMenu,
      documentsToSign: 2,
      unpaidPayments: 1,
      showings: [],
      milestones: [{ stageName: "Kvarnholmen Strand", phase: 7, startsOn: "2026-12-01" }],
      news: [],
    };
    renderPage(<OverviewTemplate vm={templateViewModel("myPages", data, { title: "Mina sidor" })} />);
    expect(screen.getByText("2 dokument väntar på din signatur eller ditt godkännande.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Gå till Mina avtal" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-avtal/",
    );
    expect(screen.getByText("Du har 1 obetald betalning.")).toBeTruthy();
    // Payments are not in this customer's menu: no link to a page that would answer 404.
    expect(screen.queryByRole("link", { name: "Gå till Betalningar" })).toBeNull();
    expect(screen.getByText("Inredningsval i Kvarnholmen Strand från 2026-12-01.")).toBeTruthy();
  });

  it("says so when nothing needs the customer", () => {
    const data = { menu: customerMenu, documentsToSign: 0, unpaidPayments: 0, showings: [], milestones: [], news: [] };
    renderPage(<OverviewTemplate vm={templateViewModel("myPages", data)} />);
    expect(screen.getByText(/Just nu är det inget som väntar på dig/)).toBeTruthy();
  });

  it("is the board portal for a board member: the association, a fault report and customer service", () => {
    const menu: MyPagesShell = {
      current: "myPages",
      items: [
        { key: "myPages", href: "/mina-sidor/" },
        { key: "myErrands", href: "/mina-sidor/arenden/" },
        { key: "myContact", href: "/mina-sidor/kontakt/" },
      ],
      board: true,
      associationName: "Brf Ekbacken",
    };
    const data = { menu, documentsToSign: 0, unpaidPayments: 0, showings: [], milestones: [], news: [] };
    renderPage(<OverviewTemplate vm={templateViewModel("myPagesBoardMember", data)} />);
    expect(screen.getByText(/styrelseportalen för Brf Ekbacken/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Gör en felanmälan" }).getAttribute("href")).toBe("/kontakt/felanmalan/");
    expect(screen.getByRole("link", { name: "Föreningens ärenden" }).getAttribute("href")).toBe("/mina-sidor/arenden/");
    expect(screen.queryByText("Att göra just nu")).toBeNull();
  });
});

describe("the timeline", () => {
  it("marks the current phase as the step and tells past and future apart in words", () => {
    const data = {
      menu: { ...customerMenu, current: "myTimeline" as const },
      projects: [{ stageId: 1, stageName: "Kvarnholmen Strand", currentPhase: 7, phases }],
    };
    renderPage(<TimelineTemplate vm={templateViewModel("myPagesTimeline", data)} />);
    const list = screen.getByRole("list", { name: "Tidslinje för Kvarnholmen Strand" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(11);
    expect(items.filter((item) => item.getAttribute("aria-current") === "step")).toEqual([items[7]]);
    expect(items[7]?.textContent).toContain("Inredningsval");
    expect(items[7]?.textContent).toContain("pågår nu");
    expect(items[2]?.textContent).toContain("avklarat");
    expect(items[9]?.textContent).toContain("kommande");
    expect(items[10]?.textContent).toContain("Från 2026-11-01");
  });

  it("has an empty state without projects", () => {
    const data = { menu: { ...customerMenu, current: "myTimeline" as const }, projects: [] };
    renderPage(<TimelineTemplate vm={templateViewModel("myPagesTimeline", data)} />);
    expect(screen.getByText(/Tidslinjen för ditt projekt visas här/)).toBeTruthy();
  });
});

describe("contacts and my residence", () => {
  const contact = { name: "Anna Berg", role: 0, phone: "070-123 45 67", email: "anna.berg@nordhem.example" };

  it("lists each project's people with role, phone and e-mail links", () => {
    const data = {
      menu: { ...customerMenu, current: "myContact" as const },
      projects: [{ stageId: 1, stageName: "Kvarnholmen Strand", contacts: [contact] }],
    };
    renderPage(<ContactTemplate vm={templateViewModel("myPagesContact", data)} />);
    const list = screen.getByRole("list", { name: "Kontaktpersoner för Kvarnholmen Strand" });
    expect(within(list).getByText("Fastighetsmäklare")).toBeTruthy();
    expect(
      within(list)
        .getByRole("link", { name: /070-123 45 67/ })
        .getAttribute("href"),
    ).toBe("tel:0701234567");
    expect(
      within(list)
        .getByRole("link", { name: /anna.berg@nordhem.example/ })
        .getAttribute("href"),
    ).toBe("mailto:anna.berg@nordhem.example");
  });

  it("shows the home's documents with their status in words and the co-buyer still to sign", () => {
    const data = {
      menu: { ...customerMenu, current: "myResidence" as const },
      homes: [
        {
          bookingId: "b1",
          purchaseId: "p1",
          objectId: 1001,
          number: "1102",
          streetAddress: "Kvarngatan 3",
          url: "/bostader/x/1102/",
          rooms: 3,
          livingArea: 78.5,
          floor: 4,
          price: 4_250_000,
          status: "contracted" as const,
          contractDate: "2026-09-01",
          entryDate: "2027-03-01",
          stageName: "Kvarnholmen Strand",
          currentPhase: 7,
          buyers: [
            { name: "Karin Sjöberg", me: true },
            { name: "Per Sjöberg", me: false },
          ],
          documents: [
            {
              id: "d1",
              kind: "bookingAgreement" as const,
              action: "sign" as const,
              status: "done" as const,
              doneByMe: true,
            },
            {
              id: "d2",
              kind: "purchaseContract" as const,
              action: "sign" as const,
              status: "pending" as const,
              doneByMe: true,
            },
          ],
          phases,
          contacts: [contact],
        },
      ],
    };
    renderPage(<MyObjectTemplate vm={templateViewModel("myObject", data)} />);
    expect(screen.getByRole("heading", { level: 2, name: "Bostad 1102, Kvarngatan 3" })).toBeTruthy();
    expect(screen.getByText("Karin Sjöberg (du), Per Sjöberg")).toBeTruthy();
    // The price's spaces do not break (the matcher reads them as spaces).
    expect(screen.getByText("4 250 000 kr")).toBeTruthy();
    expect(screen.getByText("Klar")).toBeTruthy();
    expect(screen.getByText("Väntar")).toBeTruthy();
    expect(screen.getByText("Du har signerat, väntar på medköpare")).toBeTruthy();
    expect(screen.getByRole("img", { name: /Planlösning för bostad 1102/ }).getAttribute("src")).toBe(
      "/api/residence/floorplan/1001.svg",
    );
    expect(screen.getByRole("link", { name: "Se bostadens sida" }).getAttribute("href")).toBe("/bostader/x/1102/");
  });
});
