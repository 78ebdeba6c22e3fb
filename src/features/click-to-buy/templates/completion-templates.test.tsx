// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fieldErrors,
  json,
  renderPage,
  sentBody,
  stubFetch,
} from "~/features/account/pages/account-pages-test-harness";
import { SITES } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import type { BookingObjectInfo } from "../schema";
import { BuyResidenceDoneTemplate } from "./BuyResidenceDoneTemplate";
import { OrderFormTemplate } from "./OrderFormTemplate";
import { PurchaseNotificationTemplate } from "./PurchaseNotificationTemplate";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PURCHASE = "6f1c2a7e-2d3b-4c5d-8e9f-0a1b2c3d4e5f";
const object: BookingObjectInfo = {
  objectId: 12,
  number: "A 1102",
  address: "Bryggvägen 1",
  stageId: 3,
  stageName: "Kvarnholmen etapp 2",
  areaId: 1,
  objectUrl: "/bostader/stockholm/nacka/kvarnholmen/etapp-2/a-1102/",
  status: "booked",
  rooms: 3,
  livingArea: 74,
  price: 4_950_000,
  closingCosts: null,
  debtShare: null,
  currency: "SEK",
  bookingFee: 5000,
  holdMinutes: 20,
  image: null,
  plotType: "none",
  residenceType: "apartment",
};
const view = {
  siteVersion: "test",
  objectId: 12,
  showPlotType: false,
  showSemiDetachedHouseType: false,
  subMenu: [],
  canonical: "/boka/klart/",
  title: "Bokningen är klar",
  description: "",
  image: null,
};

describe("the success page", () => {
  it("shows the home, the date, the payment and the links to the agreement and My Pages", async () => {
    const vm = templateViewModel(
      "buyResidenceSuccess",
      {
        view,
        object,
        completedAt: "2026-11-26T10:00:00.000Z",
        agreementUrl: `/api/documents/${PURCHASE}/file`,
        paymentNumber: "BF-100042",
        amountPaid: 5000,
        links: {
          myPages: "/mina-sidor/",
          documents: "/mina-sidor/mina-avtal/",
          timeline: "/mina-sidor/tidslinje/",
          purchase: `/mina-sidor/kopet-ar-klart/?kop=${PURCHASE}`,
          orderForm: `/mina-sidor/tillval/?kop=${PURCHASE}`,
        },
      },
      { title: "Bokningen är klar" },
    );
    await renderPage(<BuyResidenceDoneTemplate vm={vm} />, { path: "/boka/klart/" });
    expect(screen.getByRole("heading", { level: 1, name: "Tack! Bostaden är bokad" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Bryggvägen 1 (A 1102)" }).getAttribute("href")).toBe(object.objectUrl);
    expect(screen.getByText("2026-11-26")).toBeTruthy();
    expect(screen.getByText("BF-100042")).toBeTruthy();
    expect(screen.getByText("5 000 kr")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Ladda ner det signerade bokningsavtalet (PDF)" }).getAttribute("href"),
    ).toBe(`/api/documents/${PURCHASE}/file`);
    expect(screen.getByRole("link", { name: "Dina dokument på Mina sidor" }).getAttribute("href")).toBe(
      "/mina-sidor/mina-avtal/",
    );
    expect(screen.getByRole("link", { name: "Tidslinjen för ditt projekt" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Köpet på Mina sidor" }).getAttribute("href")).toBe(
      `/mina-sidor/kopet-ar-klart/?kop=${PURCHASE}`,
    );
    expect(screen.getByRole("link", { name: "Välj tillval" }).getAttribute("href")).toBe(
      `/mina-sidor/tillval/?kop=${PURCHASE}`,
    );
  });

  it("without a completed booking: a neutral page with a link to My Pages", async () => {
    const vm = templateViewModel("clickToBuyComplete", null, { title: "Din bokning" });
    await renderPage(<BuyResidenceDoneTemplate vm={vm} />, { path: "/boka/bekraftelse/" });
    expect(screen.getByRole("heading", { level: 1, name: "Ingen bokning att visa" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Till Mina sidor" }).getAttribute("href")).toBe("/mina-sidor/");
  });

  it("in Finnish on the Finnish site", async () => {
    const vm = templateViewModel("buyResidenceSuccess", null, { title: "Valmis" });
    await renderPage(<BuyResidenceDoneTemplate vm={vm} />, { site: SITES.fi, path: "/varaus/kirja/success/" });
    expect(screen.getByRole("heading", { level: 1, name: "Ei näytettävää varausta" })).toBeTruthy();
  });
});

const options = [
  { id: "k-std", category: "kitchen" as const, name: "Standardkök", description: "", price: 0, isDefault: true },
  { id: "k-up", category: "kitchen" as const, name: "Kök Deluxe", description: "", price: 25_000, isDefault: false },
  { id: "f-std", category: "flooring" as const, name: "Ekparkett", description: "", price: 0, isDefault: true },
];

describe("the order form", () => {
  function renderForm(ordered: Record<string, string> | null = null) {
    const vm = templateViewModel(
      "orderForm",
      {
        purchaseId: PURCHASE,
        object: { number: "A 1102", address: "Bryggvägen 1", stageName: "Kvarnholmen etapp 2" },
        options,
        ordered,
        orderedAt: null,
        currency: "SEK" as const,
      },
      { title: "Tillval" },
    );
    return renderPage(<OrderFormTemplate vm={vm} />, { path: "/mina-sidor/tillval/" });
  }

  it("lists the options per category with prices, the standard chosen; saves the choice and says so", async () => {
    await renderForm();
    const kitchen = screen.getByRole("group", { name: "Kök" });
    expect(kitchen).toBeTruthy();
    expect((screen.getByRole("radio", { name: /Standardkök/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("+ 25 000 kr")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /Kök Deluxe/ }));
    expect(screen.getByText("Summa tillval: 25 000 kr")).toBeTruthy();
    const fetch = stubFetch(json({ total: 25_000, orderedAt: "2026-11-26T10:00:00.000Z" }));
    fireEvent.click(screen.getByRole("button", { name: "Spara tillvalen" }));
    expect((await screen.findByRole("status")).textContent).toBe("Dina tillval är sparade.");
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/buyresidence/order/${PURCHASE}`);
    expect(sentBody(fetch.mock.calls[0])).toEqual({ choices: { kitchen: "k-up", flooring: "f-std" } });
    expect(screen.getByText("Senast sparade 2026-11-26")).toBeTruthy();
  });

  it("shows the earlier order, and the server's message when a save is refused", async () => {
    await renderForm({ kitchen: "k-up" });
    expect((screen.getByRole("radio", { name: /Kök Deluxe/ }) as HTMLInputElement).checked).toBe(true);
    stubFetch(fieldErrors({ "choices.kitchen": "Välj ett av alternativen." }));
    fireEvent.click(screen.getByRole("button", { name: "Spara tillvalen" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Välj ett av alternativen."));
  });
});

describe("the purchase notification", () => {
  it("says the purchase is made: the home, the buyers, the date and where to go on", async () => {
    const vm = templateViewModel(
      "purchaseNotification",
      {
        purchaseId: PURCHASE,
        object: { number: "A 1102", address: "Bryggvägen 1", stageName: "Kvarnholmen etapp 2", objectUrl: "/b/" },
        buyers: [
          { firstName: "Olof", lastName: "Strand" },
          { firstName: "Linnea", lastName: "Strand" },
        ],
        purchasedAt: "2026-11-26T10:00:00.000Z",
        links: { documents: "/mina-sidor/mina-avtal/", timeline: "/mina-sidor/tidslinje/" },
      },
      { title: "Köpet är klart" },
    );
    await renderPage(<PurchaseNotificationTemplate vm={vm} />, { path: "/mina-sidor/kopet-ar-klart/" });
    expect(screen.getByRole("heading", { level: 1, name: "Köpet är klart" })).toBeTruthy();
    expect(screen.getByText("Olof Strand, Linnea Strand")).toBeTruthy();
    expect(screen.getByText("2026-11-26")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Välj tillval" }).getAttribute("href")).toBe(
      `/mina-sidor/tillval/?kop=${PURCHASE}`,
    );
    expect(screen.getByRole("link", { name: "Dokument" }).getAttribute("href")).toBe("/mina-sidor/mina-avtal/");
  });
});
