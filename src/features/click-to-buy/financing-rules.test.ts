import { describe, expect, it } from "vitest";
import { financingProblems, maximumPriceSum, minimumDownPayment } from "./financing-rules";

describe("the financing rules", () => {
  it("asks for own funds of at least 15 % of the price, rounded up", () => {
    expect(minimumDownPayment(3_000_001)).toBe(450_001);
    expect(
      financingProblems({ ownFunds: 449_999, loanAmount: 2_000_000 }, { price: 3_000_000, closingCosts: null }),
    ).toEqual([{ field: "ownFunds", messageKey: "buyValidation.downPaymentTooLow", amount: 450_000 }]);
    expect(
      financingProblems({ ownFunds: 450_000, loanAmount: 2_550_000 }, { price: 3_000_000, closingCosts: null }),
    ).toEqual([]);
  });

  it("refuses own funds and loan far above the price and closing costs", () => {
    expect(maximumPriceSum(4_000_000, 100_000)).toBe(6_150_000);
    const problems = financingProblems(
      { ownFunds: 1_000_000, loanAmount: 5_200_000 },
      { price: 4_000_000, closingCosts: 100_000 },
    );
    expect(problems).toEqual([{ field: "loanAmount", messageKey: "buyValidation.priceSumToHigh", amount: 6_150_000 }]);
  });
});
