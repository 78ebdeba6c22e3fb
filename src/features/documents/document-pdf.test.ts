import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { SITES } from "~/sites/sites";
import { documentPdf, type PurchaseFacts, wrapText } from "./document-pdf.server";
import { DOCUMENT_KINDS } from "./schema";

const FACTS: PurchaseFacts = {
  home: "Ekbackevägen 4, lgh 1102",
  stageName: "Kvarteret Linden (etapp 2)",
  price: 4_250_000,
  buyers: [
    { name: "Erik Johansson", identityNumber: "199001012385" },
    { name: "Sara Ek", identityNumber: "199508152387" },
  ],
  contractDate: null,
  entryDate: "2027-06-01",
};

describe("the purchase documents' PDFs (pdf-lib)", () => {
  it.each(DOCUMENT_KINDS)("%s: a PDF with the purchase's facts in Swedish", async (kind) => {
    const pdf = await documentPdf(SITES.sv, kind, "sign", FACTS, new Date("2026-11-25T12:00:00Z"));
    expect(pdf.fileName).toMatch(/^[a-z]+\.pdf$/);
    expect(Buffer.from(pdf.bytes).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // A reader opens it: pdf-lib parses what it wrote, with its title.
    const parsed = await PDFDocument.load(pdf.bytes);
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(parsed.getTitle()).toBe(pdf.lines[0]);
    const text = pdf.lines.join("\n");
    for (const fact of ["Ekbackevägen 4, lgh 1102", "Erik Johansson", "Sara Ek", "2027-06-01", "Tillträdesdag"]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain("4 250 000 kr");
  });

  it("is written in the site's language", async () => {
    const pdf = await documentPdf(SITES.fi, "purchaseContract", "sign", FACTS, new Date());
    expect(pdf.fileName).toBe("kauppakirja.pdf");
    const text = pdf.lines.join("\n");
    expect(text).toContain("Kauppakirja");
    expect(text).toContain("01.06.2027");
    expect(text).toContain("4 250 000 €");
  });

  it("streams the same bytes it made", async () => {
    const pdf = await documentPdf(SITES.no, "handoverProtocol", "approve", FACTS, new Date());
    const chunks: Buffer[] = [];
    for await (const chunk of pdf.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(Buffer.from(pdf.bytes))).toBe(true);
  });

  it("wraps long lines at word boundaries within the width", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText(font, 10, "ett två tre fyra fem sex sju åtta", 60);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
    expect(lines.join(" ")).toBe("ett två tre fyra fem sex sju åtta");
  });
});
