import QRCode from "qrcode";
import { residenceSegments } from "~/domain/residence-urls";
import type { DynamicPage, DynamicPageResolver } from "~/features/content/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import type { SiteCode, SiteSettings } from "~/sites/sites";
import type { ResidenceService } from "./residences.service";
import type { QrCode, ShowingPageData } from "./showing-page-data";

/**
 * The last segment of a stage's showing pages. The spec's layout rule names them (spec 001
 * section 2: paths ending /qr/ or /visning/ have the minimal layout), so every site uses them as
 * written, like the contract's other literal values.
 */
export const SHOWING_FORM_SEGMENT = "visning";
export const SHOWING_QR_SEGMENT = "qr";

/** `<stage>/visning/` → the showing form of that stage; `<stage>/qr/` → its sign. */
export function showingPagePath(stageUrl: string, kind: "showingForm" | "showingQr"): string {
  return `${stageUrl}${kind === "showingForm" ? SHOWING_FORM_SEGMENT : SHOWING_QR_SEGMENT}/`;
}

/** The stage path and the page kind of a showing page's path, if it is one. */
export function parseShowingPath(path: string): { stagePath: string; kind: "showingForm" | "showingQr" } | undefined {
  const match = /^(.*\/)(visning|qr)\/$/.exec(path);
  if (!match?.[1]) return undefined;
  return { stagePath: match[1], kind: match[2] === SHOWING_FORM_SEGMENT ? "showingForm" : "showingQr" };
}

/**
 * A QR code as one SVG path: each run of dark modules in a row is one rectangle. Error correction
 * level M survives a sign that is dirty or partly covered (about 15 % of the code), and keeps a
 * site's address at 33 × 33 modules or less, which a phone reads from a few metres.
 */
export function qrCode(text: string): QrCode {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    let x = 0;
    while (x < modules.size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < modules.size && modules.get(y, x)) x++;
      parts.push(`M${start + quiet} ${y + quiet}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size: modules.size + 2 * quiet, path: parts.join("") };
}

/**
 * The showing pages of every stage, as dynamic pages of the content service: `<stage>/visning/`
 * books a place at one of the stage's showings with the existing booking (decision 013), and
 * `<stage>/qr/` is the sign at the building site whose QR code leads there. Neither is for
 * search engines: the stage page is the page about the stage.
 */
export function showingPageResolver(deps: {
  service: ResidenceService;
  /** The sites' public origins (HOST_MAP): the QR code must lead there, whatever host asked. */
  publicOrigins: Partial<Record<SiteCode, string>>;
}): DynamicPageResolver {
  const { service } = deps;
  return async (site, path) => {
    const parsed = parseShowingPath(path);
    if (!parsed) return undefined;
    // Stages only: <base><county>/<municipality>/<area>/<stage>/.
    if (residenceSegments(site, parsed.stagePath)?.length !== 4) return undefined;
    const stage = await service.findStage(site.site, parsed.stagePath);
    if (!stage) return undefined;
    const data = await service.stagePageData(site, stage);
    if (!data) return undefined;
    const origin = deps.publicOrigins[site.site] ?? "";
    const formUrl = `${origin}${showingPagePath(stage.url, "showingForm")}`;
    return showingPage(site, parsed.kind, {
      kind: "showing",
      stage: {
        id: stage.id,
        name: stage.name,
        url: stage.url,
        projectStatus: stage.projectStatus,
        shortDescription: stage.shortDescription,
        image: stage.images[0] ?? null,
      },
      area: { name: data.area.name, municipality: data.area.municipality },
      showings: data.showings,
      contacts: data.contacts,
      formUrl,
      qr: parsed.kind === "showingQr" ? qrCode(formUrl) : null,
    });
  };
}

function showingPage(site: SiteSettings, kind: "showingForm" | "showingQr", data: ShowingPageData): DynamicPage {
  const t = translatorFor(site.language);
  const title = t(kind === "showingForm" ? "pages.showing.formTitle" : "pages.showing.qrTitle", {
    name: data.stage.name,
  });
  const path = showingPagePath(data.stage.url, kind);
  const common = {
    id: `${kind}-${data.stage.id}`,
    title,
    summary: data.stage.shortDescription,
    image: data.stage.image?.src ?? null,
    seoTitle: `${title} | ${site.siteName}`,
    noIndex: true,
    breadcrumbs: [
      { name: data.stage.name, url: data.stage.url },
      { name: title, url: path },
    ],
    data,
  };
  return kind === "showingForm" ? { ...common, template: "showingForm" } : { ...common, template: "showingQr" };
}
