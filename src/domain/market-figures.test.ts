import { describe, expect, it } from "vitest";
import { formatPrice } from "~/i18n/format";
import { type FigureSource, figureText, marketFigures, norwegianTotalPrice, pricePerSqm } from "./market-figures";

const SV = { site: "sv", currency: "SEK" } as const;
const NO = { site: "no", currency: "NOK" } as const;
const FI = { site: "fi", currency: "EUR" } as const;

const home = (overrides: Partial<FigureSource> = {}): FigureSource => ({
  disposalForm: "condominium",
  price: 4_000_000,
  totalPrice: null,
  livingArea: 80,
  debtShare: null,
  monthlyFee: 4_200,
  closingCosts: null,
  financingFee: null,
  runningCosts: 7_400,
  energyClass: null,
  ...overrides,
});

const keys = (figures: { key: string }[]) => figures.map((f) => f.key);
const t = (key: string, options?: Record<string, unknown>) => `${key}:${JSON.stringify(options ?? {})}`;

describe("each market's figures", () => {
  it("Sweden: price, price per m², monthly fee and running costs a year", () => {
    const figures = marketFigures(SV, home());
    expect(figures).toEqual([
      { key: "price", unit: "amount", value: 4_000_000 },
      { key: "pricePerSqm", unit: "perSqm", value: 50_000 },
      { key: "monthlyFee", unit: "perMonth", value: 4_200 },
      { key: "runningCosts", unit: "perYear", value: 7_400 },
    ]);
    expect(keys(marketFigures(SV, home(), "card"))).toEqual(["pricePerSqm", "monthlyFee", "runningCosts"]);
  });

  it("Norway: the total price is the price with the common debt and the closing costs", () => {
    const borettslag = home({ debtShare: 1_500_000, closingCosts: 12_000, monthlyFee: 9_800, runningCosts: null });
    expect(norwegianTotalPrice(borettslag, 4_000_000)).toBe(5_512_000);
    expect(marketFigures(NO, borettslag)).toEqual([
      { key: "price", unit: "amount", value: 4_000_000 },
      { key: "totalPrice", unit: "amount", value: 5_512_000 },
      { key: "closingCosts", unit: "amount", value: 12_000 },
      { key: "commonDebt", unit: "amount", value: 1_500_000 },
      { key: "commonCosts", unit: "perMonth", value: 9_800 },
    ]);
    // A freehold without common debt: no fellesgjeld line.
    expect(
      keys(marketFigures(NO, home({ disposalForm: "ownership", closingCosts: 40_000, monthlyFee: null }))),
    ).toEqual(["price", "totalPrice", "closingCosts"]);
  });

  it("Finland: the debt-free price leads (the searched price), then the sales price, loan share and charges", () => {
    const osake = home({
      price: 180_000,
      totalPrice: 300_000,
      debtShare: 120_000,
      monthlyFee: 310,
      financingFee: 540,
      energyClass: "B2018",
      runningCosts: null,
    });
    expect(marketFigures(FI, osake)).toEqual([
      { key: "debtFreePrice", unit: "amount", value: 300_000 },
      { key: "salesPrice", unit: "amount", value: 180_000 },
      { key: "loanShare", unit: "amount", value: 120_000 },
      { key: "maintenanceCharge", unit: "perMonth", value: 310 },
      { key: "financingCharge", unit: "perMonth", value: 540 },
      { key: "energyClass", unit: "text", value: "B2018" },
    ]);
  });

  it("shows no figures for a rented home, whose price is its rent", () => {
    for (const site of [SV, NO, FI]) expect(marketFigures(site, home({ disposalForm: "tenancy" }))).toEqual([]);
  });

  it("rounds the price per m² and has none without an area", () => {
    expect(pricePerSqm(4_465_000, 72)).toBe(62_014);
    expect(pricePerSqm(1_000_000, 0)).toBeNull();
  });

  it("writes amounts with the market's currency and unit", () => {
    expect(figureText({ key: "runningCosts", unit: "perYear", value: 7_400 }, SV, t)).toBe(
      `residence.figures.perYear:{"amount":"${formatPrice(7_400, SV)}"}`,
    );
    expect(figureText({ key: "totalPrice", unit: "amount", value: 5_512_000 }, NO, t)).toBe(formatPrice(5_512_000, NO));
    expect(figureText({ key: "energyClass", unit: "text", value: "A2018" }, FI, t)).toBe("A2018");
  });
});
