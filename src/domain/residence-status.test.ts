import { describe, expect, it } from "vitest";
import { statusLook } from "./residence-status";

describe("status colours (spec 001 section 4)", () => {
  it("colours home statuses", () => {
    expect(statusLook("object", "forSale", "sv").colour).toBe("green");
    expect(statusLook("object", "preselling", "sv").colour).toBe("green");
    expect(statusLook("object", "reserved", "sv").colour).toBe("blue");
    expect(statusLook("object", "booked", "sv")).toMatchObject({
      colour: "orange",
      labelKey: "enums.objectStatus.booked",
    });
    expect(statusLook("object", "sold", "fi").colour).toBe("red");
  });

  it("shows a booked home in Norway as red and sold", () => {
    expect(statusLook("object", "booked", "no")).toMatchObject({ colour: "red", labelKey: "enums.objectStatus.sold" });
  });

  it("shows a showing apartment black without a visible label", () => {
    expect(statusLook("object", "showingApartment", "sv")).toMatchObject({ colour: "black", visibleLabel: false });
  });

  it("colours project statuses", () => {
    expect(statusLook("project", "vip", "sv").colour).toBe("purple");
    expect(statusLook("project", "soldOut", "no").colour).toBe("red");
  });
});
