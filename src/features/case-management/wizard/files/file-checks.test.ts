import { describe, expect, it } from "vitest";
import { ATTACHMENT_ERRORS, MAX_CASE_FILE_BYTES } from "../../schema";
import { addFiles, formatFileSize, isAllowedType } from "./file-checks";

function file(name: string, type: string, size = 100): File {
  const made = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(made, "size", { value: size });
  return made;
}
const MB = 1024 * 1024;

describe("the browser's attachment checks", () => {
  it("allows the six types by extension and declared type together", () => {
    for (const [name, type] of [
      ["a.jpg", "image/jpeg"],
      ["a.JPEG", "image/jpeg"],
      ["a.png", "image/png"],
      ["a.pdf", "application/pdf"],
      ["a.mp4", "video/mp4"],
      ["a.mov", "video/quicktime"],
      ["a.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["a.jpg", ""],
    ] as const) {
      expect(isAllowedType({ name, type }), name).toBe(true);
    }
  });

  it("refuses other types, and an allowed name with another declared type", () => {
    expect(isAllowedType({ name: "a.svg", type: "image/svg+xml" })).toBe(false);
    expect(isAllowedType({ name: "a.html", type: "text/html" })).toBe(false);
    expect(isAllowedType({ name: "a.exe", type: "" })).toBe(false);
    expect(isAllowedType({ name: "a.jpg", type: "text/html" })).toBe(false);
    expect(isAllowedType({ name: "jpg", type: "image/jpeg" })).toBe(false);
  });

  it("keeps at most 5 files, less the case's existing ones", () => {
    const six = Array.from({ length: 6 }, (_, index) => file(`${index}.jpg`, "image/jpeg"));
    const result = addFiles([], six);
    expect(result.files).toHaveLength(5);
    expect(result.refused).toEqual([{ name: "5.jpg", error: ATTACHMENT_ERRORS.tooManyFiles }]);
    expect(addFiles([], six.slice(0, 3), { existingFiles: 3 }).files).toHaveLength(2);
  });

  it("refuses a file over 20 MB, an empty file, and the file that takes the total over 100 MB", () => {
    expect(addFiles([], [file("big.jpg", "image/jpeg", MAX_CASE_FILE_BYTES + 1)]).refused[0]?.error).toBe(
      ATTACHMENT_ERRORS.fileTooLarge,
    );
    expect(addFiles([], [file("exactly.jpg", "image/jpeg", MAX_CASE_FILE_BYTES)]).refused).toEqual([]);
    expect(addFiles([], [file("empty.pdf", "application/pdf", 0)]).refused[0]?.error).toBe(ATTACHMENT_ERRORS.emptyFile);
    const current = Array.from({ length: 4 }, (_, index) => file(`${index}.mp4`, "video/mp4", 20 * MB));
    const result = addFiles(current, [file("last.mp4", "video/mp4", 20 * MB + 1)]);
    expect(result.refused).toEqual([{ name: "last.mp4", error: ATTACHMENT_ERRORS.fileTooLarge }]);
    const over = addFiles(current, [file("last.mp4", "video/mp4", 20 * MB - 1), file("more.jpg", "image/jpeg", 10)]);
    expect(over.files).toHaveLength(5);
    expect(over.refused).toEqual([{ name: "more.jpg", error: ATTACHMENT_ERRORS.tooManyFiles }]);
    const total = addFiles(
      Array.from({ length: 4 }, (_, index) => file(`${index}.mp4`, "video/mp4", 20 * MB + 5 * 1024)),
      [file("last.mp4", "video/mp4", 20 * MB)],
    );
    expect(total.refused).toEqual([{ name: "last.mp4", error: ATTACHMENT_ERRORS.totalTooLarge }]);
  });

  it("formats sizes for people", () => {
    expect(formatFileSize(2048, "sv-SE")).toBe("2 kB");
    expect(formatFileSize(3.45 * MB, "sv-SE")).toBe("3,5 MB");
    expect(formatFileSize(3.45 * MB, "en-GB")).toBe("3.5 MB");
  });
});
