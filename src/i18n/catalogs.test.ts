import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/sites/sites";
import { CATALOGS } from "./catalogs.server";
import { catalogKeys, createTranslator } from "./translator";

describe("translation catalogs", () => {
  const reference = new Set(LANGUAGES.flatMap((language) => catalogKeys(CATALOGS[language])));

  it.each(LANGUAGES)("%s has every key that any language has, none empty", (language) => {
    const keys = new Set(catalogKeys(CATALOGS[language]));
    const missing = [...reference].filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
    const t = createTranslator(language, CATALOGS[language]);
    for (const key of keys) expect(t(key).trim(), key).not.toBe("");
  });

  it("uses the spec's Swedish wording verbatim", () => {
    const t = createTranslator("sv", CATALOGS.sv);
    expect(t("errors.serverErrorText")).toBe("Ett tekniskt fel inträffade. Vänligen försök igen senare.");
  });
});

describe("translator", () => {
  const t = createTranslator("en", {
    a: { b: "Hello {{name}}" },
    item_one: "{{count}} item",
    item_other: "{{count}} items",
  });
  it("interpolates and pluralises", () => {
    expect(t("a.b", { name: "Ada" })).toBe("Hello Ada");
    expect(t("item", { count: 1 })).toBe("1 item");
    expect(t("item", { count: 3 })).toBe("3 items");
  });
  it("shows the key itself when it is missing", () => {
    expect(t("nope.missing")).toBe("nope.missing");
  });
});
