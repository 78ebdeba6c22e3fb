import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { SITES } from "~/sites/sites";
import { documentPdf, type PurchaseFacts } from "./document-pdf.server";
import { DOCUMENT_KINDS } from "./schema";
import { wrapLine } from "./simple-pdf.server";

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

/** The PDF's bytes as latin1 text (its strings are WinAnsi). */
async function pdfText(...args: Parameters<typeof documentPdf>) {
  const pdf = documentPdf(...args);
  return { fileName: pdf.fileName, body: await text(pdf.stream.setEncoding("latin1")) };
}

describe("the purchase documents' PDFs", () => {
  it.each(DOCUMENT_KINDS)("%s: a PDF with the purchase's facts in Swedish", async (kind) => {
    const { fileName, body } = await pdfText(SITES.sv, kind, "sign", FACTS, new Date("2026-11-25T12:00:00Z"));
    expect(fileName).toMatch(/^[a-z]+\.pdf$/);
    expect(body.startsWith("%PDF-1.4")).toBe(true);
    expect(body.trimEnd().endsWith("%%EOF")).toBe(true);
    for (const fact of ["Ekbackevägen 4, lgh 1102", "Erik Johansson", "Sara Ek", "2027-06-01", "Tillträdesdag"]) {
      expect(body).toContain(fact);
    }
    expect(body).toContain("4 250 000 kr");
  });

  it("is written in the site's language", async () => {
    const { body, fileName } = await pdfText(SITES.fi, "purchaseContract", "sign", FACTS, new Date());
    expect(fileName).toBe("kauppakirja.pdf");
    expect(body).toContain("Kauppakirja");
    expect(body).toContain("01.06.2027");
    expect(body).toContain("4 250 000 €".replace("€", "\x80"));
  });

  it("the cross-reference table points at each object", async () => {
    const { body } = await pdfText(SITES.no, "handoverProtocol", "approve", FACTS, new Date());
    const xrefAt = Number(/startxref\n(\d+)/.exec(body)?.[1]);
    expect(body.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const offsets = [...body.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => {
      expect(body.slice(offset).startsWith(`${index + 1} 0 obj\n`), `object ${index + 1}`).toBe(true);
    });
  });

  it("wraps long lines at word boundaries", () => {
    expect(wrapLine("ett två tre fyra", 8)).toEqual(["ett två", "tre fyra"]);
  });
});
