import { escapeHtml, type MailMessage } from "~/features/mail/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import { formatPrice } from "~/i18n/format";
import type { SiteSettings } from "~/sites/sites";

/** One home of an alert digest. */
export interface AlertHome {
  number: string;
  stageName: string;
  /** The home's page path on the site. */
  url: string;
  /** The purchase price as the search shows it (null for a rented home). */
  price: number | null;
  rent: number | null;
  /** Why it is in the digest: the strongest of its changes since the last digest. */
  change: "released" | "priceLowered" | "statusChanged";
}

export interface AlertDigest {
  to: string;
  firstName: string;
  searchName: string;
  /** The saved search's path and query on the site. */
  searchUrl: string;
  homes: AlertHome[];
  /** The site's public origin (configured; never a request's Host). */
  origin: string;
  /** The one-click unsubscribe address (absolute). */
  unsubscribeUrl: string;
}

/** The digest of one saved search, in the site's language: each home with its link, the search, the unsubscribe link. */
export function alertDigestMail(site: SiteSettings, digest: AlertDigest): MailMessage {
  const t = translatorFor(site.language);
  const searchLink = `${digest.origin}${digest.searchUrl}`;
  const homes = digest.homes.map((home) => {
    const link = `${digest.origin}${home.url}`;
    const title = `${t("residence.object.title", { number: home.number })}, ${home.stageName}`;
    const price =
      home.price !== null
        ? formatPrice(home.price, site)
        : home.rent !== null
          ? t("savedSearches.mail.rent", { rent: formatPrice(home.rent, site) })
          : "";
    const change = t(`savedSearches.mail.change.${home.change}`);
    return { link, title, details: [change, price].filter(Boolean).join(" · ") };
  });
  const subject = t("savedSearches.mail.subject", { name: digest.searchName, count: homes.length });
  const greeting = t("savedSearches.mail.greeting", { firstName: digest.firstName });
  const intro = t("savedSearches.mail.intro", { name: digest.searchName, count: homes.length });
  const openSearch = t("savedSearches.mail.openSearch");
  const unsubscribe = t("savedSearches.mail.unsubscribe");
  const why = t("savedSearches.mail.why");
  const signature = t("residence.mail.signature", { siteName: site.siteName });
  const text = [
    greeting,
    intro,
    homes.map((home) => `${home.title}\n${home.details}\n${home.link}`).join("\n\n"),
    `${openSearch}: ${searchLink}`,
    `${why} ${unsubscribe}: ${digest.unsubscribeUrl}`,
    signature,
  ].join("\n\n");
  const a = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = `<!doctype html><html lang="${escapeHtml(site.locale)}"><body>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul>${homes.map((home) => `<li>${a(home.link, home.title)}<br>${escapeHtml(home.details)}</li>`).join("")}</ul>
<p>${a(searchLink, openSearch)}</p>
<p>${escapeHtml(why)} ${a(digest.unsubscribeUrl, unsubscribe)}</p>
<p>${escapeHtml(signature).replace(/\n/g, "<br>")}</p>
</body></html>`;
  return {
    site: site.site,
    to: digest.to,
    subject,
    text: `${text}\n`,
    html,
    // Mail clients offer their own unsubscribe button, one click without opening the link (RFC 8058).
    headers: {
      "List-Unsubscribe": `<${digest.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
