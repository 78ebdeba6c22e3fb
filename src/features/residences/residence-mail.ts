import type { areas, objects, stages } from "~/db/schema";
import { isSoldObject } from "~/domain/residence-status";
import { escapeHtml, type MailMessage } from "~/features/mail/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import { formatDate, formatShowingTime, formatTime } from "~/i18n/format";
import type { SiteSettings } from "~/sites/sites";

/** The confirmation e-mails of the interest form and of a showing booking, in the site's language. */

type Area = typeof areas.$inferSelect;
type Stage = typeof stages.$inferSelect;
type Home = typeof objects.$inferSelect;

interface Subject {
  area: Area;
  stage?: Stage;
  object?: Home;
}

/** "Lägenhet 1102, Solbacken, etapp 2" / "Solbacken, etapp 2" / "Solbacken". */
export function residenceName(site: SiteSettings, { area, stage, object }: Subject): string {
  const t = translatorFor(site.language);
  if (object && stage) {
    const home = t("residence.object.title", { number: object.number });
    // Stage names carry their area's name ("Kvarnholmen Strand, etapp 2").
    return `${home}, ${stage.name}`;
  }
  if (stage) return stage.name;
  return area.name;
}

/** The page of what the message is about: the home's, else the stage's, else the area's. */
export function urlOf({ area, stage, object }: Subject): string {
  return object?.url ?? stage?.url ?? area.url;
}

/** Paragraphs as plain text and as escaped HTML (links made clickable). */
function message(site: SiteSettings, to: string, subject: string, paragraphs: string[], link: string): MailMessage {
  const text = `${paragraphs.join("\n\n")}\n`;
  const html = `<!doctype html><html lang="${escapeHtml(site.locale)}"><body>${paragraphs
    .map((p) =>
      p.includes(link)
        ? `<p>${escapeHtml(p).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`
        : `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`,
    )
    .join("")}</body></html>`;
  return { site: site.site, to, subject, text, html };
}

export function interestConfirmation(
  site: SiteSettings,
  input: Subject & { to: string; firstName: string; origin: string },
): MailMessage {
  const t = translatorFor(site.language);
  const name = residenceName(site, input);
  const link = `${input.origin}${urlOf(input)}`;
  return message(
    site,
    input.to,
    t("residence.mail.interest.subject", { name }),
    [
      t("residence.mail.greeting", { firstName: input.firstName }),
      t("residence.mail.interest.body", { name }),
      t(
        input.object && isSoldObject(input.object.status)
          ? "residence.mail.interest.nextSold"
          : "residence.mail.interest.next",
      ),
      t("residence.mail.readMore", { url: link }),
      t("residence.mail.signature", { siteName: site.siteName }),
    ],
    link,
  );
}

/** Commercial premises an interest is about (issue 19): their name and page. */
interface PremisesSubject {
  name: string;
  url: string;
}

/** The visitor's confirmation of an interest in commercial premises, like a home's. */
export function premisesInterestConfirmation(
  site: SiteSettings,
  input: { to: string; firstName: string; premises: PremisesSubject; origin: string },
): MailMessage {
  const t = translatorFor(site.language);
  const name = input.premises.name;
  const link = `${input.origin}${input.premises.url}`;
  return message(
    site,
    input.to,
    t("residence.mail.interest.subject", { name }),
    [
      t("residence.mail.greeting", { firstName: input.firstName }),
      t("residence.mail.interest.body", { name }),
      t("premises.interest.mail.next"),
      t("residence.mail.readMore", { url: link }),
      t("residence.mail.signature", { siteName: site.siteName }),
    ],
    link,
  );
}

/** The premises' contact person hears of the interest: who asked and how to reach them. */
export function premisesInterestNotice(
  site: SiteSettings,
  input: {
    to: string;
    premises: PremisesSubject;
    origin: string;
    input: { firstName: string; lastName: string; email: string; phone: string; message?: string };
  },
): MailMessage {
  const t = translatorFor(site.language);
  const link = `${input.origin}${input.premises.url}`;
  const visitor = input.input;
  return message(
    site,
    input.to,
    t("premises.interest.mail.noticeSubject", { name: input.premises.name }),
    [
      t("premises.interest.mail.noticeBody", { name: input.premises.name }),
      [`${visitor.firstName} ${visitor.lastName}`, visitor.email, visitor.phone].join("\n"),
      ...(visitor.message ? [visitor.message] : []),
      t("residence.mail.readMore", { url: link }),
    ],
    link,
  );
}

/**
 * The showing booking's only e-mail: the showing's details and the link that confirms the
 * booking (decision 013). Until the visitor confirms, the booking holds no place.
 */
export function showingConfirmation(
  site: SiteSettings,
  input: Subject & {
    to: string;
    firstName: string;
    startsAt: Date;
    endsAt: Date;
    location: string;
    /** The showing's page with the token in its fragment. */
    confirmUrl: string;
    /** When the link stops working. */
    expiresAt: Date;
  },
): MailMessage {
  const t = translatorFor(site.language);
  const name = residenceName(site, input);
  const time = formatShowingTime(input.startsAt, input.endsAt, site.language);
  const expires = `${formatDate(input.expiresAt, site.language)} ${formatTime(input.expiresAt, site.language)}`;
  return message(
    site,
    input.to,
    t("residence.mail.showing.subject", { name }),
    [
      t("residence.mail.greeting", { firstName: input.firstName }),
      t("residence.mail.showing.body", { name }),
      `${t("residence.mail.showing.time", { time })}\n${t("residence.mail.showing.location", { location: input.location })}`,
      t("residence.mail.showing.confirm", { url: input.confirmUrl }),
      t("residence.mail.showing.expires", { time: expires }),
      t("residence.mail.showing.cancel"),
      t("residence.mail.signature", { siteName: site.siteName }),
    ],
    input.confirmUrl,
  );
}
