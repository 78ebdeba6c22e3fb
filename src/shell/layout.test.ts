import { describe, expect, it } from "vitest";
import { SITES } from "~/sites/sites";
import { layoutForPath } from "./layout";

describe("layout by path (spec 001 section 2)", () => {
  it("is bare on the Finnish success path and sandbox paths", () => {
    expect(layoutForPath("/varaus/kirja/success/", SITES.fi)).toBe("bare");
    expect(layoutForPath("/boka/kirja/success/", SITES.sv)).not.toBe("bare");
    expect(layoutForPath("/sandbox/knappar/", SITES.sv)).toBe("bare");
  });
  it("is minimal for succession pages and paths ending /qr/ or /visning/", () => {
    expect(layoutForPath("/projekt/tallbacken/qr/", SITES.sv)).toBe("minimal");
    expect(layoutForPath("/projekt/tallbacken/visning/", SITES.sv)).toBe("minimal");
    expect(layoutForPath("/maklar-objekt/villa-1/", SITES.sv, { template: "succession" })).toBe("minimal");
    expect(layoutForPath("/projekt/tallbacken/visning/extra/", SITES.sv)).toBe("default");
  });
  it("uses the click-to-buy layout on the booking route but not its info page or in edit mode", () => {
    expect(layoutForPath("/boka/", SITES.sv)).toBe("clickToBuy");
    expect(layoutForPath("/boka/bokningsavtal/", SITES.sv)).toBe("clickToBuy");
    expect(layoutForPath("/boka/info/", SITES.sv)).toBe("default");
    expect(layoutForPath("/boka/", SITES.sv, { isInEditMode: true })).toBe("default");
    expect(layoutForPath("/varaus/", SITES.fi)).toBe("clickToBuyFi");
    expect(layoutForPath("/kjop/", SITES.no)).toBe("clickToBuy");
  });
  it("is the default elsewhere", () => {
    expect(layoutForPath("/", SITES.sv)).toBe("default");
    expect(layoutForPath("/karriar/", SITES.sv)).toBe("default");
  });
});
