import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client";
import { pages, premises, premisesTagLinks, premisesTags } from "~/db/schema";
import { imageUrl } from "~/domain/image-url";
import type { DynamicPage, DynamicPageResolver } from "~/features/content/index.server";
import { translate, translatorFor } from "~/i18n/catalogs.server";
import { formatArea, formatPrice } from "~/i18n/format";
import { isUrlEnabled } from "~/sites/features";
import type { SiteSettings } from "~/sites/sites";
import type { PremisesObjectData } from "./page-data";
import type { PremisesStatus, PremisesType } from "./schema";

type PremisesRow = typeof premises.$inferSelect;

/** The local date (yyyy-mm-dd) of an instant, as access dates are written. */
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Each premises' page (issue 19): a dynamic page `<premises path><slug>/` of template
 * "premisesObject", on the sites whose premises path is on (Sweden and Finland; spec 000 section
 * 2). An unknown slug resolves to nothing, so the not-found pages (removed premises) can answer.
 */
export function premisesPageResolver(deps: { db: Database; clock: () => Date }): DynamicPageResolver {
  const { db, clock } = deps;

  return async (site, path) => {
    const base = site.urls.premises;
    if (!base || !isUrlEnabled(site, "premises") || !path.startsWith(base)) return undefined;
    // One segment below the start page: `/lokaler/<slug>/`.
    const rest = path.slice(base.length);
    if (!/^[^/]+\/$/.test(rest)) return undefined;
    const [row] = await db
      .select()
      .from(premises)
      .where(and(eq(premises.site, site.site), eq(premises.url, path)))
      .limit(1);
    if (!row) return undefined;
    const [tags, crumbs] = await Promise.all([
      db
        .select({ id: premisesTags.id, name: premisesTags.name })
        .from(premisesTagLinks)
        .innerJoin(premisesTags, eq(premisesTags.id, premisesTagLinks.tagId))
        .where(eq(premisesTagLinks.premisesId, row.id))
        .orderBy(asc(premisesTags.name)),
      db
        .select({ path: pages.path, title: pages.title })
        .from(pages)
        .where(and(eq(pages.site, site.site), inArray(pages.path, [site.urls.start ?? "/", base]))),
    ]);
    const titleOf = (p: string) => crumbs.find((c) => c.path === p)?.title;
    const data: PremisesObjectData = {
      premises: {
        id: row.id,
        type: row.type as PremisesType,
        status: row.status as PremisesStatus,
        streetAddress: row.streetAddress,
        postalCode: row.postalCode,
        city: row.city,
        municipality: row.municipality,
        latitude: row.latitude,
        longitude: row.longitude,
        premisesArea: row.premisesArea,
        monthlyRent: row.monthlyRent,
        price: row.price,
        accessDate: row.accessDate,
        description: row.description,
        images: row.images,
      },
      availableNow: row.accessDate !== null && row.accessDate <= isoDay(clock()),
      tags,
      contacts: row.contacts,
    };
    const start = site.urls.start ?? "/";
    return {
      id: `premises-${row.id}`,
      template: "premisesObject",
      title: row.name,
      summary: row.shortDescription,
      image: row.images[0]?.src ?? null,
      seoTitle: translate(site.language, "premises.object.seoTitle", {
        name: row.name,
        municipality: row.municipality,
        siteName: site.siteName,
      }),
      seoDescription: [row.shortDescription, premisesFactsText(site, row)].join(" "),
      breadcrumbs: [
        { name: titleOf(start) ?? translate(site.language, "residence.breadcrumbs.start"), url: start },
        { name: titleOf(base) ?? translate(site.language, "premises.object.startCrumb"), url: base },
        { name: row.name, url: row.url },
      ],
      data,
      structuredData: [structuredData(site, row)],
    } satisfies DynamicPage;
  };
}

/** "Kontor · 120 m² · 15 000 kr/mån · Stockholm" for the meta description. */
export function premisesFactsText(site: SiteSettings, row: PremisesRow): string {
  const t = translatorFor(site.language);
  const money = [
    row.monthlyRent !== null ? t("premises.object.perMonth", { amount: formatPrice(row.monthlyRent, site) }) : null,
    row.price !== null ? formatPrice(row.price, site) : null,
  ];
  return [t(`premises.types.${row.type}`), formatArea(row.premisesArea, site.language), ...money, row.municipality]
    .filter(Boolean)
    .join(" · ");
}

const COUNTRY: Record<SiteSettings["currency"], string> = { SEK: "SE", NOK: "NO", EUR: "FI" };

/** schema.org: the premises as a place with its address, size and pictures. */
function structuredData(site: SiteSettings, row: PremisesRow): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Place",
    name: row.name,
    url: row.url,
    description: row.shortDescription,
    address: {
      "@type": "PostalAddress",
      streetAddress: row.streetAddress,
      postalCode: row.postalCode,
      addressLocality: row.city,
      addressCountry: COUNTRY[site.currency],
    },
    geo: { "@type": "GeoCoordinates", latitude: row.latitude, longitude: row.longitude },
    ...(row.images.length > 0 ? { image: row.images.map((i) => imageUrl(i.src, 1200)) } : {}),
  };
}
