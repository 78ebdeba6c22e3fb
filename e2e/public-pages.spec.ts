import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  collectErrors,
  escapeRegExp,
  hostRequest,
  origin,
  outboxFor,
  SITES,
  type SiteCase,
  siteUrl,
  uniqueEmail,
  waitForHydration,
} from "./support";

/**
 * The public page types of spec 000 section 2 and spec 001 section 2 that issue 13 point 10
 * adds (decision 022): the showing form and sign of a stage, the rental pages, the image file,
 * modal contact and report list templates, and the developer sandbox. Each opens on a site,
 * shows what it is for and passes axe.
 */

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** The showing pages' texts per site (pages.json: pages.showing). */
const SHOWING = {
  sv: {
    formTitle: "Boka visning – ",
    qrTitle: "Visning – ",
    choose: "Välj visning",
    form: "Boka visning",
    submit: "Boka visning",
    requested: "Nästan klart! Vi har skickat en länk till din e-post.",
    qrLabel: "QR-kod till ",
    scan: "Skanna och boka visning",
    next: "Nästa visningar",
  },
  no: {
    formTitle: "Meld deg på visning – ",
    qrTitle: "Visning – ",
    choose: "Velg visning",
    form: "Påmelding til visning",
    submit: "Meld deg på",
    requested: "Nesten ferdig!",
    qrLabel: "QR-kode til ",
    scan: "Skann og meld deg på visning",
    next: "Neste visninger",
  },
  fi: {
    formTitle: "Varaa esittely – ",
    qrTitle: "Esittely – ",
    choose: "Valitse esittely",
    form: "Esittelyn varaus",
    submit: "Varaa esittely",
    requested: "Melkein valmista!",
    qrLabel: "QR-koodi osoitteeseen ",
    scan: "Skannaa ja varaa esittely",
    next: "Seuraavat esittelyt",
  },
} as const;

interface ShowingHit {
  id: number;
  startsAt: string;
  capacity: number | null;
  placesLeft: number | null;
  objectId: number | null;
}

/** A stage of the site with a general showing that has places left, and its name. */
async function stageWithShowing(request: APIRequestContext, site: SiteCase) {
  const search = await hostRequest(site).post(request, "/api/residence/stage_and_area_search", {
    siteId: site.siteId,
    tab: "stage",
  });
  expect(search.status()).toBe(200);
  const { stages } = (await search.json()) as { stages: { id: number; url: string; name: string }[] };
  for (const stage of stages) {
    const response = await hostRequest(site).get(request, `/api/residence/showings/${stage.id}`);
    const { showings } = (await response.json()) as { showings: ShowingHit[] };
    const showing = showings.find((s) => s.objectId === null && (s.placesLeft ?? 0) >= 2);
    if (showing) return { ...stage, showing };
  }
  throw new Error(`no stage of ${site.code} has a showing with places to book`);
}

for (const site of SITES) {
  const texts = SHOWING[site.code];

  test(`${site.code}: the showing form of a stage books a place from a sign, in the minimal layout`, async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const stage = await stageWithShowing(request, site);
    const email = uniqueEmail(`showing-form-${site.code}`);
    await page.goto(siteUrl(site, `${stage.url}visning/`));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${texts.formTitle}${stage.name}`);
    // Minimal layout: the logo, no menu, no breadcrumbs.
    await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button")).toHaveCount(0);
    await expectNoSeriousViolations(page);

    const form = page.getByRole("form", { name: texts.form });
    const choices = form.getByRole("group", { name: texts.choose });
    const time = (
      (await page.locator(`time[datetime="${stage.showing.startsAt}"]`).first().textContent()) ?? ""
    ).trim();
    await choices.getByRole("radio", { name: new RegExp(escapeRegExp(time)) }).check();
    await form.getByLabel(site.t.firstName).fill("Skylt");
    await form.getByLabel(site.t.lastName).fill("Läsare");
    await form.getByLabel(site.t.email).fill(email);
    await form.getByLabel(site.t.phone).fill("+46 70 123 45 67");
    await form.getByRole("button", { name: texts.submit, exact: true }).click();
    const status = page.getByRole("status").filter({ hasText: texts.requested });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
    // The existing booking (decision 013): one e-mail whose link confirms on the stage's page.
    await expect.poll(async () => (await outboxFor(request, email)).map((m) => m.site)).toEqual([site.code]);
    const [mail] = await outboxFor(request, email);
    expect(mail?.text).toContain(`${siteUrl(site, stage.url)}#confirm-showing=`);
    await expectNoSeriousViolations(page);
    expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
  });

  test(`${site.code}: the sign of a stage carries a QR code of its showing form`, async ({ page, request }) => {
    const stage = await stageWithShowing(request, site);
    await page.goto(siteUrl(site, `${stage.url}qr/`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${texts.qrTitle}${stage.name}`);
    const formUrl = siteUrl(site, `${stage.url}visning/`);
    await expect(page.getByRole("img", { name: `${texts.qrLabel}${formUrl}` })).toBeVisible();
    await expect(page.getByText(texts.scan)).toBeVisible();
    await expect(page.getByRole("region", { name: texts.next }).getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: formUrl.replace(/^https?:\/\//, "") }).click();
    await expect(page).toHaveURL(formUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${texts.formTitle}${stage.name}`);
  });
}

test("a path below a stage that is no showing page is not found", async ({ request }) => {
  const site = SITES[0] as SiteCase;
  const stage = await stageWithShowing(request, site);
  const response = await hostRequest(site).get(request, `${stage.url}visning/extra/`);
  expect(response.status()).toBe(404);
});

/** The rental pages' texts per site (pages.json: pages.rental). */
const RENTAL = {
  sv: {
    start: "/hyresratter/",
    title: "Hyresrätter",
    projects: "Våra hyresprojekt",
    projectTitle: "Hyresrätter i ",
    perMonth: /\d\skr\/mån$/,
    statuses: ["Ledig", "Bokad", "Uthyrd", "Såld"],
    homesOf: "Bostäder i ",
    /** Null when the demo data's rental projects of the site are not let yet (Finland: a VIP stage). */
    notLetYet: null,
    all: "Alla hyresprojekt",
  },
  no: {
    start: "/utleieboliger/",
    title: "Utleieboliger",
    projects: "Våre utleieprosjekter",
    projectTitle: "Utleieboliger i ",
    perMonth: /\d\/mnd$/,
    statuses: ["Ledig", "Booket", "Utleid", "Solgt"],
    homesOf: "Boliger i ",
    notLetYet: null,
    all: "Alle utleieprosjekter",
  },
  fi: {
    start: "/vuokra-asunnot/",
    title: "Vuokra-asunnot",
    projects: "Vuokrakohteemme",
    projectTitle: "Vuokra-asunnot: ",
    perMonth: /\d\s€\/kk$/,
    statuses: ["Vapaa", "Varattu", "Vuokrattu", "Myyty"],
    homesOf: "Asunnot: ",
    notLetYet: "Asunnot tulevat vuokrattaviksi myöhemmin.",
    all: "Kaikki vuokrakohteet",
  },
} as const;

for (const site of SITES) {
  const texts = RENTAL[site.code];

  test(`${site.code}: the footer leads to the rental start page, which lists the rental projects, and each shows its homes with their rental status`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // Reached as a visitor would: from the start page's footer.
    await page.goto(siteUrl(site, "/"));
    await page.getByRole("contentinfo").getByRole("link", { name: texts.title, exact: true }).click();
    await expect(page).toHaveURL(siteUrl(site, texts.start));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
    const projects = page.getByRole("region", { name: texts.projects }).getByRole("listitem");
    await expect(projects.first()).toBeVisible();
    await expectNoSeriousViolations(page);

    const link = projects.first().getByRole("link");
    const name = ((await link.textContent()) ?? "").trim();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(texts.start)}[^/]+/[^/]+/$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${texts.projectTitle}${name}`);
    if (texts.notLetYet) {
      // A project not let yet: no homes to apply for, and where to register interest.
      await expect(page.getByText(texts.notLetYet)).toBeVisible();
      await expect(page.locator("[data-rental-status]")).toHaveCount(0);
    } else {
      await expectHomesWithRentalStatus(page, texts);
    }
    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: texts.all }).click();
    await expect(page).toHaveURL(siteUrl(site, texts.start));
    expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
  });
}

/** Every home card carries one of the spec's four rental statuses and a monthly rent. */
async function expectHomesWithRentalStatus(page: Page, texts: (typeof RENTAL)[keyof typeof RENTAL]) {
  const homes = page.getByRole("list", { name: new RegExp(`^${escapeRegExp(texts.homesOf)}`) }).getByRole("listitem");
  await expect(homes.first()).toBeVisible();
  const cards = await homes.evaluateAll((items) =>
    items.map((item) => ({
      status: item.querySelector("[data-rental-status]")?.textContent ?? "",
      rent: item.querySelector("dd")?.textContent ?? "",
    })),
  );
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(texts.statuses).toContain(card.status);
    expect(card.rent).toMatch(texts.perMonth);
  }
}

test("sv: an image file of the press images shows the picture large, with its caption and sizes to download", async ({
  page,
}) => {
  const sv = SITES[0] as SiteCase;
  await page.goto(siteUrl(sv, "/om-oss/press/pressbilder/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pressbilder");
  await page.getByRole("link", { name: /Kv\. Strandängen, Västerås/ }).click();
  await expect(page).toHaveURL(siteUrl(sv, "/om-oss/press/pressbilder/kv-strandangen-vasteras/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kv. Strandängen, Västerås");
  const picture = page.getByRole("img", { name: "Bostadskvarter med balkonger vid vattnet i kvällsljus" });
  await expect(picture).toBeVisible();
  await expect(page.getByRole("figure")).toContainText("236 bostadsrätter vid Mälaren");
  const download = page.getByRole("link", { name: "Tryck, 2560 px bred" });
  await expect(download).toHaveAttribute("download", "");
  const response = await page.request.get(new URL((await download.getAttribute("href")) ?? "", page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\//);
  await expectNoSeriousViolations(page);
});

test("sv: the report list shows the reports by year, newest first", async ({ page }) => {
  const sv = SITES[0] as SiteCase;
  await page.goto(siteUrl(sv, "/om-oss/investerare/rapporter/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rapporter");
  const reports = page.getByRole("region", { name: "Finansiella rapporter" });
  await expect(reports.getByRole("heading", { level: 3 })).toHaveText(["2026"]);
  const year = reports.getByRole("region", { name: "2026" });
  await expect(year.getByRole("link")).toHaveText([
    "Delårsrapport januari–september 2026",
    "Delårsrapport januari–juni 2026",
    "Delårsrapport januari–mars 2026",
    "Bokslutskommuniké 2025",
  ]);
  await expect(year.getByRole("listitem").first().locator("time")).toHaveText("2026-10-23");
  await expectNoSeriousViolations(page);
  await year.getByRole("link", { name: "Delårsrapport januari–september 2026" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delårsrapport januari–september 2026");
});

/** The modal contact pages (template "modalContact") per site. */
const MODAL_CONTACT = {
  sv: { path: "/kontakta-oss/", title: "Kontakta oss", heading: "Kundservice", close: "Stäng" },
  no: { path: "/kontakt-oss/", title: "Kontakt oss", heading: "Kundeservice", close: "Lukk" },
  fi: { path: "/yhteydenotto/", title: "Ota yhteyttä", heading: "Asiakaspalvelu", close: "Sulje" },
} as const;

for (const site of SITES) {
  const texts = MODAL_CONTACT[site.code];
  test(`${site.code}: the modal contact page opens as a dialog over the page, and closing it goes back`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // Arriving from the site's search page (a link there, or one in the site's menus).
    await page.goto(siteUrl(site, site.searchPath));
    await page.goto(siteUrl(site, texts.path), { referer: siteUrl(site, site.searchPath) });
    await waitForHydration(page);
    const dialog = page.getByRole("dialog", { name: texts.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: texts.heading })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /@/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(siteUrl(site, site.searchPath));
    // Opened directly in a new tab, the close button leads to the site's start page.
    const tab = await page.context().newPage();
    await tab.goto(siteUrl(site, texts.path));
    await waitForHydration(tab);
    await tab.getByRole("dialog", { name: texts.title }).getByRole("button", { name: texts.close }).click();
    await expect(tab).toHaveURL(siteUrl(site, "/"));
    expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
  });
}

test("sv: without JavaScript the modal contact page is a readable card", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl(SITES[0] as SiteCase, "/kontakta-oss/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakta oss");
  await expect(page.getByRole("heading", { name: "Kundservice" })).toBeVisible();
  await context.close();
});

test("the developer sandbox shows the building blocks in the bare layout, on every site", async ({ page }) => {
  for (const [site, title] of [
    [SITES[0] as SiteCase, "Sandlåda för utvecklare"],
    [SITES[2] as SiteCase, "Kehittäjän hiekkalaatikko"],
  ] as const) {
    await page.goto(siteUrl(site, "/sandbox/"));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    // Bare layout: no header, no footer.
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoSeriousViolations(page);
  }
  await page
    .getByRole("button", { name: "Öppna dialogen" })
    .or(page.getByRole("button", { name: "Avaa valintaikkuna" }))
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("seniorgarden: the rental statuses of a house handed over to its owner read sold, of a house being let free, booked and rented", async ({
  page,
}) => {
  const seniorgarden = origin("seniorgarden.localhost");
  await page.goto(`${seniorgarden}/hyresratter/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seniorbostäder att hyra");
  const links = await page
    .getByRole("region", { name: "Våra hyresprojekt" })
    .getByRole("heading", { level: 2 })
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  const seen = new Set<string>();
  for (const link of links) {
    await page.goto(`${seniorgarden}${link}`);
    const statuses = await page
      .locator("[data-rental-status]")
      .evaluateAll((badges) => badges.map((b) => b.getAttribute("data-rental-status") ?? ""));
    for (const status of statuses) seen.add(status);
  }
  expect([...seen].sort()).toEqual(["booked", "forSale", "rented", "sold"]);
  await expectNoSeriousViolations(page);
});

test("the new page types are never wider than the screen, on a phone and a laptop", async ({ page, request }) => {
  const sv = SITES[0] as SiteCase;
  const stage = await stageWithShowing(request, sv);
  const start = await hostRequest(sv).get(request, "/hyresratter/");
  const project = /href="(\/hyresratter\/[^"/]+\/[^"/]+\/)"/.exec(await start.text())?.[1];
  expect(project).toBeDefined();
  const paths = [
    `${stage.url}visning/`,
    `${stage.url}qr/`,
    "/hyresratter/",
    project ?? "",
    "/om-oss/press/pressbilder/kv-strandangen-vasteras/",
    "/om-oss/investerare/rapporter/",
    "/kontakta-oss/",
    "/sandbox/",
  ];
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(siteUrl(sv, path));
      await waitForHydration(page);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wide, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
