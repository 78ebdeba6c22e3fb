import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client";
import { pages } from "~/db/schema";
import { imageUrl } from "~/domain/image-url";
import {
  areaRangeText,
  homePriceText,
  homeTitle,
  listPrice,
  priceRangeText,
  roomsRangeText,
  showsPrice,
} from "~/domain/residence-format";
import { residenceSegments } from "~/domain/residence-urls";
import type { DynamicPage, DynamicPageResolver } from "~/features/content/index.server";
import type { Breadcrumb } from "~/features/content/schema";
import { translate, translatorFor } from "~/i18n/catalogs.server";
import { formatArea, formatRooms } from "~/i18n/format";
import type { SiteSettings } from "~/sites/sites";
import type { AreaRow, ObjectRow, ResidenceService, StageRow } from "./residences.service";
import type { AreaPageData, AreaRef, ObjectPageData, Range, StagePageData } from "./schema";

/**
 * The area, stage and home pages as dynamic pages of the content service (issue 3):
 * `<base><county>/<municipality>/<area>/[<stage>/[<home>/]]`. County and municipality pages
 * (one and two segments) belong to the SEO landing pages.
 */
export function residencePageResolver(deps: { db: Database; service: ResidenceService }): DynamicPageResolver {
  const { db, service } = deps;

  /** Titles of the start page and the residences base page, from their stored pages. */
  async function rootCrumbs(site: SiteSettings): Promise<Breadcrumb[]> {
    const start = site.urls.start ?? "/";
    const base = site.urls.seoResidences ?? start;
    const rows = await db
      .select({ path: pages.path, title: pages.title })
      .from(pages)
      .where(and(eq(pages.site, site.site), inArray(pages.path, [start, base])));
    const title = (path: string) => rows.find((r) => r.path === path)?.title;
    return [
      { name: title(start) ?? translate(site.language, "residence.breadcrumbs.start"), url: start },
      { name: title(base) ?? translate(site.language, "residence.breadcrumbs.residences"), url: base },
    ];
  }

  function areaCrumbs(area: AreaRef): Breadcrumb[] {
    return [
      { name: area.county, url: area.countyUrl },
      { name: area.municipality, url: area.municipalityUrl },
      { name: area.name, url: area.url },
    ];
  }

  return async (site, path) => {
    const segments = residenceSegments(site, path);
    if (!segments || segments.length < 3) return undefined;
    if (segments.length === 3) {
      const area = await service.findArea(site.site, path);
      if (!area) return undefined;
      const data = await service.areaPageData(site, area);
      return areaPage(site, area, data, await rootCrumbs(site), areaCrumbs(data.area));
    }
    if (segments.length === 4) {
      const stage = await service.findStage(site.site, path);
      if (!stage) return undefined;
      const data = await service.stagePageData(site, stage);
      if (!data) return undefined;
      return stagePage(site, stage, data, await rootCrumbs(site), areaCrumbs(data.area));
    }
    const home = await service.findObject(site.site, path);
    if (!home) return undefined;
    const data = await service.objectPageData(site, home);
    if (!data) return undefined;
    return objectPage(site, home, data, await rootCrumbs(site), areaCrumbs(data.area));
  };
}

/** "3–5 rok · 74–120 m² · 3 450 000–5 200 000 kr" for descriptions; empty parts are left out. */
function rangesText(site: SiteSettings, price: Range | null, rooms: Range | null, area: Range | null): string {
  const parts = [roomsRangeText(rooms, site), areaRangeText(area, site), priceRangeText(price, site)];
  return parts.filter(Boolean).join(" · ");
}

/** Structured-data images: the page's large image size (the content service makes them absolute). */
const structuredImage = (src: string) => imageUrl(src, 1200);

function areaPage(
  site: SiteSettings,
  area: AreaRow,
  data: AreaPageData,
  root: Breadcrumb[],
  crumbs: Breadcrumb[],
): DynamicPage {
  const t = translatorFor(site.language);
  const soldOut = area.projectStatus === "soldOut";
  const facts = rangesText(site, data.price, data.rooms, data.livingArea);
  return {
    id: `area-${area.id}`,
    template: soldOut ? "soldOut" : "area",
    title: area.name,
    summary: area.shortDescription,
    image: area.images[0]?.src ?? null,
    seoTitle: t("residence.seo.areaTitle", {
      name: area.name,
      municipality: area.municipality,
      siteName: site.siteName,
    }),
    seoDescription: soldOut
      ? t("residence.seo.soldOutDescription", { name: area.name, municipality: area.municipality })
      : [area.shortDescription, facts].filter(Boolean).join(" "),
    breadcrumbs: [...root, ...crumbs],
    data,
    structuredData: placeStructuredData(site, {
      name: area.name,
      url: area.url,
      description: area.shortDescription,
      images: area.images.map((i) => i.src),
      ref: data.area,
      residenceType: data.stages[0]?.residenceType,
      price: data.price,
      offerCount: data.availableCount,
    }),
  };
}

function stagePage(
  site: SiteSettings,
  stage: StageRow,
  data: StagePageData,
  root: Breadcrumb[],
  crumbs: Breadcrumb[],
): DynamicPage {
  const t = translatorFor(site.language);
  // Stage names carry their area's name already ("Kvarnholmen Strand, etapp 2").
  const title = stage.name;
  const facts = rangesText(site, data.stage.price, data.stage.rooms, data.stage.livingArea);
  return {
    id: `stage-${stage.id}`,
    // A resale stage has a page of its own (issue 19, the succession feature's template).
    template: stage.projectStatus === "succession" ? "successionStage" : "stage",
    title,
    summary: stage.shortDescription,
    image: stage.images[0]?.src ?? null,
    seoTitle: t("residence.seo.stageTitle", {
      title,
      municipality: data.area.municipality,
      siteName: site.siteName,
    }),
    seoDescription: [stage.shortDescription, facts].filter(Boolean).join(" "),
    breadcrumbs: [...root, ...crumbs, { name: shortStageName(stage.name, data.area.name), url: stage.url }],
    data,
    structuredData: placeStructuredData(site, {
      name: title,
      url: stage.url,
      description: stage.shortDescription,
      images: stage.images.map((i) => i.src),
      ref: { ...data.area, latitude: stage.latitude, longitude: stage.longitude },
      residenceType: stage.residenceType,
      price: data.stage.price,
      offerCount: data.stage.availableCount,
    }),
  };
}

function objectPage(
  site: SiteSettings,
  home: ObjectRow,
  data: ObjectPageData,
  root: Breadcrumb[],
  crumbs: Breadcrumb[],
): DynamicPage {
  const t = translatorFor(site.language);
  // One name for a home everywhere ("Bostad 1102"); its title adds the street address.
  const title = homeTitle(t, home.number, home.streetAddress);
  // The offer's price: the purchase price the search uses, or a rented home's monthly rent.
  const offerPrice = listPrice(data.home, site) ?? data.home.price;
  const facts = [
    formatRooms(home.rooms, site.language),
    formatArea(home.livingArea, site.language),
    showsPrice(home.status) ? homePriceText(data.home, site, t) : t(`enums.objectStatus.${home.status}`),
  ].join(", ");
  return {
    id: `object-${home.id}`,
    template: "object",
    title,
    summary: home.description,
    image: home.images[0]?.src ?? data.stage.images[0]?.src ?? null,
    seoTitle: t("residence.seo.objectTitle", {
      title,
      facts,
      area: data.area.name,
      municipality: data.area.municipality,
      siteName: site.siteName,
    }),
    seoDescription: t("residence.seo.objectDescription", {
      title,
      facts,
      stage: data.stage.name,
      area: data.area.name,
      municipality: data.area.municipality,
    }),
    breadcrumbs: [
      ...root,
      ...crumbs,
      { name: shortStageName(data.stage.name, data.area.name), url: data.stage.url },
      { name: title, url: home.url },
    ],
    data,
    structuredData: [homeStructuredData(site, home, data, title, offerPrice)],
  };
}

/** "Kvarnholmen Strand, etapp 2" below the crumb "Kvarnholmen Strand" reads "etapp 2". */
export function shortStageName(stageName: string, areaName: string): string {
  const prefix = `${areaName}, `;
  return stageName.startsWith(prefix) && stageName.length > prefix.length ? stageName.slice(prefix.length) : stageName;
}

const COUNTRY: Record<SiteSettings["currency"], string> = { SEK: "SE", NOK: "NO", EUR: "FI" };

function address(site: SiteSettings, ref: AreaRef, streetAddress?: string | null) {
  return {
    "@type": "PostalAddress",
    ...(streetAddress ? { streetAddress } : {}),
    addressLocality: ref.municipality,
    addressRegion: ref.county,
    addressCountry: COUNTRY[site.currency],
  };
}

function geo(latitude: number, longitude: number) {
  return { "@type": "GeoCoordinates", latitude, longitude };
}

/** schema.org availability of a home's status. */
function availability(status: string): string {
  switch (status) {
    case "forSale":
      return "https://schema.org/InStock";
    case "reserved":
      return "https://schema.org/LimitedAvailability";
    case "preselling":
      return "https://schema.org/PreOrder";
    case "booked":
    case "sold":
      return "https://schema.org/SoldOut";
    default:
      return "https://schema.org/OutOfStock";
  }
}

function homeStructuredData(
  site: SiteSettings,
  home: ObjectRow,
  data: ObjectPageData,
  title: string,
  price: number,
): Record<string, unknown> {
  const apartment = home.residenceType === "apartment";
  return {
    "@context": "https://schema.org",
    "@type": "Offer",
    url: home.url,
    name: title,
    price,
    priceCurrency: site.currency,
    availability: availability(home.status),
    itemOffered: {
      "@type": apartment ? "Apartment" : "SingleFamilyResidence",
      name: title,
      url: home.url,
      description: home.description,
      address: address(site, data.area, home.streetAddress),
      geo: geo(home.latitude, home.longitude),
      floorSize: { "@type": "QuantitativeValue", value: home.livingArea, unitCode: "MTK" },
      numberOfRooms: home.rooms,
      ...(home.images.length > 0 ? { image: home.images.map((i) => structuredImage(i.src)) } : {}),
      containedInPlace: { "@type": "Residence", name: data.stage.name, url: data.stage.url },
    },
  };
}

/** An area or stage: the place, and the aggregate offer of its available homes when it has any. */
function placeStructuredData(
  site: SiteSettings,
  place: {
    name: string;
    url: string;
    description: string;
    images: string[];
    ref: AreaRef;
    residenceType: string | undefined;
    price: Range | null;
    offerCount: number;
  },
): Record<string, unknown>[] {
  const id = `${place.url}#place`;
  const result: Record<string, unknown>[] = [
    {
      "@context": "https://schema.org",
      "@type": place.residenceType === "apartment" ? "ApartmentComplex" : "Place",
      "@id": id,
      name: place.name,
      url: place.url,
      description: place.description,
      address: address(site, place.ref),
      geo: geo(place.ref.latitude, place.ref.longitude),
      ...(place.images.length > 0 ? { image: place.images.map(structuredImage) } : {}),
    },
  ];
  if (place.price && place.offerCount > 0) {
    result.push({
      "@context": "https://schema.org",
      "@type": "AggregateOffer",
      url: place.url,
      lowPrice: place.price.min,
      highPrice: place.price.max,
      priceCurrency: site.currency,
      offerCount: place.offerCount,
      availability: "https://schema.org/InStock",
      itemOffered: { "@id": id },
    });
  }
  return result;
}
