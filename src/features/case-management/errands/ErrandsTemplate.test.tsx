// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MyPagesShell } from "~/features/my-pages";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { RootData } from "~/root";
import { SITES } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import type { CaseDetail, ErrandListItem } from "../schema";
import { caseStatusByCode } from "../statuses";
import { ErrandsTemplate } from "./ErrandsTemplate";
import type { MyErrandsData } from "./page-data";

/**
 * The errands page as its data renders it: the groups as text and colour, the filter form (a GET
 * form), the empty state with the way to report, an errand with its files and history, and the
 * close dialog that asks before it sends.
 */

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

function renderPage(data: MyErrandsData) {
  pageUnderTest = <ErrandsTemplate vm={templateViewModel("myErrands", data, { title: "Ärenden" })} />;
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
  return render(<Stub initialEntries={["/mina-sidor/arenden/"]} hydrationData={{ loaderData: { root: rootData } }} />);
}

const menu: MyPagesShell = {
  current: "myErrands",
  items: [
    { key: "myPages", href: "/mina-sidor/" },
    { key: "myErrands", href: "/mina-sidor/arenden/" },
  ],
  board: false,
  associationName: null,
};

function item(code: Parameters<typeof caseStatusByCode>[0], ticketNumber: number): ErrandListItem {
  const status = caseStatusByCode(code);
  return {
    id: crypto.randomUUID(),
    caseStatusId: status.id,
    statusCode: status.code,
    displayGroup: status.displayGroup,
    caseType: "warranty",
    caseTypeName: "Garanti",
    creationDate: "2026-11-20T10:00:00.000Z",
    ticketNumber,
    objectName: "Lgh 1102",
    objectAddress: "Ekbackevägen 2",
    buildingPartName: "Trapphus A",
    brfName: null,
    otherResidentInfo: null,
    roomType: "Kök",
    area: "apartment",
  };
}

const base: MyErrandsData = {
  menu,
  view: "list",
  scope: "customer",
  filter: { status: [], type: [], sort: "created", limit: 50 },
  errands: [],
  total: 0,
  errand: null,
  rounds: [],
  round: null,
  faultReportHref: "/kontakt/felanmalan/",
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the errands list", () => {
  it("shows each errand's group as text with its colour, and the filters as a GET form", () => {
    renderPage({
      ...base,
      filter: { status: ["ongoing"], type: [], sort: "status", limit: 50 },
      errands: [item("registered", 101), item("waitingOnMaterial", 102), item("executed", 103), item("completed", 104)],
      total: 4,
    });
    const list = screen.getByRole("list", { name: "Dina ärenden" });
    const badges = within(list)
      .getAllByText(/^(Registrerat|Pågående|Utfört|Avslutat)$/)
      .map((badge) => [badge.textContent, badge.className]);
    expect(badges.map(([text]) => text)).toEqual(["Registrerat", "Pågående", "Utfört", "Avslutat"]);
    expect(badges.map(([, className]) => className?.match(/(blue|yellow|green|grey)/)?.[1])).toEqual([
      "blue",
      "yellow",
      "green",
      "grey",
    ]);
    expect(within(list).getByRole("link", { name: "Ärende 102: Kök" }).getAttribute("href")).toMatch(/^\?errandId=/);
    const form = screen.getByRole("form", { name: "Filtrera och sortera ärenden" });
    expect(form.getAttribute("method")).toBe("get");
    expect((screen.getByRole("checkbox", { name: "Pågående" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Sortera efter") as HTMLSelectElement).value).toBe("status");
    expect(screen.getByRole("status").textContent).toBe("4 ärenden");
  });

  it("shows a long list a page at a time, with a link to the next page under the same filters", () => {
    const errands = Array.from({ length: 50 }, (_, index) => item("registered", 400 + index));
    renderPage({
      ...base,
      filter: { status: ["registered"], type: [], sort: "created", limit: 50 },
      errands,
      total: 120,
    });
    expect(within(screen.getByRole("list", { name: "Dina ärenden" })).getAllByRole("listitem")).toHaveLength(50);
    expect(screen.getByRole("status").textContent).toBe("Visar 50 av 120 ärenden");
    expect(screen.getByRole("link", { name: "Visa fler ärenden" }).getAttribute("href")).toBe(
      "?status=registered&sort=created&limit=100",
    );
  });

  it("has an empty state with the way to report a fault", () => {
    renderPage(base);
    expect(screen.getByText("Du har inga ärenden ännu.")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Gör en felanmälan" })[0]?.getAttribute("href")).toBe(
      "/kontakt/felanmalan/",
    );
  });

  it("asks the list call when a filter changes and shows its answer in place", async () => {
    const answer = [item("executed", 201)];
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(answer)));
    renderPage({ ...base, errands: [item("registered", 200), item("executed", 201)], total: 2 });
    fireEvent.click(screen.getByRole("checkbox", { name: "Utfört" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("1 ärende"));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      "/api/case_management/customer/get_cases?status=executed&sort=created",
    );
    expect(window.location.search).toBe("?status=executed&sort=created");
  });
});

describe("an errand", () => {
  const errand: CaseDetail = {
    ...item("registered", 300),
    site: "sv",
    description: "Kranen droppar.",
    detailName: "Vatten och avlopp",
    alternativeContactFirstName: null,
    alternativeContactLastName: null,
    alternativeContactEmail: null,
    alternativeContactPhone: null,
    files: [
      {
        attachmentId: "6f1c2d3e-4b5a-4c6d-8e7f-112233445566",
        filename: "kran.jpg",
        contentType: "image/jpeg",
        size: 1000,
        state: "ready",
        downloadUrl: "/api/case_management/customer/file/6f1c2d3e-4b5a-4c6d-8e7f-112233445566/kran.jpg",
        previewUrl: "/api/case_management/customer/file/6f1c2d3e-4b5a-4c6d-8e7f-112233445566/kran.jpg?preview=1",
      },
      {
        attachmentId: "7f1c2d3e-4b5a-4c6d-8e7f-112233445566",
        filename: "film.mp4",
        contentType: "video/mp4",
        size: 1000,
        state: "processing",
        downloadUrl: null,
        previewUrl: null,
      },
    ],
    history: [
      { kind: "created", statusCode: "registered", message: null, actor: "reporter", at: "2026-11-20T10:00:00.000Z" },
      {
        kind: "status",
        statusCode: "waitingOnMaterial",
        message: null,
        actor: "staff",
        at: "2026-11-21T10:00:00.000Z",
      },
    ],
    open: true,
  };

  it("shows the description, files (a link only when ready, a preview of a photo) and the history", () => {
    renderPage({ ...base, view: "errand", errand });
    expect(screen.getByRole("heading", { level: 1, name: "Ärende 300" })).toBeTruthy();
    expect(screen.getByText("Kranen droppar.")).toBeTruthy();
    expect(screen.getByText("Kök, Vatten och avlopp")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ladda ner kran.jpg" }).getAttribute("href")).toBe(
      errand.files[0]?.downloadUrl,
    );
    expect(screen.getByRole("img", { name: "Förhandsvisning av kran.jpg" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /film\.mp4/ })).toBeNull();
    expect(screen.getByText("(bearbetas, kan laddas ner om en stund)")).toBeTruthy();
    expect(screen.getByText(/Ny status \(Väntar på material\)/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tillbaka till ärendena" }).getAttribute("href")).toBe(
      "/mina-sidor/arenden/",
    );
  });

  it("asks before it closes, and sends nothing when the user cancels", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    renderPage({ ...base, view: "errand", errand });
    fireEvent.click(screen.getByRole("button", { name: "Avsluta ärendet" }));
    const dialog = await screen.findByRole("dialog", { name: "Vill du avsluta ärendet?" });
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Avbryt" }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers no close or edit for a completed errand", () => {
    renderPage({ ...base, view: "errand", errand: { ...errand, open: false } });
    expect(screen.queryByRole("button", { name: "Avsluta ärendet" })).toBeNull();
    expect(screen.getByText("Ärendet är avslutat och kan inte längre ändras.")).toBeTruthy();
  });
});
