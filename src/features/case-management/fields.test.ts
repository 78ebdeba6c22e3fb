import { describe, expect, it } from "vitest";
import { isMultilineText } from "~/lib/validation";
import { DESCRIPTION_MAX, descriptionField } from "./fields";

describe("the description field", () => {
  it("is multi-line text to the request guard (line breaks allowed), required, at most 5,000 characters", () => {
    const field = descriptionField();
    expect(isMultilineText(field)).toBe(true);
    expect(field.parse("Kranen droppar.\nSedan i måndags.")).toBe("Kranen droppar.\nSedan i måndags.");
    expect(field.safeParse("").error?.issues[0]?.message).toBe("validation.required");
    expect(field.safeParse("x".repeat(DESCRIPTION_MAX + 1)).error?.issues[0]?.message).toBe(
      "caseValidation.maxLength5000",
    );
    expect(field.safeParse("x".repeat(DESCRIPTION_MAX)).success).toBe(true);
  });
});
