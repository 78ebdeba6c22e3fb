import type { Mailer } from "~/features/mail/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import type { SiteSettings } from "~/sites/sites";

/**
 * The reporter's confirmation of a new case (texts in the caseMail namespace): the ticket number,
 * where to follow it when they may see it, and, when asked (sendCopy), a copy of the report.
 */
export interface CaseCreatedMail {
  site: SiteSettings;
  to: string;
  ticketNumber: number;
  firstName: string;
  /** A copy of the report: its description and the names of its files. */
  copy: boolean;
  description: string;
  fileNames: string[];
  canSeeCase: boolean;
}

export async function sendCaseCreatedMail(mailer: Mailer, mail: CaseCreatedMail): Promise<void> {
  const t = translatorFor(mail.site.language);
  const lines = [
    t("caseMail.created.greeting", { firstName: mail.firstName }),
    "",
    t("caseMail.created.received", { ticketNumber: mail.ticketNumber }),
    mail.canSeeCase ? t("caseMail.created.follow") : t("caseMail.created.contact"),
  ];
  if (mail.copy) {
    lines.push("", t("caseMail.created.copyHeading"), "", mail.description);
    if (mail.fileNames.length > 0) lines.push("", t("caseMail.created.files", { files: mail.fileNames.join(", ") }));
  }
  lines.push("", t("caseMail.created.signature"));
  await mailer.send({
    site: mail.site.site,
    to: mail.to,
    subject: t("caseMail.created.subject", { ticketNumber: mail.ticketNumber }),
    text: lines.join("\n"),
  });
}
