import { describe, expect, it } from "vitest";
import { SITES } from "~/sites/sites";
import { areaPath, objectPath, residenceSegments, slugify, stagePath } from "./residence-urls";

describe("residence paths", () => {
  it("slugifies Nordic names", () => {
    expect(slugify("Västra Götalands län")).toBe("vastra-gotalands-lan");
    expect(slugify("Bærum")).toBe("baerum");
    expect(slugify("Tromsø")).toBe("tromso");
    expect(slugify("Pohjois-Pohjanmaa")).toBe("pohjois-pohjanmaa");
  });

  it("builds nested paths under the site's residences base", () => {
    const area = areaPath("/bostader/", "stockholms-lan", "nacka", "kvarnholmen");
    const stage = stagePath(area, "etapp-2");
    expect(objectPath(stage, "lgh-1102")).toBe("/bostader/stockholms-lan/nacka/kvarnholmen/etapp-2/lgh-1102/");
  });

  it("splits a path below the base into segments", () => {
    expect(residenceSegments(SITES.fi, "/asunnot/uusimaa/espoo/")).toEqual(["uusimaa", "espoo"]);
    expect(residenceSegments(SITES.sv, "/om-oss/")).toBeUndefined();
    expect(residenceSegments(SITES.entreprenad, "/bostader/x/")).toBeUndefined();
  });
});
