import { describe, expect, it } from "vitest";
import { excerptParts, fold, lexeme, tokenize } from "./query";

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
