import { describe, expect, it } from "vitest";
import { SITES } from "~/sites/sites";
import { alertDigestMail } from "./alert-mail";
import { DIGEST_INTERVAL_MS, digestDue, strongestChange } from "./saved-search-alerts.server";
import { canonicalSearchAddress } from "./search-address";
import { savedSearchOfToken, unsubscribeToken } from "./unsubscribe-token";

const SECRET = "a-secret-of-at-least-thirty-two-characters!";
const ID = "0b6f3f57-3f0e-4a3c-9b5e-6a2f1d9c8e71";

describe("the unsubscribe token", () => {
  it("names its search, and only with the server's secret", () => {
    const token = unsubscribeToken(SECRET, ID);
    expect(savedSearchOfToken(SECRET, token)).toBe(ID);
    expect(savedSearchOfToken("another-secret-of-at-least-thirty-two-chars", token)).toBeUndefined();
  });

  it("refuses a token of another search, a changed signature and anything malformed", () => {
    const token = unsubscribeToken(SECRET, ID);
    const other = "1b6f3f57-3f0e-4a3c-9b5e-6a2f1d9c8e71";
    expect(savedSearchOfToken(SECRET, `${other}.${token.split(".")[1]}`)).toBeUndefined();
    const signature = token.split(".")[1] ?? "";
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect(savedSearchOfToken(SECRET, `${ID}.${flipped}`)).toBeUndefined();
    for (const bad of ["", ID, `${ID}.`, `${ID}.short`, `${token}x`, "x".repeat(200)]) {
      expect(savedSearchOfToken(SECRET, bad)).toBeUndefined();
    }
  });
});

describe("the hourly digest rule", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("a search that never had a digest may get one", () => {
    expect(digestDue(null, now)).toBe(true);
  });
  it("within the hour of the last digest it waits; an hour after it may get the next", () => {
    expect(digestDue(new Date(now.getTime() - 59 * 60_000), now)).toBe(false);
    expect(digestDue(new Date(now.getTime() - DIGEST_INTERVAL_MS), now)).toBe(true);
    expect(digestDue(new Date(now.getTime() - 2 * DIGEST_INTERVAL_MS), now)).toBe(true);
  });
});

describe("what a home's change is called in the digest", () => {
  it("released over a lower price over another status", () => {
    expect(strongestChange(["statusChanged", "released", "priceLowered"])).toBe("released");
    expect(strongestChange(["statusChanged", "priceLowered"])).toBe("priceLowered");
    expect(strongestChange(["statusChanged"])).toBe("statusChanged");
  });
});

describe("a saved search's address", () => {
  const sv = SITES.sv;
  it("is the site's search page in the search URL's canonical form", () => {
    expect(canonicalSearchAddress(sv, "/sok-bostad/")).toBe("/sok-bostad/");
    expect(canonicalSearchAddress(sv, "/sok-bostad/?minRooms=3&utm_source=x#map")).toBe("/sok-bostad/?minRooms=3");
    expect(canonicalSearchAddress(sv, "/sok-bostad/nacka/?q=Solna")).toBe("/sok-bostad/nacka/?q=Solna");
  });
  it("is nothing else: another page, another host, a deeper path, a site without search", () => {
    expect(canonicalSearchAddress(sv, "/bostader/")).toBeUndefined();
    expect(canonicalSearchAddress(sv, "//evil.example/sok-bostad/")).toBeUndefined();
    expect(canonicalSearchAddress(sv, "https://evil.example/sok-bostad/")).toBeUndefined();
    expect(canonicalSearchAddress(sv, "/sok-bostad/a/b/")).toBeUndefined();
    expect(canonicalSearchAddress(sv, "/sok-bostad/%zz/")).toBeUndefined();
    expect(canonicalSearchAddress(SITES.entreprenad, "/sok-bostad/")).toBeUndefined();
    expect(canonicalSearchAddress(SITES.no, "/sok-bostad/")).toBeUndefined();
    expect(canonicalSearchAddress(SITES.no, "/finn-din-bolig/?minRooms=2")).toBe("/finn-din-bolig/?minRooms=2");
  });
});

describe("the digest e-mail", () => {
  const digest = {
    to: "kund@example.se",
    firstName: "Kari",
    searchName: "Oslo",
    searchUrl: "/finn-din-bolig/",
    homes: [
      {
        number: "1201",
        stageName: "Solbakken, trinn 1",
        url: "/boliger/oslo/solbakken/1201/",
        price: 4_500_000,
        rent: null,
        change: "released" as const,
      },
    ],
    origin: "https://www.nordhem.example",
    unsubscribeUrl: "https://www.nordhem.example/api/saved_searches/unsubscribe?token=t",
  };

  it.each([
    ["no", "Nye boliger for søket ditt Oslo", "Ny til salgs"],
    ["fi", "Uusia asuntoja hakuusi Oslo", "Uusi myynnissä"],
    ["sv", "Nya bostäder för din sökning Oslo", "Ny till salu"],
  ] as const)("is written in the site's language (%s)", (code, subject, change) => {
    const mail = alertDigestMail(SITES[code], digest);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(change);
    expect(mail.text).toContain("https://www.nordhem.example/boliger/oslo/solbakken/1201/");
    expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${digest.unsubscribeUrl}>`);
  });

  it("escapes the search's name and the homes' texts in its HTML", () => {
    const mail = alertDigestMail(SITES.sv, {
      ...digest,
      searchName: "<script>",
      homes: [{ ...digest.homes[0]!, stageName: "A & B" }],
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).toContain("A &amp; B");
  });
});
