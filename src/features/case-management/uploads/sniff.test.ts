import { describe, expect, it } from "vitest";
import { DocxScanner, isAcceptableFileName, sniffFileType, typeOfExtension } from "./sniff";
import { docxDocument, isoMedia, pdfDocument, zipWith } from "./test-uploads";

describe("sniffing a case file's type by its first bytes", () => {
  it("knows the six types at byte 0 and nothing else", () => {
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe("jpeg");
    expect(sniffFileType(pdfDocument().subarray(0, 16))).toBe("pdf");
    expect(sniffFileType(isoMedia("mp42").subarray(0, 16))).toBe("mp4");
    expect(sniffFileType(isoMedia("qt  ").subarray(0, 16))).toBe("quicktime");
    expect(sniffFileType(docxDocument().subarray(0, 16))).toBe("zip");
    expect(sniffFileType(Buffer.from(" %PDF-1.4 leading space"))).toBeUndefined();
    expect(sniffFileType(Buffer.from("GIF89a..........."))).toBeUndefined();
    expect(sniffFileType(Buffer.alloc(16))).toBeUndefined();
  });

  it("takes the type an extension claims, in any case", () => {
    expect(typeOfExtension("BILD.JPEG")).toBe("jpeg");
    expect(typeOfExtension("film.MOV")).toBe("quicktime");
    expect(typeOfExtension(".jpg")).toBeUndefined();
    expect(typeOfExtension("bild.jpg.exe")).toBeUndefined();
  });

  it("file names: no path parts, controls or format characters; at most 255", () => {
    expect(isAcceptableFileName("kran i köket (1).jpg")).toBe(true);
    for (const bad of [
      "",
      " ",
      "a/b.jpg",
      "a\\b.jpg",
      "..",
      "..jpg",
      "a\u0000.jpg",
      "a\u202e.jpg",
      "C:a.jpg",
      `${"x".repeat(252)}.jpg`,
    ]) {
      expect(isAcceptableFileName(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("the docx scanner", () => {
  it("finds both entries whatever the chunks, also across chunk boundaries", () => {
    const docx = Buffer.concat([docxDocument(), Buffer.alloc(0)]);
    for (let size = 1; size <= docx.length; size++) {
      const scanner = new DocxScanner();
      for (let at = 0; at < docx.length; at += size) scanner.push(docx.subarray(at, at + size));
      expect(scanner.isDocx(), `chunks of ${size}`).toBe(true);
    }
  });

  it("refuses zips without both entries", () => {
    for (const names of [["a.txt"], ["[Content_Types].xml", "xl/workbook.xml"], ["word/document.xml"]]) {
      const scanner = new DocxScanner();
      scanner.push(zipWith(names));
      expect(scanner.isDocx()).toBe(false);
    }
  });
});
