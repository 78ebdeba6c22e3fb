import { Readable } from "node:stream";

/**
 * A small PDF 1.4 writer for the purchases' documents: A4 pages of text in Helvetica (the standard
 * Type 1 fonts every reader has, WinAnsi-encoded, which covers å, ä, ö, æ, ø and the euro sign).
 * pdf-lib, the library named for this, is not a dependency of the project (nothing may be
 * installed here); this writer covers what our documents need — headings, paragraphs and wrapped
 * lines — and streams the file object by object.
 */

export type PdfBlock =
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "fact"; label: string; value: string }
  | { kind: "space" };

export interface PdfDocument {
  title: string;
  blocks: PdfBlock[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 10.5;
const LINE = 15;
/** Helvetica's average width in running text is a little under half its size: lines of this many characters fit the page. */
const CHARS_PER_LINE = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (BODY_SIZE * 0.47));

/** WinAnsiEncoding bytes beyond Latin-1 that our languages use; others become "?". */
const WIN_ANSI_EXTRA: Record<string, number> = { "€": 0x80, "–": 0x96, "—": 0x97, "’": 0x92, "“": 0x93, "”": 0x94 };

/** A string as a PDF literal in WinAnsi bytes, with ( ) \ escaped. */
function pdfString(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 63;
    const byte = WIN_ANSI_EXTRA[char] ?? (code === 0xa0 ? 0x20 : code < 256 && code >= 32 ? code : 63);
    const literal = String.fromCharCode(byte);
    out += literal === "(" || literal === ")" || literal === "\\" ? `\\${literal}` : literal;
  }
  return `(${out})`;
}

export function wrapLine(text: string, width = CHARS_PER_LINE): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}

/** Lays the blocks out as text operators, page by page. */
function layout(blocks: PdfBlock[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  const emit = (font: "F1" | "F2", size: number, x: number, text: string, advance: number) => {
    if (y - advance < MARGIN) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= advance;
    pages[pages.length - 1]?.push(`BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(text)} Tj ET`);
  };
  for (const block of blocks) {
    switch (block.kind) {
      case "title":
        for (const line of wrapLine(block.text, 45)) emit("F2", 20, MARGIN, line, 28);
        y -= 8;
        break;
      case "heading":
        y -= 6;
        for (const line of wrapLine(block.text, 70)) emit("F2", 13, MARGIN, line, 19);
        break;
      case "paragraph":
        for (const line of wrapLine(block.text)) emit("F1", BODY_SIZE, MARGIN, line, LINE);
        y -= 4;
        break;
      case "fact": {
        const lines = wrapLine(block.value, CHARS_PER_LINE - 30);
        emit("F2", BODY_SIZE, MARGIN, block.label, LINE);
        y += LINE;
        for (const line of lines) emit("F1", BODY_SIZE, MARGIN + 170, line, LINE);
        break;
      }
      case "space":
        y -= LINE;
        break;
    }
  }
  return pages.map((operators) => operators.join("\n"));
}

/**
 * The document as a stream of PDF bytes: each object is produced when the reader asks for it, and
 * the cross-reference table from the offsets counted on the way.
 */
export function pdfStream(document: PdfDocument): Readable {
  function* chunks(): Generator<Buffer> {
    const pages = layout(document.blocks);
    const offsets: number[] = [];
    let position = 0;
    const out = (text: string) => {
      const buffer = Buffer.from(text, "latin1");
      position += buffer.length;
      return buffer;
    };
    const object = (id: number, body: string) => {
      offsets[id] = position;
      return out(`${id} 0 obj\n${body}\nendobj\n`);
    };
    // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content per page.
    const pageIds = pages.map((_, index) => 6 + index * 2);
    yield out("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
    yield object(1, "<< /Type /Catalog /Pages 2 0 R >>");
    yield object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`);
    yield object(3, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
    yield object(4, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
    yield object(5, `<< /Title ${pdfString(document.title)} /Producer (Nordhem) >>`);
    for (const [index, content] of pages.entries()) {
      const pageId = pageIds[index] as number;
      yield object(
        pageId,
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
      );
      const bytes = Buffer.from(content, "latin1");
      yield object(pageId + 1, `<< /Length ${bytes.length} >>\nstream\n${content}\nendstream`);
    }
    const xrefAt = position;
    const count = 6 + pages.length * 2;
    let xref = `xref\n0 ${count}\n0000000000 65535 f \n`;
    for (let id = 1; id < count; id++) xref += `${String(offsets[id] ?? 0).padStart(10, "0")} 00000 n \n`;
    yield out(`${xref}trailer\n<< /Size ${count} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  }
  return Readable.from(chunks(), { objectMode: false });
}
