import { describe, expect, it } from "vitest";
import { headerQuickLinkCount, isUrlEnabled } from "./features";
import { DEFAULT_HOST_MAP, hostName, parseHostConfig, parseHostMap, resolveSite } from "./resolve";
import { NULL_GUID, SITE_CODES, SITES } from "./sites";

describe("sites (spec 000 sections 1 to 3)", () => {
  it("has seven sites with distinct fixed GUIDs and the contract's notification codes", () => {
    expect(SITE_CODES).toHaveLength(7);
    const ids = SITE_CODES.map((code) => SITES[code].siteId);
    expect(new Set(ids).size).toBe(7);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(ids).not.toContain(NULL_GUID);
    expect(SITE_CODES.map((code) => SITES[code].notificationSiteCode)).toEqual([
      "Jmse",
      "JmseEn",
      "Jmno",
      "Jmoy",
      "Seniorgarden",
      "Cooperative",
      "JmEntreprenad",
    ]);
  });

  it("uses the Swedish paths of the spec verbatim", () => {
    expect(SITES.sv.urls).toMatchObject({
      searchHomes: "/sok-bostad/",
      textSearch: "/sok/",
      corporateSearch: "/om-oss/sok/",
      premises: "/lokaler/",
      clickToBuy: "/boka/",
      clickToBuyInfo: "/boka/info/",
      signAgreement: "/boka/bokningsavtal/",
      login: "/logga-in/",
      register: "/skapa-konto/",
      forgotPassword: "/glomt-losenord/",
      consent: "/samtycke/",
      cookies: "/anvandarvillkor/cookies/",
      careers: "/karriar/",
      careerJobs: "/karriar/lediga-jobb/",
      succession: "/maklar-objekt/",
      faultReportContact: "/kontakt/felanmalan/",
      myPages: "/mina-sidor/",
      myErrands: "/mina-sidor/arenden/",
    });
    expect(SITES.no.urls).toMatchObject({
      searchHomes: "/finn-din-bolig/",
      login: "/logg-inn/",
      myPages: "/mine-sider/",
    });
    expect(SITES.fi.urls).toMatchObject({
      searchHomes: "/myytavat-asunnot/",
      textSearch: "/hae/",
      myPages: "/sivuni/",
    });
    for (const code of SITE_CODES) {
      for (const path of Object.values(SITES[code].urls)) expect(path).toMatch(/^\/.*\/$|^\/$/);
    }
    for (const path of Object.values(SITES.sv_en.urls)) expect(path.startsWith("/en/")).toBe(true);
  });

  it("switches features off where the spec says", () => {
    expect(isUrlEnabled(SITES.sv_en, "login")).toBe(false);
    expect(isUrlEnabled(SITES.entreprenad, "login")).toBe(false);
    expect(isUrlEnabled(SITES.entreprenad, "searchHomes")).toBe(false);
    expect(isUrlEnabled(SITES.fi, "myVip")).toBe(false);
    expect(isUrlEnabled(SITES.fi, "myPayments")).toBe(false);
    expect(isUrlEnabled(SITES.no, "premises")).toBe(false);
    expect(isUrlEnabled(SITES.sv, "premises")).toBe(true);
    expect(isUrlEnabled(SITES.seniorgarden, "premises")).toBe(false);
    expect(isUrlEnabled(SITES.entreprenad, "myPages")).toBe(false);
    expect(isUrlEnabled(SITES.sv, "myVip")).toBe(true);
    expect(SITES.sv.features.stock && SITES.sv_en.features.stock).toBe(true);
    expect(SITES.no.features.stock || SITES.fi.features.stock).toBe(false);
  });

  it("shows two header quick links with search and three without (spec 000 section 9)", () => {
    expect(headerQuickLinkCount(SITES.sv)).toBe(2);
    expect(headerQuickLinkCount(SITES.entreprenad)).toBe(3);
  });
});

describe("site resolution from the host name", () => {
  it("maps the local hosts and the /en/ sub-site", () => {
    expect(resolveSite(DEFAULT_HOST_MAP, "localhost:3000", "/")?.site).toBe("sv");
    expect(resolveSite(DEFAULT_HOST_MAP, "localhost:3000", "/en/")?.site).toBe("sv_en");
    expect(resolveSite(DEFAULT_HOST_MAP, "localhost:3000", "/en")?.site).toBe("sv_en");
    expect(resolveSite(DEFAULT_HOST_MAP, "localhost:3000", "/energi/")?.site).toBe("sv");
    expect(resolveSite(DEFAULT_HOST_MAP, "no.localhost:3000", "/en/")?.site).toBe("no");
    expect(resolveSite(DEFAULT_HOST_MAP, "FI.LOCALHOST", "/")?.site).toBe("fi");
    expect(resolveSite(DEFAULT_HOST_MAP, "brf.localhost", "/")?.site).toBe("cooperative");
    expect(resolveSite(DEFAULT_HOST_MAP, "seniorgarden.localhost", "/")?.site).toBe("seniorgarden");
    expect(resolveSite(DEFAULT_HOST_MAP, "entreprenad.localhost", "/")?.site).toBe("entreprenad");
  });

  it("knows no site for a host outside the map (a forged Host header)", () => {
    expect(resolveSite(DEFAULT_HOST_MAP, undefined, "/")).toBeUndefined();
    expect(resolveSite(DEFAULT_HOST_MAP, "evil.example", "/")).toBeUndefined();
    expect(resolveSite(DEFAULT_HOST_MAP, "localhost.evil.example", "/")).toBeUndefined();
  });

  it("reads each site's public origin from the origins in the host map", () => {
    const { hostMap, origins } = parseHostConfig(
      "https://www.nordhem.se=sv, nordhem.se=sv, https://www.nordhem.no=no, http://stage.nordhem.fi:8443=fi",
    );
    expect(hostMap).toEqual({
      "www.nordhem.se": "sv",
      "nordhem.se": "sv",
      "www.nordhem.no": "no",
      "stage.nordhem.fi": "fi",
    });
    expect(origins).toEqual({
      sv: "https://www.nordhem.se",
      no: "https://www.nordhem.no",
      fi: "http://stage.nordhem.fi:8443",
    });
    expect(() => parseHostConfig("https://www.nordhem.se/path=sv")).toThrow(/origin/);
    expect(() => parseHostConfig("ftp://www.nordhem.se=sv")).toThrow(/origin/);
  });

  it("reads a configured host map and refuses unknown sites", () => {
    const map = parseHostMap("www.nordhem.se=sv, www.nordhem.no=no");
    expect(resolveSite(map, "www.nordhem.no", "/")?.site).toBe("no");
    expect(() => parseHostMap("www.x.se=se")).toThrow(/HOST_MAP/);
    expect(parseHostMap(undefined)).toEqual(DEFAULT_HOST_MAP);
  });

  it("strips ports and keeps IPv6 hosts", () => {
    expect(hostName("no.localhost:3000")).toBe("no.localhost");
    expect(hostName("[::1]:3000")).toBe("[::1]");
  });
});
