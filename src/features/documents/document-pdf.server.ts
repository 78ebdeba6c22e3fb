import { Readable } from "node:stream";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { translatorFor } from "~/i18n/catalogs.server";
import { formatPrice } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import type { SiteSettings } from "~/sites/sites";
import type { DocumentAction, DocumentKind } from "./schema";

/** The facts of a purchase that its documents state. */
export interface PurchaseFacts {
  home: string;
  stageName: string;
  price: number;
  buyers: { name: string; identityNumber: string | null }[];
  contractDate: string | null;
  entryDate: string | null;
}

/** A block of a document's layout (shared with the buy flow's booking documents, issue 18). */
export type PdfBlock =
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "fact"; label: string; value: string }
  | { kind: "space" };

/** A4 in points. */
const PAGE_SIZE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BODY_SIZE = 10.5;
const LINE = 15;
const TEXT_WIDTH = PAGE_SIZE[0] - 2 * MARGIN;

/**
 * Helvetica (a standard font every reader has) is WinAnsi-encoded: it covers å, ä, ö, æ, ø and
 * the euro sign; anything else (an unusual name) becomes "?" rather than failing the document.
 */
function encodable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  return (
    [...text.normalize("NFC")]
      // Formatted numbers use no-break spaces (U+00A0, U+202F): plain spaces on paper.
      .map((char) => (/\s/.test(char) ? " " : charset.has(char.codePointAt(0) ?? 0) ? char : "?"))
      .join("")
  );
}

/** `text` broken into lines of at most `width` points at word boundaries. */
export function wrapText(font: PDFFont, size: number, text: string, width = TEXT_WIDTH): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}

/**
 * Lays the blocks out on A4 pages with pdf-lib and returns the file's bytes and the lines
 * written (what the document says, for tests and for the signing text). A document is a few
 * kilobytes, so it is built in memory and then streamed to file storage.
 */
export async function renderPdf(title: string, blocks: PdfBlock[]): Promise<{ bytes: Uint8Array; lines: string[] }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator("Nordhem");
  pdf.setProducer("pdf-lib");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const written: string[] = [];
  let page: PDFPage = pdf.addPage(PAGE_SIZE);
  let y = PAGE_SIZE[1] - MARGIN;

  function write(text: string, font: PDFFont, size: number, x = MARGIN, width = TEXT_WIDTH) {
    for (const line of wrapText(font, size, encodable(font, text), width)) {
      if (y < MARGIN + size) {
        page = pdf.addPage(PAGE_SIZE);
        y = PAGE_SIZE[1] - MARGIN;
      }
      page.drawText(line, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      written.push(line);
      y -= size + (LINE - BODY_SIZE);
    }
  }

  for (const block of blocks) {
    switch (block.kind) {
      case "title":
        write(block.text, bold, 20);
        y -= 8;
        break;
      case "heading":
        y -= 8;
        write(block.text, bold, 13);
        break;
      case "paragraph":
        write(block.text, regular, BODY_SIZE);
        break;
      case "fact": {
        // Label and value side by side; the value wraps in its own column.
        const labelWidth = 170;
        const top = y;
        write(block.label, bold, BODY_SIZE, MARGIN, labelWidth - 8);
        const afterLabel = y;
        y = top;
        write(block.value, regular, BODY_SIZE, MARGIN + labelWidth, TEXT_WIDTH - labelWidth);
        y = Math.min(y, afterLabel);
        break;
      }
      case "space":
        y -= LINE;
        break;
    }
  }
  return { bytes: await pdf.save(), lines: written };
}

/** The PDF of one of a purchase's documents, in the site's language, as a stream (and the lines it says). */
export async function documentPdf(
  site: SiteSettings,
  kind: DocumentKind,
  action: DocumentAction,
  facts: PurchaseFacts,
  issuedOn: Date,
): Promise<{ fileName: string; stream: Readable; lines: string[]; bytes: Uint8Array }> {
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
  const { bytes, lines } = await renderPdf(title, blocks);
  return {
    fileName: `${t(`documents.fileName.${kind}`)}.pdf`,
    stream: Readable.from([Buffer.from(bytes)]),
    lines,
    bytes,
  };
}
