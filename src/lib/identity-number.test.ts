import { describe, expect, it } from "vitest";
import { parseIdentityNumber } from "./identity-number";

const TODAY = new Date("2026-11-22T12:00:00Z");
const se = (input: string) => parseIdentityNumber("se", input, TODAY);

describe("Swedish personnummer", () => {
  it("accepts the short and long forms and normalises them to 12 digits", () => {
    expect(se("121212-1212")).toEqual({ ok: true, normalized: "201212121212", birthDate: "2012-12-12" });
    expect(se("19121212-1212")).toEqual({ ok: true, normalized: "191212121212", birthDate: "1912-12-12" });
    expect(se("191212121212")).toMatchObject({ ok: true, normalized: "191212121212" });
    expect(se(" 1212121212 ")).toMatchObject({ ok: true, normalized: "201212121212" });
  });

  it("takes the century from the separator and today's date", () => {
    // "+": a hundred years or older.
    expect(se("121212+1212")).toMatchObject({ ok: true, birthDate: "1912-12-12" });
    // 31 December 2026 is after today (22 November 2026), so the short form means 1926.
    expect(se("261231-1239")).toMatchObject({ ok: true, normalized: "192612311239", birthDate: "1926-12-31" });
  });

  it("accepts a samordningsnummer (day + 60)", () => {
    // 12 December 2012 as a coordination number: day 72.
    expect(se("121272-1219")).toEqual({ ok: true, normalized: "201212721219", birthDate: "2012-12-12" });
    expect(se("121272-1218")).toEqual({ ok: false, problem: "check" });
  });

  it("tells a wrong check digit from a wrong format", () => {
    expect(se("121212-1213")).toEqual({ ok: false, problem: "check" });
    expect(se("121232-1212")).toEqual({ ok: false, problem: "format" });
    expect(se("12121-1212")).toEqual({ ok: false, problem: "format" });
    expect(se("19121212+1212")).toEqual({ ok: false, problem: "format" });
    expect(se("abcdef-ghij")).toEqual({ ok: false, problem: "format" });
  });
});

describe("Norwegian fødselsnummer", () => {
  const no = (input: string) => parseIdentityNumber("no", input, TODAY);
  it("checks both mod-11 check digits", () => {
    expect(no("15076500565")).toEqual({ ok: true, normalized: "15076500565", birthDate: "1965-07-15" });
    expect(no("15076500566")).toEqual({ ok: false, problem: "check" });
    expect(no("15076500575")).toEqual({ ok: false, problem: "check" });
  });
  it("refuses impossible dates and other shapes", () => {
    expect(no("32076500565")).toEqual({ ok: false, problem: "format" });
    expect(no("1507650056")).toEqual({ ok: false, problem: "format" });
    expect(no("150765-00565")).toEqual({ ok: false, problem: "format" });
  });
});

describe("Finnish henkilötunnus", () => {
  const fi = (input: string) => parseIdentityNumber("fi", input, TODAY);
  it("checks the mod-31 check character, in any letter case and with the new century signs", () => {
    expect(fi("131052-308T")).toEqual({ ok: true, normalized: "131052-308T", birthDate: "1952-10-13" });
    expect(fi("131052-308t")).toMatchObject({ ok: true, normalized: "131052-308T" });
    expect(fi("010594Y9032")).toEqual({ ok: true, normalized: "010594Y9032", birthDate: "1994-05-01" });
    expect(fi("131052-308U")).toEqual({ ok: false, problem: "check" });
  });
  it("refuses impossible dates, unknown century signs and individual numbers 000–001", () => {
    expect(fi("310252-308T")).toEqual({ ok: false, problem: "format" });
    expect(fi("131052G308T")).toEqual({ ok: false, problem: "format" });
    expect(fi("131052-001T")).toEqual({ ok: false, problem: "format" });
  });
});
