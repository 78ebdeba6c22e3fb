import { describe, expect, it } from "vitest";
import { initialMonthlyCost, monthlyCost, parseDecimal } from "./monthly-cost";

describe("monthly cost", () => {
  it("adds interest, straight-line amortisation and the fee on the loan share of the price", () => {
    const cost = monthlyCost({ price: 4_000_000, loanShare: 85, interestRate: 3.5, amortisationRate: 2, fee: 4_200 });
    expect(cost).toEqual({
      loan: 3_400_000,
      downPayment: 600_000,
      interest: 9_917,
      amortisation: 5_667,
      fee: 4_200,
      total: 19_784,
    });
  });

  it("starts from the market's assumptions and the home's price and fees", () => {
    const home = {
      disposalForm: "condominium",
      price: 180_000,
      totalPrice: 300_000,
      livingArea: 60,
      debtShare: 120_000,
      monthlyFee: 310,
      closingCosts: null,
      financingFee: 540,
      runningCosts: null,
      energyClass: null,
    };
    // Finland: the loan is on the sales price; the loan share is paid by the financing charge.
    expect(initialMonthlyCost({ site: "fi", currency: "EUR" }, home)).toEqual({
      price: 180_000,
      fee: 850,
      loanShare: 90,
      interestRate: 3.5,
      amortisationRate: 4,
    });
    expect(initialMonthlyCost({ site: "sv", currency: "SEK" }, { ...home, disposalForm: "tenancy" })).toBeNull();
  });

  it("reads numbers as visitors type them", () => {
    expect(parseDecimal("3,5")).toBe(3.5);
    expect(parseDecimal("4 465 000")).toBe(4_465_000);
    expect(parseDecimal("4\u00a0465\u00a0000")).toBe(4_465_000);
    expect(parseDecimal("")).toBeNull();
    expect(parseDecimal("-2")).toBeNull();
    expect(parseDecimal("abc")).toBeNull();
  });
});
