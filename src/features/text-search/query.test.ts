import { describe, expect, it } from "vitest";
import { asSentences, excerptParts, fold, lexeme, tokenize } from "./query";

describe("tokenize", () => {
  it("keeps lower-case words and numbers once, in order, and nothing else", () => {
    expect(tokenize("Lägenhet 3 rok, NACKA! nacka")).toEqual(["lägenhet", "3", "rok", "nacka"]);
    expect(tokenize("e-post & 'quote' | !x:*")).toEqual(["e", "post", "quote", "x"]);
    expect(tokenize("?? --")).toEqual([]);
  });
  it("searches at most 8 words", () => {
    expect(tokenize("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("lexeme", () => {
  it("quotes a term for to_tsquery, with a prefix mark on request", () => {
    expect(lexeme("nacka")).toBe("'nacka'");
    expect(lexeme("läg", true)).toBe("'läg':*");
  });
});

describe("fold", () => {
  it("folds the Nordic letters", () => {
    expect(fold("täby")).toBe("taby");
    expect(fold("bærum lillestrøm")).toBe("barum lillestrom");
  });
});

describe("asSentences (issue 13)", () => {
  const S = "\uE000";
  const E = "\uE001";
  it("starts at the sentence of the first match and ends with the sentence of the last", () => {
    expect(asSentences(`med utsikt över vattnet. Bostäderna i ${S}Nacka${E} har balkong. Det finns`, S, E)).toBe(
      `Bostäderna i ${S}Nacka${E} har balkong.`,
    );
  });
  it("says with an ellipsis where a sentence is cut", () => {
    expect(asSentences(`utsikt över ${S}Nacka${E} och vattnet med`, S, E)).toBe(
      `… utsikt över ${S}Nacka${E} och vattnet med …`,
    );
    expect(asSentences(`Bostäder i ${S}Nacka${E} med  utsikt`, S, E)).toBe(`Bostäder i ${S}Nacka${E} med utsikt …`);
    expect(asSentences("Hela meningen.", S, E)).toBe("Hela meningen.");
  });
});

describe("excerptParts", () => {
  it("splits the headline at the markers into plain text parts", () => {
    expect(excerptParts("Fina \uE000lägenheter\uE001 i \uE000Nacka\uE001", "\uE000", "\uE001")).toEqual([
      { text: "Fina ", highlight: false },
      { text: "lägenheter", highlight: true },
      { text: " i ", highlight: false },
      { text: "Nacka", highlight: true },
    ]);
  });
  it("survives an unclosed marker and merges neighbours", () => {
    expect(excerptParts("a \uE000b\uE001\uE000c", "\uE000", "\uE001")).toEqual([
      { text: "a ", highlight: false },
      { text: "bc", highlight: true },
    ]);
  });
});
