// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fieldErrors,
  json,
  renderPage,
  sentBody,
  stubFetch,
  stubPageLoads,
} from "~/features/account/pages/account-pages-test-harness";
import { SITES } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import { stepsOfSite } from "../flows";
import type { BookingView, BuyResidenceData } from "../schema";
import { BuyResidenceTemplate } from "./BuyResidenceTemplate";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const BOOKING_ID = "6f1c2a7e-2d3b-4c5d-8e9f-0a1b2c3d4e5f";
const OBJECT_URL = "/bostader/stockholm/solna/hagastaden/etapp-1/1101/";

function data(overrides: Partial<BuyResidenceData> = {}): BuyResidenceData {
  return {
    view: {
      siteVersion: "test",
      objectId: 42,
      showPlotType: false,
      showSemiDetachedHouseType: false,
      subMenu: [],
      canonical: "http://localhost/boka/",
      title: "Hagastaden, bostad 1101",
      description: "Boka online",
      image: null,
    },
    flow: "sixSteps",
    steps: [...stepsOfSite("sv")],
    step: "start-booking",
    object: {
      objectId: 42,
      number: "1101",
      address: "Hagagatan 1",
      stageId: 7,
      stageName: "Hagastaden etapp 1",
      areaId: 3,
      objectUrl: OBJECT_URL,
      status: "forSale",
      rooms: 3,
      livingArea: 74.5,
      price: 4_250_000,
      closingCosts: null,
      debtShare: null,
      currency: "SEK",
      bookingFee: 5000,
      holdMinutes: 20,
      image: null,
      plotType: "ownership",
      residenceType: "apartment",
    },
    booking: null,
    buyer: {
      firstName: "Anna",
      lastName: "Lindqvist",
      email: "anna@example.test",
      phone: "0701234567",
      address: "Storgatan 1",
      postalCode: "11122",
      city: "Stockholm",
      identityNumberMasked: "19850412****",
      verified: true,
    },
    bookable: true,
    refusal: null,
    interiorOptions: [],
    paymentProviders: ["swish", "svea", "nordea"],
    links: {
      login: "/logga-in/?referrer=%2Fboka%2F%3Fobjekt%3D42",
      register: "/skapa-konto/?referrer=%2Fboka%2F%3Fobjekt%3D42",
      info: "/boka/info/",
      myPages: "/mina-sidor/",
      documents: "/mina-sidor/mina-avtal/",
    },
    ...overrides,
  };
}

function held(overrides: Partial<BookingView> = {}): BookingView {
  const now = Date.now();
  return {
    id: BOOKING_ID,
    status: "held",
    objectId: 42,
    holdExpiresAt: new Date(now + 20 * 60_000).toISOString(),
    serverNow: new Date(now).toISOString(),
    completedSteps: ["start-booking"],
    data: {},
    signed: false,
    paid: false,
    agreementDocumentId: null,
    ...overrides,
  };
}

function render(pageData: BuyResidenceData, path = "/boka/?objekt=42") {
  const vm = templateViewModel("buyResidence", pageData, { title: "Boka" });
  return renderPage(<BuyResidenceTemplate vm={vm} />, { site: SITES.sv, path });
}

describe("the buy flow's first step", () => {
  it("shows the home and the steps, and asks a visitor to log in or create an account with a referrer back", async () => {
    await render(data({ buyer: null }));
    const progress = screen.getByRole("navigation", { name: "Bokningens steg" });
    const current = within(progress).getByText("1. Starta bokning").closest("li");
    expect(current?.getAttribute("aria-current")).toBe("step");
    expect(screen.getByRole("link", { name: /Hagagatan 1/ }).getAttribute("href")).toBe(OBJECT_URL);
    expect(screen.getByText(/reserveras hemmet åt dig i 20 minuter/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Logga in" }).getAttribute("href")).toBe(
      "/logga-in/?referrer=%2Fboka%2F%3Fobjekt%3D42",
    );
    expect(screen.getByRole("link", { name: "Skapa konto" }).getAttribute("href")).toContain("referrer=");
    expect(screen.queryByRole("button", { name: "Starta bokning" })).toBeNull();
  });

  it("asks a buyer without a proven identity to identify with e-ID", async () => {
    await render(data({ buyer: { ...data().buyer!, verified: false, identityNumberMasked: null } }));
    expect(await screen.findByRole("button", { name: "Identifiera dig" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Starta bokning" })).toBeNull();
  });

  it("starts the booking, polls until the home is held, then goes on to personal info", async () => {
    const fetchMock = stubFetch(
      json({ id: BOOKING_ID }),
      json({ id: BOOKING_ID, status: "held", objectId: 42, holdExpiresAt: new Date().toISOString(), errorCode: null }),
      json(true),
    );
    const assign = stubPageLoads();
    await render(data());
    fireEvent.click(screen.getByRole("button", { name: "Starta bokning" }));
    expect(await screen.findByText("Reserverar hemmet …")).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/boka/?steg=personal-info"));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/buyresidence/startbookingasync");
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ objectId: 42 });
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/buyresidence/getbookingstatus/${BOOKING_ID}`);
    expect(fetchMock.mock.calls[2]?.[0]).toBe("/api/buyresidence/buyresidencecookie/42");
  });

  it("keeps polling while the job has not run (202)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const queued = { id: BOOKING_ID, status: "queued", objectId: 42, holdExpiresAt: null, errorCode: null };
    const fetchMock = stubFetch(
      json({ id: BOOKING_ID }),
      json(queued, 202),
      json({ ...queued, status: "refused", errorCode: "notBookable", message: "Någon annan har bokat hemmet." }),
    );
    await render(data());
    fireEvent.click(screen.getByRole("button", { name: "Starta bokning" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Någon annan har bokat hemmet.");
    expect(within(alert).getByRole("link", { name: "Tillbaka till hemmet" }).getAttribute("href")).toBe(OBJECT_URL);
    expect(document.activeElement).toBe(alert);
  });

  it("shows the general message when the start fails", async () => {
    stubFetch(json({ error: { code: "internal", message: "x" } }, 500));
    await render(data());
    fireEvent.click(screen.getByRole("button", { name: "Starta bokning" }));
    expect((await screen.findByRole("alert")).textContent).toContain("x");
  });

  it("says so when the buyer already has a booking", async () => {
    await render(data({ bookable: false, refusal: "alreadyBooking" }));
    const button = screen.getByRole("button", { name: "Starta bokning" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText("Du har redan en pågående bokning.")).toBeTruthy();
  });
});

describe("personal info", () => {
  const atPersonalInfo = () => data({ booking: held(), step: "personal-info" });

  it("shows the countdown, the buyer from the e-ID, and marks the step in the progress", async () => {
    await render(atPersonalInfo(), "/boka/?steg=personal-info");
    expect(screen.getByRole("heading", { level: 2, name: "Personuppgifter" })).toBeTruthy();
    expect(screen.getByTestId("hold-time-left").textContent).toBe("20:00");
    expect(await screen.findByText("Anna Lindqvist")).toBeTruthy();
    expect(screen.getByText("19850412****")).toBeTruthy();
    expect((screen.getByLabelText(/E-post/) as HTMLInputElement).value).toBe("anna@example.test");
    const done = screen.getByText("1. Starta bokning").closest("li");
    expect(done?.textContent).toContain("klart");
  });

  it("refuses a co-buyer with the buyer's own e-mail, then saves and moves on", async () => {
    const fetchMock = stubFetch(json({ next: "documents" }));
    await render(atPersonalInfo(), "/boka/?steg=personal-info");
    fireEvent.click(await screen.findByRole("button", { name: "Lägg till medköpare" }));
    const coBuyer = screen.getByRole("group", { name: "Medköpare 1" });
    expect(document.activeElement).toBe(within(coBuyer).getByLabelText(/Förnamn/));
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(coBuyer).getByLabelText(label), { target: { value } });
    type(/Förnamn/, "Erik");
    type(/Efternamn/, "Johansson");
    type(/Personnummer/, "199001012385");
    type(/E-post/, "anna@example.test");
    type(/Telefon/, "0709876543");
    fireEvent.click(screen.getByRole("button", { name: "Nästa" }));
    const email = within(coBuyer).getByLabelText(/E-post/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    expect(fetchMock).not.toHaveBeenCalled();
    type(/E-post/, "erik@example.test");
    fireEvent.click(screen.getByRole("button", { name: "Nästa" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Dokument" })).toBeTruthy());
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/buyresidence/step/personal-info");
    expect(sentBody(fetchMock.mock.calls[0])).toMatchObject({
      email: "anna@example.test",
      coBuyers: [{ firstName: "Erik", identityNumber: "199001012385", email: "erik@example.test" }],
    });
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Dokument" }));
  });

  it("shows the server's field error under its field and keeps what was typed", async () => {
    stubFetch(fieldErrors({ "coBuyers.0.email": "E-postadressen används redan." }));
    await render(
      data({
        booking: held({
          data: {
            "personal-info": {
              email: "anna@example.test",
              phone: "0701234567",
              address: "Storgatan 1",
              postalCode: "11122",
              city: "Stockholm",
              coBuyers: [
                {
                  firstName: "Erik",
                  lastName: "Johansson",
                  identityNumber: "199001012385",
                  email: "erik@example.test",
                  phone: "0709876543",
                },
              ],
            },
          },
        }),
        step: "personal-info",
      }),
      "/boka/?steg=personal-info",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Nästa" }));
    expect(await screen.findByText("E-postadressen används redan.")).toBeTruthy();
    const coBuyer = screen.getByRole("group", { name: "Medköpare 1" });
    expect((within(coBuyer).getByLabelText(/Förnamn/) as HTMLInputElement).value).toBe("Erik");
  });

  it("cancels the booking after a confirmation and goes back to the home", async () => {
    const fetchMock = stubFetch(json(true));
    const assign = stubPageLoads();
    await render(atPersonalInfo(), "/boka/?steg=personal-info");
    fireEvent.click(screen.getByRole("button", { name: "Avbryt bokningen" }));
    const dialog = screen.getByRole("dialog", { name: "Avbryta bokningen?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ja, avbryt bokningen" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(OBJECT_URL));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/buyresidence/removebuyresidenceexpire");
  });

  it("shows the expired message when the server says the hold ran out on saving", async () => {
    stubFetch(json({ error: { code: "holdExpired", message: "Reservationen har gått ut." } }, 409));
    await render(atPersonalInfo(), "/boka/?steg=personal-info");
    fireEvent.click(await screen.findByRole("button", { name: "Nästa" }));
    expect((await screen.findByRole("alert")).textContent).toContain("hemmet är ledigt för andra igen");
    expect(screen.queryByTestId("hold-time-left")).toBeNull();
  });

  it("shows a later step asked in the URL as the first open one", async () => {
    await render(atPersonalInfo(), "/boka/?steg=payment");
    expect(screen.getByRole("heading", { level: 2, name: "Personuppgifter" })).toBeTruthy();
  });

  it("shows the expired message with the ways on when the hold runs out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(json({ holdExpiresAt: null }));
    const now = Date.now();
    await render(
      data({
        booking: held({ holdExpiresAt: new Date(now + 2000).toISOString(), serverNow: new Date(now).toISOString() }),
        step: "personal-info",
      }),
      "/boka/?steg=personal-info",
    );
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("hemmet är ledigt för andra igen");
    expect(within(alert).getByRole("link", { name: "Tillbaka till hemmet" }).getAttribute("href")).toBe(OBJECT_URL);
    expect(within(alert).getByRole("link", { name: "Sök bostad" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Nästa" })).toBeNull();
  });
});
