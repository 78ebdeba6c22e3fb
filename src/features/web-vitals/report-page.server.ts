import { escapeHtml } from "~/features/mail/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import { isSiteCode, SITES, type SiteSettings } from "~/sites/sites";
import type { WebVitalsReport, WebVitalsReportRow } from "./schema";

/** The p75 as people read it: CLS with three decimals, times in whole milliseconds. */
function formatP75(row: WebVitalsReportRow, locale: string): string {
  const digits = row.name === "CLS" ? 3 : 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    row.p75,
  );
}

function siteLabel(site: string): string {
  return isSiteCode(site) ? `${SITES[site].siteName} (${site})` : site;
}

/**
 * The report as a plain page in the language of the host's site: a table of the p75 of each
 * site, template and metric. Every value is escaped (templates and sites come from stored rows).
 */
export function reportPage(report: WebVitalsReport, site: SiteSettings): string {
  const t = translatorFor(site.language);
  const number = new Intl.NumberFormat(site.locale);
  const day = (iso: string) => iso.slice(0, 16).replace("T", " ");
  const columns = ["site", "template", "metric", "p75", "count", "rating"] as const;
  const head = columns.map((column) => `<th scope="col">${escapeHtml(t(`webVitals.columns.${column}`))}</th>`).join("");
  const body = report.rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(siteLabel(row.site))}</td><td>${escapeHtml(row.template)}</td><td>${escapeHtml(row.name)}</td>` +
        `<td class="n">${escapeHtml(formatP75(row, site.locale))}</td><td class="n">${escapeHtml(number.format(row.count))}</td>` +
        `<td class="${escapeHtml(row.rating)}">${escapeHtml(t(`webVitals.ratings.${row.rating}`))}</td></tr>`,
    )
    .join("\n");
  const title = t("webVitals.title");
  const table =
    report.rows.length === 0
      ? `<p>${escapeHtml(t("webVitals.empty"))}</p>`
      : `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
  return `<!doctype html><html lang="${escapeHtml(site.locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ccc}.n{text-align:right;font-variant-numeric:tabular-nums}.good{color:#0a6b2d}.needs-improvement{color:#8a5a00}.poor{color:#b00020}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t("webVitals.intro", { from: day(report.from), to: day(report.to) }))}</p>
${table}
<p>${escapeHtml(t("webVitals.units"))}</p></main></body></html>`;
}
