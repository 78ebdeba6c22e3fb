import { z } from "zod";
import { type IdentityCountry, parseIdentityNumber } from "./identity-number";
import { VALIDATION_MESSAGES as M, requiredText } from "./validation";

/**
 * A national identity number of the site's country, checked for format and check digit
 * (field error kinds "personal number format" and "check"); the value becomes its canonical form.
 * A module of its own, not in ./validation.ts: the parser and its check tables then travel only
 * with the forms that take an identity number (the buy flow's co-buyers), not in the validation
 * chunk every account form loads (decision 026).
 */
export function personalNumberField(country: IdentityCountry, today: () => Date = () => new Date()) {
  return requiredText().transform((value, context) => {
    const parsed = parseIdentityNumber(country, value, today());
    if (!parsed.ok) {
      context.addIssue({ code: "custom", message: parsed.problem === "check" ? M.pnrCheck : M.pnrFormat });
      return z.NEVER;
    }
    return parsed.normalized;
  });
}
