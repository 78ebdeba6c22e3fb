import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, test } from "@playwright/test";
import { collectErrors, hostRequest, outboxFor, SITES, siteUrl, uniqueEmail, waitForHydration } from "./support";

/**
 * A premises' page from the demo data (issue 19): its facts, and the interest form, which refuses
 * a bad e-mail address on the field without losing what was typed, then sends; axe-clean.
 */

const SV = SITES.find((site) => site.code === "sv")!;

/** The texts of the Swedish page, verbatim from premises.json, residence.json and validation.json. */
const T = {
  facts: "Fakta",
  area: "Yta",
  rent: "Hyra",
  type: "Typ av lokal",
  status: "Status",
  available: "Ledig",
  form: "Intresseanmälan",
  firstName: "Förnamn",
  lastName: "Efternamn",
  email: "E-post",
  phone: "Telefon",
  terms: "Jag har tagit del av informationen om hur mina personuppgifter behandlas.",
  submit: "Skicka intresseanmälan",
  invalidEmail: "Ange en giltig e-postadress, till exempel namn@exempel.se.",
  sent: "Tack för din intresseanmälan! Vi har skickat en bekräftelse till din e-post.",
};

interface Hit {
  name: string;
  url: string;
  status: string;
  premisesArea: number;
  monthlyRent: number | null;
}

/** The definition list's terms and their values. */
async function factsOf(region: Locator): Promise<Record<string, string>> {
  return Object.fromEntries(
    await region
      .locator("dt")
      .evaluateAll((terms) =>
        terms.map((dt) => [dt.textContent?.trim() ?? "", dt.nextElementSibling?.textContent?.trim() ?? ""]),
      ),
  );
}

test("a premises' page: facts, an interest refused for a bad e-mail without losing what was typed, then sent; axe", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const found = await hostRequest(SV).post(request, "/api/residence/search/premises", { siteId: SV.siteId });
  expect(found.status()).toBe(200);
  const { hits } = (await found.json()) as { hits: Hit[] };
  const premises = hits.find((hit) => hit.status === "forSale" && hit.monthlyRent !== null);
  if (!premises) throw new Error("the demo data lacks available premises to let");

  await page.goto(siteUrl(SV, premises.url));
  await expect(page.getByRole("heading", { level: 1, name: premises.name })).toBeVisible();
  const facts = await factsOf(page.getByRole("region", { name: T.facts }));
  expect(facts[T.status]).toBe(T.available);
  expect(facts[T.area]).toBe(`${String(premises.premisesArea).replace(".", ",")}\u00a0m²`);
  expect(facts[T.rent]).toMatch(/^\d{1,3}(\u00a0\d{3})*\u00a0kr\/mån$/);
  expect(facts[T.type]).not.toBe("");
  await waitForHydration(page);

  const posted: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith("/api/residence/interest")) posted.push(sent.postData() ?? "");
  });
  const form = page.getByRole("region", { name: T.form });
  await expect(form.getByLabel(/antal rok/)).toHaveCount(0);
  const email = form.getByLabel(T.email);
  await form.getByLabel(T.firstName).fill("Eva");
  await form.getByLabel(T.lastName).fill("Lind");
  await email.fill("eva.lind@");
  await form.getByLabel(T.phone).fill("070-123 45 67");
  await form.getByRole("checkbox", { name: T.terms }).check();
  await form.getByRole("button", { name: T.submit }).click();

  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(T.invalidEmail);
  await expect(email).toBeFocused();
  await expect(form.getByLabel(T.firstName)).toHaveValue("Eva");
  await expect(form.getByLabel(T.lastName)).toHaveValue("Lind");
  await expect(form.getByLabel(T.phone)).toHaveValue("070-123 45 67");
  await expect(email).toHaveValue("eva.lind@");
  expect(posted).toEqual([]);

  const address = uniqueEmail("premises");
  await email.fill(address);
  await form.getByRole("button", { name: T.submit }).click();
  await expect(form.getByRole("status")).toHaveText(T.sent);
  expect(posted).toHaveLength(1);
  expect(JSON.parse(posted[0] ?? "{}")).toMatchObject({ email: address });
  await expect
    .poll(async () => (await outboxFor(request, address)).map((message) => message.subject))
    .toEqual([`Tack för din intresseanmälan – ${premises.name}`]);

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  expect(errors.map((error) => `${error.text} (${error.url})`)).toEqual([]);
});
