import type { Readable } from "node:stream";
import { translatorFor } from "~/i18n/catalogs.server";
import { formatPrice } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import type { SiteSettings } from "~/sites/sites";
import type { DocumentAction, DocumentKind } from "./schema";
import { type PdfBlock, pdfStream } from "./simple-pdf.server";

/** The facts of a purchase that its documents state. */
export interface PurchaseFacts {
  home: string;
  stageName: string;
  price: number;
  buyers: { name: string; identityNumber: string | null }[];
  contractDate: string | null;
  entryDate: string | null;
}

/** The PDF of one of a purchase's documents, in the site's language, as a stream. */
export function documentPdf(
  site: SiteSettings,
  kind: DocumentKind,
  action: DocumentAction,
  facts: PurchaseFacts,
  issuedOn: Date,
): { fileName: string; stream: Readable } {
  const t = translatorFor(site.language);
  const title = t(`documents.kind.${kind}`);
  const notYet = t("documents.pdf.notSet");
  const blocks: PdfBlock[] = [
    { kind: "title", text: title },
    {
      kind: "paragraph",
      text: t("documents.pdf.issuedBy", { siteName: site.siteName, date: formatDate(issuedOn, site.language) }),
    },
    { kind: "heading", text: t("documents.pdf.theHome") },
    { kind: "fact", label: t("documents.pdf.home"), value: facts.home },
    { kind: "fact", label: t("documents.pdf.project"), value: facts.stageName },
    { kind: "fact", label: t("documents.pdf.price"), value: formatPrice(facts.price, site) },
    {
      kind: "fact",
      label: t("documents.pdf.contractDate"),
      value: facts.contractDate ? formatDate(facts.contractDate, site.language) : notYet,
    },
    {
      kind: "fact",
      label: t("documents.pdf.entryDate"),
      value: facts.entryDate ? formatDate(facts.entryDate, site.language) : notYet,
    },
    { kind: "heading", text: t("documents.pdf.buyers") },
    ...facts.buyers.map(
      (buyer): PdfBlock => ({ kind: "fact", label: buyer.name, value: buyer.identityNumber ?? notYet }),
    ),
    { kind: "heading", text: t("documents.pdf.terms") },
    { kind: "paragraph", text: t(`documents.pdf.body.${kind}`) },
    { kind: "space" },
    { kind: "paragraph", text: t(action === "sign" ? "documents.pdf.signNote" : "documents.pdf.approveNote") },
  ];
  return { fileName: `${t(`documents.fileName.${kind}`)}.pdf`, stream: pdfStream({ title, blocks }) };
}
