import { describe, expect, it } from "vitest";
import { BANKID_APP_URL, bankIdAutoStartLink, bankIdQrData } from "./qr";

// The example of BankID's QR code guide (developers.bankid.com, "Animated QR code").
const QR_START_TOKEN = "67df3917-fa0d-44e5-b327-edcc928297f8";
const QR_START_SECRET = "d28db9a7-4cde-429e-a983-359be676944c";

describe("bankIdQrData", () => {
  it.each([
    [0, "dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8"],
    [1, "949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2"],
    [2, "a9e5ec59cb4eee4ef4117150abc58fad7a85439a6a96ccbecc3668b41795b3f3"],
  ])("gives BankID's documented code at %i seconds", (seconds, authCode) => {
    expect(bankIdQrData(QR_START_TOKEN, QR_START_SECRET, seconds)).toBe(
      `bankid.${QR_START_TOKEN}.${seconds}.${authCode}`,
    );
  });

  it("changes every second", () => {
    const codes = new Set([0, 1, 2, 3, 30].map((seconds) => bankIdQrData(QR_START_TOKEN, QR_START_SECRET, seconds)));
    expect(codes.size).toBe(5);
  });

  it("depends on the secret", () => {
    expect(bankIdQrData(QR_START_TOKEN, "another-secret", 0)).not.toBe(
      bankIdQrData(QR_START_TOKEN, QR_START_SECRET, 0),
    );
  });

  it("refuses a time that is not whole non-negative seconds", () => {
    expect(() => bankIdQrData(QR_START_TOKEN, QR_START_SECRET, -1)).toThrow(RangeError);
    expect(() => bankIdQrData(QR_START_TOKEN, QR_START_SECRET, 1.5)).toThrow(RangeError);
  });
});

describe("bankIdAutoStartLink", () => {
  const token = "7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6";

  it("starts the real app with redirect=null when there is nowhere to return to", () => {
    expect(bankIdAutoStartLink(BANKID_APP_URL, token)).toBe(`bankid:///?autostarttoken=${token}&redirect=null`);
  });

  it("URL-encodes the redirect", () => {
    expect(bankIdAutoStartLink(BANKID_APP_URL, token, "https://example.se/login?step=bankid&x=1")).toBe(
      `bankid:///?autostarttoken=${token}&redirect=https%3A%2F%2Fexample.se%2Flogin%3Fstep%3Dbankid%26x%3D1`,
    );
  });

  it("points at the simulator's app page with the same query", () => {
    expect(bankIdAutoStartLink("http://127.0.0.1:4100/app", token, "https://example.se/")).toBe(
      `http://127.0.0.1:4100/app?autostarttoken=${token}&redirect=https%3A%2F%2Fexample.se%2F`,
    );
  });
});
