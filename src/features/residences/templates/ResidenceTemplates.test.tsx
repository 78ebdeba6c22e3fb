// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGS, translate } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { RootData } from "~/root";
import { SITES, type SiteCode } from "~/sites/sites";
import type { TemplateName } from "~/templates/names";
import type { TemplateData } from "~/templates/page-data";
import { templateViewModel } from "~/test/template-view-model";
import type { AreaPageData, AreaRef, HomeDetails, ObjectPageData, ShowingView, StagePageData } from "../schema";
import { AreaTemplate } from "./AreaTemplate";
import { ObjectTemplate } from "./ObjectTemplate";
import { SoldOutTemplate } from "./SoldOutTemplate";
import { StageTemplate } from "./StageTemplate";

// The map engine needs WebGL; the pages only need its placeholder.
vi.mock("~/ui/map/map-engine", () => ({
  createMapEngine: () => ({ setMarkers: () => {}, destroy: () => {} }),
}));

const AREA: AreaRef = {
  id: 1,
  name: "Kvarnholmen Strand",
  url: "/bostader/stockholms-lan/nacka/kvarnholmen-strand/",
  county: "Stockholms län",
  countyUrl: "/bostader/stockholms-lan/",
  municipality: "Nacka",
  municipalityUrl: "/bostader/stockholms-lan/nacka/",
  latitude: 59.32,
  longitude: 18.14,
  projectStatus: "forSale",
};

const inDays = (days: number, hour = 17) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour - 2, 0, 0, 0);
  return date.toISOString();
};

const SHOWINGS: ShowingView[] = [
  {
    id: 11,
    startsAt: inDays(3),
    endsAt: inDays(3, 18),
    location: "Säljkontoret",
    capacity: 10,
    placesLeft: 3,
    objectId: null,
  },
  {
    id: 12,
    startsAt: inDays(9),
    endsAt: inDays(9, 19),
    location: "Visningshuset",
    capacity: null,
    placesLeft: null,
    objectId: null,
  },
  {
    id: 13,
    startsAt: inDays(12),
    endsAt: inDays(12, 18),
    location: "Entrén",
    capacity: 5,
    placesLeft: 0,
    objectId: null,
  },
];

function home(overrides: Partial<HomeDetails> = {}): HomeDetails {
  return {
    id: 7,
    number: "1102",
    url: `${AREA.url}etapp-1/lgh-1102/`,
    status: "forSale",
    residenceType: "apartment",
    disposalForm: "condominium",
    rooms: 3,
    livingArea: 74.5,
    floor: 2,
    price: 3_450_000,
    totalPrice: null,
    monthlyFee: 4350,
    inhabitDate: "2027-03-15",
    plotType: "ownPlot",
    concept: null,
    plotArea: null,
    floorCount: 6,
    debtShare: null,
    closingCosts: null,
    financingFee: null,
    runningCosts: 7_400,
    energyClass: null,
    outdoorAreas: ["balcony"],
    parking: "canPurchase",
    storage: "included",
    latitude: 59.32,
    longitude: 18.14,
    description: "Ljus trea med balkong.",
    images: [
      { src: "residences/a.webp", alt: "Fasad mot vattnet" },
      { src: "residences/b.webp", alt: "Vardagsrum" },
      { src: "residences/c.webp", alt: "Kök" },
    ],
    ...overrides,
  };
}

function objectData(overrides: Partial<HomeDetails> = {}): ObjectPageData {
  return {
    kind: "object",
    area: AREA,
    stage: {
      id: 3,
      name: "Kvarnholmen Strand, etapp 1",
      url: `${AREA.url}etapp-1/`,
      projectStatus: "forSale",
      projectPhase: 4,
      stageStatus: 2,
      images: [],
    },
    home: home(overrides),
    neighbours: [],
    showings: SHOWINGS,
    contacts: [
      { name: "Eva Berg", role: 0, phone: "070-111 22 33", email: "eva@example.se", image: null },
      { name: "Olle Ek", role: 10, phone: "020-731 731", email: "kund@example.se", image: null },
    ],
  };
}

function viewModel<K extends TemplateName>(template: K, title: string, data: TemplateData[K]) {
  return templateViewModel(template, data, { title });
}

/** The root route's element: the site's translations around the page. */
function RootLayout() {
  const data = useLoaderData() as RootData;
  return (
    <I18nProvider language={data.site.language} catalog={data.catalog}>
      <Outlet />
    </I18nProvider>
  );
}

/** The page under test (route stubs take components, not elements). */
let currentPage: React.ReactElement | null = null;
function CurrentPage() {
  return currentPage;
}

function renderPage(element: React.ReactElement, site: SiteCode = "sv", entry = "/page/") {
  currentPage = element;
  const settings = SITES[site];
  const rootData = { site: settings, catalog: CATALOGS[settings.language], developerTools: false } as RootData;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: RootLayout,
      children: [{ path: "*", Component: CurrentPage }],
    },
  ]);
  return render(<Stub initialEntries={[entry]} hydrationData={{ loaderData: { root: rootData } }} />);
}

let fetchMock: ReturnType<typeof vi.fn>;
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (String(url).startsWith("/api/residence/showings/") && !String(url).endsWith("/book"))
      return json({ showings: SHOWINGS });
    return json({ error: { code: "not_found", message: "x" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  // A missing translation shows its key: none may reach the page.
  expect(document.body.textContent).not.toMatch(/\b(residence|enums|validation)\.[a-zA-Z]/);
  cleanup();
  vi.unstubAllGlobals();
});

const t = (key: string, vars?: Record<string, unknown>) => translate("sv", key, vars);

describe("ObjectTemplate", () => {
  it("shows sauna and walk-in closet under the home's features, not as outdoor space (issue 13)", async () => {
    renderPage(
      <ObjectTemplate
        vm={viewModel("object", "Lägenhet 1102", objectData({ outdoorAreas: ["balcony", "sauna", "walkInCloset"] }))}
      />,
    );
    const fact = async (label: string) =>
      (await screen.findByText(label, { selector: "dt" })).nextElementSibling?.textContent;
    expect(await fact(t("residence.facts.outdoorAreas"))).toBe(t("enums.outdoorArea.balcony"));
    expect(await fact(t("residence.facts.features"))).toBe(
      `${t("enums.outdoorArea.sauna")}, ${t("enums.outdoorArea.walkInCloset")}`,
    );
  });

  it("shows one heading, the status, price, key facts and the floor plan", async () => {
    renderPage(<ObjectTemplate vm={viewModel("object", "Lägenhet 1102", objectData())} />);
    expect(await screen.findAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Lägenhet 1102");
    expect(screen.getAllByText("3 450 000 kr").length).toBeGreaterThan(0);
    expect(screen.getByText("4 350 kr/mån")).toBeTruthy();
    expect(screen.getByText("3 rok", { selector: "dd" })).toBeTruthy();
    expect(screen.getByText("74,5 m²")).toBeTruthy();
    expect(screen.getByText("2 av 6")).toBeTruthy();
    expect(screen.getByText("2027-03-15")).toBeTruthy();
    expect(screen.getByText(t("enums.projectPhase.4"))).toBeTruthy();
    const plan = screen.getByRole("img", { name: /Planlösning för Lägenhet 1102: 3\srok, 74,5\sm²/ });
    expect(plan.getAttribute("src")).toBe("/api/residence/floorplan/7.svg");
    expect(document.querySelectorAll('[data-status="forSale"]').length).toBeGreaterThan(0);
  });

  it("groups contact persons by role with phone and e-mail links", async () => {
    renderPage(<ObjectTemplate vm={viewModel("object", "Lägenhet 1102", objectData())} />);
    expect(await screen.findByRole("heading", { name: t("enums.staffRole.0") })).toBeTruthy();
    expect(screen.getByRole("heading", { name: t("enums.staffRole.10") })).toBeTruthy();
    expect(screen.getByRole("link", { name: /070-111 22 33/ }).getAttribute("href")).toBe("tel:0701112233");
    expect(screen.getByRole("link", { name: /eva@example.se/ }).getAttribute("href")).toBe("mailto:eva@example.se");
  });

  it("shows a booked home in Norway as sold", async () => {
    renderPage(<ObjectTemplate vm={viewModel("object", "Leilighet 1102", objectData({ status: "booked" }))} />, "no");
    await screen.findAllByRole("heading", { level: 1 });
    const badges = document.querySelectorAll('[data-status="booked"]');
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(badge.textContent).toBe("Solgt");
    // A home that is not for sale shows no price.
    expect(screen.queryByText("kr 3 450 000")).toBeNull();
  });

  it("shows the Finnish debt-free price, the sales price and the monthly fee", async () => {
    renderPage(
      <ObjectTemplate
        vm={viewModel(
          "object",
          "Asunto A 12",
          objectData({ price: 87_000, totalPrice: 185_000, debtShare: 98_000, monthlyFee: 671 }),
        )}
      />,
      "fi",
    );
    await screen.findAllByRole("heading", { level: 1 });
    expect(screen.getByText("Velaton hinta")).toBeTruthy();
    expect(screen.getByText("Myyntihinta")).toBeTruthy();
    expect(screen.getByText("Hoitovastike")).toBeTruthy();
    expect(screen.getByText("Velaton hinta 185 000 €")).toBeTruthy();
    expect(screen.getByText("87 000 €")).toBeTruthy();
    expect(screen.getByText("671 €/kk")).toBeTruthy();
    expect(screen.getByText("3 h+k")).toBeTruthy();
  });

  it("has a keyboard-operable gallery", async () => {
    renderPage(<ObjectTemplate vm={viewModel("object", "Lägenhet 1102", objectData())} />);
    const gallery = await screen.findByRole("region", {
      name: t("residence.gallery.label", { name: "Lägenhet 1102" }),
    });
    expect(within(gallery).getByRole("img", { name: "Fasad mot vattnet" })).toBeTruthy();
    fireEvent.click(within(gallery).getByRole("button", { name: t("residence.gallery.next") }));
    expect(within(gallery).getByRole("img", { name: "Vardagsrum" })).toBeTruthy();
    expect(within(gallery).getByText("Bild 2 av 3")).toBeTruthy();
    fireEvent.click(within(gallery).getByRole("button", { name: t("residence.gallery.previous") }));
    fireEvent.click(within(gallery).getByRole("button", { name: t("residence.gallery.previous") }));
    expect(within(gallery).getByRole("img", { name: "Kök" })).toBeTruthy();
    const thumb = within(gallery).getByRole("button", { name: /Visa bild 1 av 3/ });
    fireEvent.click(thumb);
    expect(thumb.getAttribute("aria-current")).toBe("true");
  });
});

describe("showings", () => {
  it("offers booking for bookable showings only and asks for a place, to be confirmed by e-mail", async () => {
    renderPage(<ObjectTemplate vm={viewModel("object", "Lägenhet 1102", objectData())} />);
    const section = await screen.findByRole("region", { name: t("residence.showings.heading") });
    expect(within(section).getByText(t("residence.showings.dropIn"))).toBeTruthy();
    expect(within(section).getByText(t("residence.showings.full"))).toBeTruthy();
    expect(within(section).getByText("3 platser kvar")).toBeTruthy();
    const buttons = within(section).getAllByRole("button", { name: /Boka visning/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const form = within(section).getByRole("form");
    fetchMock.mockImplementationOnce(async () =>
      json({ id: "b1", status: "pending", message: t("residence.showings.requested"), showing: SHOWINGS[0] }),
    );
    fireEvent.change(within(form).getByLabelText(/Förnamn/), { target: { value: "Anna" } });
    fireEvent.change(within(form).getByLabelText(/Efternamn/), { target: { value: "Svensson" } });
    fireEvent.change(within(form).getByLabelText(/E-post/), { target: { value: "anna@example.se" } });
    fireEvent.change(within(form).getByLabelText(/Telefon/), { target: { value: "0701234567" } });
    await act(async () => {
      fireEvent.submit(form);
    });
    const status = await within(section).findByRole("status");
    expect(status.textContent).toBe(t("residence.showings.requested"));
    expect(document.activeElement).toBe(status);
    // A request holds no place: the count stays until the visitor confirms.
    expect(within(section).queryByText("2 platser kvar")).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === "/api/residence/showings/11/book");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      firstName: "Anna",
      lastName: "Svensson",
      email: "anna@example.se",
      phone: "0701234567",
    });
  });
});

describe("the confirmation link's dialog", () => {
  const TOKEN = "k3Y_8hQ2-ZpX0aB9cD4eF7gH1iJ5kL6mN3oP2qR8sT0";
  const booking = {
    firstName: "Anna",
    lastName: "Svensson",
    residence: "Lägenhet 1102, Kvarnholmen Strand, etapp 1",
    showing: SHOWINGS[0]!,
  };
  const outcome = (status: string, placesLeft = 3) =>
    json({
      status,
      message: t(`residence.showings.confirm.outcome.${status}`),
      booking: { ...booking, showing: { ...SHOWINGS[0]!, placesLeft } },
    });
  const posted = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === path)
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

  function answer(routes: Record<string, () => Response>) {
    fetchMock.mockImplementation(async (url: string) => {
      const route = routes[String(url)];
      if (route) return route();
      return json({ showings: SHOWINGS });
    });
  }

  it("shows the showing and confirms only when the visitor presses the button", async () => {
    answer({
      "/api/residence/showings/confirm/lookup": () => outcome("pending"),
      "/api/residence/showings/confirm": () => outcome("confirmed", 2),
    });
    renderPage(
      <ObjectTemplate vm={viewModel("object", "Lägenhet 1102", objectData())} />,
      "sv",
      `/page/#confirm-showing=${TOKEN}`,
    );
    const dialog = await screen.findByRole("dialog", { name: t("residence.showings.confirm.title") });
    expect(await within(dialog).findByText(booking.residence)).toBeTruthy();
    expect(within(dialog).getByText("Anna Svensson")).toBeTruthy();
    expect(within(dialog).getByText("Säljkontoret")).toBeTruthy();
    expect(within(dialog).getByRole("status").textContent).toBe(t("residence.showings.confirm.outcome.pending"));
    expect(posted("/api/residence/showings/confirm/lookup")).toEqual([{ token: TOKEN }]);
    // Opening the link confirmed nothing.
    expect(posted("/api/residence/showings/confirm")).toEqual([]);

    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: t("residence.showings.confirm.submit") }));
    });
    const status = within(dialog).getByRole("status");
    await waitFor(() => expect(status.textContent).toBe(t("residence.showings.confirm.outcome.confirmed")));
    expect(posted("/api/residence/showings/confirm")).toEqual([{ token: TOKEN }]);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(within(dialog).queryByRole("button", { name: t("residence.showings.confirm.submit") })).toBeNull();
    // The page's list counts the place now taken.
    const section = screen.getByRole("region", { name: t("residence.showings.heading") });
    expect(within(section).getByText("2 platser kvar")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: t("residence.showings.confirm.close") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it.each(["full", "expired", "alreadyConfirmed"])("says %s and offers no button", async (status) => {
    answer({ "/api/residence/showings/confirm/lookup": () => outcome(status) });
    renderPage(
      <ObjectTemplate vm={viewModel("object", "Lägenhet 1102", objectData())} />,
      "sv",
      `/page/#confirm-showing=${TOKEN}`,
    );
    const dialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(dialog).getByRole("status").textContent).toBe(t(`residence.showings.confirm.outcome.${status}`)),
    );
    expect(within(dialog).queryByRole("button", { name: t("residence.showings.confirm.submit") })).toBeNull();
  });

  it("calls a link cut short invalid without asking the server", async () => {
    renderPage(
      <ObjectTemplate vm={viewModel("object", "Lägenhet 1102", objectData())} />,
      "sv",
      `/page/#confirm-showing=${TOKEN.slice(0, 20)}`,
    );
    const dialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(dialog).getByRole("status").textContent).toBe(t("residence.showings.confirm.outcome.invalid")),
    );
    expect(posted("/api/residence/showings/confirm/lookup")).toEqual([]);
  });

  it("keeps the button after a refused confirmation, with the server's message", async () => {
    answer({
      "/api/residence/showings/confirm/lookup": () => outcome("pending"),
      "/api/residence/showings/confirm": () =>
        json({ error: { code: "too_many_requests", message: t("errors.tooManyRequests") } }, 429),
    });
    renderPage(
      <ObjectTemplate vm={viewModel("object", "Lägenhet 1102", objectData())} />,
      "sv",
      `/page/#confirm-showing=${TOKEN}`,
    );
    const dialog = await screen.findByRole("dialog");
    const button = await within(dialog).findByRole("button", { name: t("residence.showings.confirm.submit") });
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe(t("errors.tooManyRequests")));
    expect(within(dialog).getByRole("button", { name: t("residence.showings.confirm.submit") })).toBeTruthy();
  });
});

describe("InterestForm", () => {
  async function form() {
    renderPage(<ObjectTemplate vm={viewModel("object", "Lägenhet 1102", objectData())} />);
    const region = await screen.findByRole("region", { name: t("residence.interest.heading") });
    return {
      region,
      form: within(region)
        .getByRole("button", { name: t("residence.interest.submit") })
        .closest("form")!,
    };
  }

  it("promises a sales start for a home for sale, never for a sold one (issue 13)", async () => {
    const { region } = await form();
    expect(within(region).getByText(t("residence.interest.intro", { name: "Lägenhet 1102" }))).toBeTruthy();
    cleanup();
    renderPage(<ObjectTemplate vm={viewModel("object", "Lägenhet 1102", objectData({ status: "sold" }))} />);
    const sold = await screen.findByRole("region", { name: t("residence.interest.heading") });
    expect(within(sold).getByText(t("residence.interest.introSold", { name: "Lägenhet 1102" }))).toBeTruthy();
    expect(sold.textContent).not.toMatch(/säljstart/i);
  });

  it("shows translated inline errors without sending, and focuses the first invalid input", async () => {
    const { form: element } = await form();
    await act(async () => {
      fireEvent.submit(element);
    });
    const firstName = within(element).getByLabelText(/Förnamn/);
    expect(firstName.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(firstName);
    expect(within(element).getAllByText(t("validation.required")).length).toBeGreaterThanOrEqual(4);
    expect(within(element).getByText(t("validation.termsRequired"))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/residence/interest")).toBe(false);
    // Errors follow typing after the first attempt.
    fireEvent.change(firstName, { target: { value: "Anna1" } });
    expect(within(element).getByText(t("validation.noDigits"))).toBeTruthy();
  });

  it("maps the server's field errors to inputs and keeps what was typed", async () => {
    const { form: element } = await form();
    fetchMock.mockImplementationOnce(async () =>
      json(
        {
          error: { code: "invalid_request", message: "x", fields: [{ field: "email", message: "Servern säger nej." }] },
        },
        400,
      ),
    );
    fireEvent.change(within(element).getByLabelText(/Förnamn/), { target: { value: "Anna" } });
    fireEvent.change(within(element).getByLabelText(/Efternamn/), { target: { value: "Svensson" } });
    fireEvent.change(within(element).getByLabelText(/E-post/), { target: { value: "anna@example.se" } });
    fireEvent.change(within(element).getByLabelText(/Telefon/), { target: { value: "0701234567" } });
    fireEvent.change(within(element).getByLabelText(/Meddelande/), { target: { value: "Vi vill bo här." } });
    fireEvent.click(within(element).getByRole("checkbox"));
    await act(async () => {
      fireEvent.submit(element);
    });
    await waitFor(() => expect(within(element).getByText("Servern säger nej.")).toBeTruthy());
    const email = within(element).getByLabelText(/E-post/) as HTMLInputElement;
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.value).toBe("anna@example.se");
    expect((within(element).getByLabelText(/Meddelande/) as HTMLTextAreaElement).value).toBe("Vi vill bo här.");
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/residence/interest");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ areaId: 1, stageId: 3, objectId: 7, terms: true });
  });

  it("shows the success message with focus on it", async () => {
    const { region, form: element } = await form();
    fetchMock.mockImplementationOnce(async () => json({ id: "i1", message: t("residence.interest.success") }));
    fireEvent.change(within(element).getByLabelText(/Förnamn/), { target: { value: "Anna" } });
    fireEvent.change(within(element).getByLabelText(/Efternamn/), { target: { value: "Svensson" } });
    fireEvent.change(within(element).getByLabelText(/E-post/), { target: { value: "anna@example.se" } });
    fireEvent.change(within(element).getByLabelText(/Telefon/), { target: { value: "0701234567" } });
    fireEvent.click(within(element).getByRole("checkbox"));
    await act(async () => {
      fireEvent.submit(element);
    });
    const status = await within(region).findByRole("status");
    expect(status.textContent).toBe(t("residence.interest.success"));
    expect(document.activeElement).toBe(status);
  });
});

describe("StageTemplate, AreaTemplate and SoldOutTemplate", () => {
  const stageData: StagePageData = {
    kind: "stage",
    area: AREA,
    stage: {
      id: 3,
      name: "Kvarnholmen Strand, etapp 1",
      url: `${AREA.url}etapp-1/`,
      projectStatus: "vip",
      stageStatus: 1,
      projectPhase: 1,
      residenceType: "apartment",
      disposalForm: "condominium",
      inhabitFrom: "2027-01-01",
      inhabitTo: "2027-06-01",
      shortDescription: "Nära vattnet.",
      image: null,
      latitude: 59.32,
      longitude: 18.14,
      homeCount: 2,
      availableCount: 1,
      price: { min: 2_000_000, max: 5_000_000 },
      rooms: { min: 2, max: 4 },
      livingArea: { min: 55, max: 98.5 },
      planned: false,
      concept: null,
      plotType: "ownPlot",
      parking: "canPurchase",
      storage: "included",
      description: "",
      images: [],
      plannedHomeCount: null,
    },
    showingApartments: [],
    homes: [
      home({ id: 1, number: "1201", price: 5_000_000, status: "sold" }),
      home({ id: 2, number: "1101", price: 2_000_000 }),
    ],
    showings: [],
    contacts: [],
    tags: [{ id: 1, name: "Nära vatten", url: "nara-vatten" }],
  };

  it("lists the stage's homes in a sortable table linking to each home", async () => {
    fetchMock.mockImplementation(async () => json({ showings: [] }));
    renderPage(<StageTemplate vm={viewModel("stage", stageData.stage.name, stageData)} />);
    expect(await screen.findAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.querySelector('[data-status="vip"]')?.textContent).toBe(t("enums.projectStatus.vip"));
    const table = screen.getByRole("table");
    const rows = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((r) => within(r).getAllByRole("rowheader")[0]!.textContent);
    expect(rows()).toEqual(["Bostad 1101", "Bostad 1201"]);
    fireEvent.click(within(table).getByRole("button", { name: /Antal rok/ }));
    fireEvent.click(within(table).getByRole("button", { name: /Antal rok/ }));
    expect(
      within(table)
        .getByRole("columnheader", { name: /Antal rok/ })
        .getAttribute("aria-sort"),
    ).toBe("descending");
    expect(within(table).getByRole("link", { name: "Bostad 1101" }).getAttribute("href")).toBe(
      `${AREA.url}etapp-1/lgh-1102/`,
    );
    expect(screen.getByText("2 000 000–5 000 000 kr")).toBeTruthy();
    expect(screen.getByText("2027-01-01 – 2027-06-01")).toBeTruthy();
    expect(await screen.findByText(t("residence.showings.none"))).toBeTruthy();
  });

  const areaData: AreaPageData = {
    kind: "area",
    area: { ...AREA, projectPhase: 4, concept: null, shortDescription: "Bo vid vattnet.", description: "", images: [] },
    stages: [stageData.stage],
    contacts: [],
    availableCount: 1,
    price: { min: 2_000_000, max: 5_000_000 },
    rooms: { min: 2, max: 4 },
    livingArea: { min: 55, max: 98.5 },
    otherProjects: [],
  };

  it("lists the area's stages", async () => {
    renderPage(<AreaTemplate vm={viewModel("area", AREA.name, areaData)} />);
    expect(await screen.findAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Kvarnholmen Strand, etapp 1" }).getAttribute("href")).toBe(
      `${AREA.url}etapp-1/`,
    );
    expect(screen.getByRole("region", { name: t("residence.interest.heading") })).toBeTruthy();
  });

  it("says a sold-out project is sold out and links to other projects and the search", async () => {
    const data: AreaPageData = {
      ...areaData,
      area: { ...areaData.area, projectStatus: "soldOut" },
      otherProjects: [
        {
          id: 9,
          name: "Rosendal Äng",
          url: "/bostader/uppsala-lan/uppsala/rosendal-ang/",
          municipality: "Uppsala",
          projectStatus: "forSale",
          image: null,
        },
      ],
    };
    renderPage(<SoldOutTemplate vm={viewModel("soldOut", AREA.name, data)} />);
    expect(await screen.findAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText(t("residence.soldOut.text", { name: AREA.name }))).toBeTruthy();
    expect(screen.getByRole("link", { name: "Rosendal Äng" }).getAttribute("href")).toBe(
      "/bostader/uppsala-lan/uppsala/rosendal-ang/",
    );
    expect(screen.getByRole("link", { name: t("residence.soldOut.searchLink") }).getAttribute("href")).toBe(
      "/sok-bostad/",
    );
  });
});
