import { describe, expect, it } from "vitest";
import {
  minorOfNordeaAmount,
  NORDEA_PAYMENT_MAC_FIELDS,
  NORDEA_RETURN_MAC_FIELDS,
  nordeaAmount,
  nordeaMac,
  nordeaMacMatches,
} from "./nordea-protocol";

// Vectors computed outside this code (Python's hmac with hashlib.sha256).
describe("Nordea's MAC", () => {
  const request = {
    SOLOPMT_VERSION: "0003",
    SOLOPMT_STAMP: "4f1c3a52-0000-4000-8000-000000000001",
    SOLOPMT_RCV_ID: "12345678",
    SOLOPMT_AMOUNT: "1500.00",
    SOLOPMT_REF: "NH-100001",
    SOLOPMT_DATE: "EXPRESS",
    SOLOPMT_CUR: "SEK",
    // Not covered by the MAC.
    SOLOPMT_RETURN: "https://www.example.se/api/payments/nordea/return",
  };

  it("is HMAC-SHA256 over the fields in order, each followed by &, in uppercase hex", () => {
    expect(nordeaMac(request, NORDEA_PAYMENT_MAC_FIELDS, "nordea-secret")).toBe(
      "8DA7CE21EC963FEED785233AC2534CFF24B3FA83EF432F439E00D82648194D76",
    );
  });

  it("leaves out a field that is absent (a cancel's RETURN_PAID)", () => {
    const cancel = { SOLOPMT_RETURN_VERSION: "0003", SOLOPMT_RETURN_STAMP: "stamp-1", SOLOPMT_RETURN_REF: "NH-100001" };
    expect(nordeaMac(cancel, NORDEA_RETURN_MAC_FIELDS, "nordea-secret")).toBe(
      "8673FE419AD4889DB1BF2A06B001AD1239B3B1EA1F84727D417A3C009D3F59FD",
    );
  });

  it("changes with any covered field and with the key", () => {
    const mac = nordeaMac(request, NORDEA_PAYMENT_MAC_FIELDS, "nordea-secret");
    expect(nordeaMac({ ...request, SOLOPMT_AMOUNT: "1500.01" }, NORDEA_PAYMENT_MAC_FIELDS, "nordea-secret")).not.toBe(
      mac,
    );
    expect(nordeaMac(request, NORDEA_PAYMENT_MAC_FIELDS, "other-secret")).not.toBe(mac);
  });

  it("matches a given MAC in either case, and nothing else", () => {
    const mac = nordeaMac(request, NORDEA_PAYMENT_MAC_FIELDS, "nordea-secret");
    expect(nordeaMacMatches(mac.toLowerCase(), mac)).toBe(true);
    expect(nordeaMacMatches(`${mac.slice(0, -1)}0`, mac)).toBe(mac.endsWith("0"));
    expect(nordeaMacMatches(undefined, mac)).toBe(false);
    expect(nordeaMacMatches("", mac)).toBe(false);
  });
});

describe("Nordea's amounts", () => {
  it("writes minor units with two decimals and reads them back", () => {
    expect(nordeaAmount(150000)).toBe("1500.00");
    expect(nordeaAmount(5)).toBe("0.05");
    expect(minorOfNordeaAmount("1500.00")).toBe(150000);
    expect(minorOfNordeaAmount("1500,5")).toBe(150050);
    expect(minorOfNordeaAmount("12")).toBe(1200);
    expect(minorOfNordeaAmount("-1.00")).toBeNull();
    expect(minorOfNordeaAmount("1e5")).toBeNull();
    expect(minorOfNordeaAmount(undefined)).toBeNull();
  });
});
