import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CATALOGS } from "~/i18n/catalogs.server";
import { catalogKeys } from "~/i18n/translator";
import {
  addressField,
  birthDateField,
  emailField,
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  internationalPhoneField,
  messageField,
  nameField,
  parseBirthDate,
  phoneField,
  postalCodeField,
  roomsField,
  termsField,
  VALIDATION_MESSAGES,
} from "./validation";

/** The messages of a failed parse (or [] when it passes). */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("emailField", () => {
  const schema = emailField();
  it("accepts a valid address and trims it", () => {
    expect(schema.parse("  anna.svensson@example.se ")).toBe("anna.svensson@example.se");
  });
  it("requires a value, and says only that when empty", () => {
    expect(messages(schema, "")).toEqual(["validation.required"]);
    expect(messages(schema, "   ")).toEqual(["validation.required"]);
    expect(messages(schema, undefined)).toEqual(["validation.required"]);
  });
  it.each(["anna", "anna@", "anna@example", "@example.se", "anna@@example.se", "anna example@x.se"])(
    "refuses %s",
    (value) => {
      expect(messages(schema, value)).toEqual(["validation.email"]);
    },
  );
  it("refuses a non-string", () => {
    expect(messages(schema, 42)).toEqual(["validation.invalidInput"]);
  });
  it("refuses an address over 254 characters as an invalid address, not with another field's limit", () => {
    const local = "a".repeat(64);
    const longest = `${local}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.se`;
    expect(longest).toHaveLength(254);
    expect(messages(schema, longest)).toEqual([]);
    expect(messages(schema, `x${longest}`)).toEqual(["validation.email"]);
  });
});

describe("phoneField", () => {
  const schema = phoneField();
  it.each(["0701234567", "070-123 45 67", "+46 70 123 45 67", "1234567", "12345678901234567890"])("accepts %s", (v) => {
    expect(messages(schema, v)).toEqual([]);
  });
  it("requires a value", () => {
    expect(messages(schema, "")).toEqual(["validation.required"]);
  });
  it("needs 7 to 20 characters", () => {
    expect(messages(schema, "123456")).toEqual(["validation.phoneNumber"]);
    expect(messages(schema, "123456789012345678901")).toEqual(["validation.phoneNumber"]);
  });
  it.each(["070 123 45 6a", "(070) 1234567", "070.123.4567", "070/1234567"])("refuses %s", (v) => {
    expect(messages(schema, v)).toEqual(["validation.phoneNumber"]);
  });
});

describe("internationalPhoneField", () => {
  const schema = internationalPhoneField();
  it.each(["+46701234567", "+47 912 34 567", "+35840123456789"])("accepts %s", (v) => {
    expect(messages(schema, v)).toEqual([]);
  });
  it.each(["0701234567", "+0701234567", "+4612345", "+4612345678901234"])("refuses %s", (v) => {
    expect(messages(schema, v)).toContain("validation.phoneWithCountryCode");
  });
});

describe("nameField", () => {
  const schema = nameField();
  it.each(["Anna", "Anna-Karin", "Åsa Öberg", "O'Neill", "Jørgen", "Mäkinen"])("accepts %s", (v) => {
    expect(messages(schema, v)).toEqual([]);
  });
  it("requires a value", () => {
    expect(messages(schema, "")).toEqual(["validation.required"]);
  });
  it("allows 50 characters and refuses 51", () => {
    expect(messages(schema, "a".repeat(50))).toEqual([]);
    expect(messages(schema, "a".repeat(51))).toEqual(["validation.inputToLong"]);
  });
  it.each(["http://x", "www.example", "<b>", "a>b", "anna@x", "who?", "a=b"])("refuses the fragment in %s", (v) => {
    expect(messages(schema, v)).toContain("validation.invalidInput");
  });
  it("refuses digits", () => {
    expect(messages(schema, "Anna2")).toEqual(["validation.noDigits"]);
  });
});

describe("addressField", () => {
  const schema = addressField();
  it("allows digits", () => {
    expect(messages(schema, "Storgatan 12 B")).toEqual([]);
  });
  it("refuses forbidden fragments, long text and emptiness", () => {
    expect(messages(schema, "Storgatan 12 www.spam")).toEqual(["validation.invalidInput"]);
    expect(messages(schema, "Storgatan 1".padEnd(51, "x"))).toEqual(["validation.inputToLong"]);
    expect(messages(schema, "")).toEqual(["validation.required"]);
  });
});

describe("messageField", () => {
  const schema = messageField();
  it("is optional; an empty field becomes undefined", () => {
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse("")).toBeUndefined();
  });
  it("allows 500 characters and refuses 501", () => {
    expect(messages(schema, "x".repeat(500))).toEqual([]);
    expect(messages(schema, "x".repeat(501))).toContain("validation.maxLength");
  });
});

describe("postalCodeField", () => {
  const schema = postalCodeField();
  it("accepts digits and spaces, and nothing", () => {
    expect(schema.parse("114 55")).toBe("114 55");
    expect(schema.parse("")).toBeUndefined();
  });
  it("refuses other characters and more than 50", () => {
    expect(messages(schema, "SE-114")).toContain("validation.postalCode");
    expect(messages(schema, "1".repeat(51))).toContain("validation.inputToLong");
  });
});

describe("termsField", () => {
  it("must be true", () => {
    expect(messages(termsField(), true)).toEqual([]);
    expect(messages(termsField(), false)).toEqual(["validation.termsRequired"]);
    expect(messages(termsField(), undefined)).toEqual(["validation.termsRequired"]);
    expect(messages(termsField(), "true")).toEqual(["validation.termsRequired"]);
  });
});

describe("birthDateField", () => {
  const today = new Date("2025-06-01T12:00:00Z");
  const schema = birthDateField(() => today);
  it("accepts ddmmyyyy and yyyy-mm-dd, giving an ISO date", () => {
    expect(schema.parse("31121980")).toBe("1980-12-31");
    expect(schema.parse("1980-12-31")).toBe("1980-12-31");
    expect(schema.parse("29022000")).toBe("2000-02-29");
  });
  it("requires a value", () => {
    expect(messages(schema, "")).toEqual(["validation.required"]);
  });
  it.each([
    "31021980",
    "29021900",
    "32011980",
    "00011980",
    "1980-13-01",
    "1980/12/31",
    "311280",
    "01012030",
    "01011850",
  ])("refuses %s", (v) => {
    expect(messages(schema, v)).toEqual(["validation.invalidBirthDate"]);
  });
  it("parseBirthDate refuses dates after today", () => {
    expect(parseBirthDate("02062025", today)).toBeUndefined();
    expect(parseBirthDate("01062025", today)).toBe("2025-06-01");
  });
});

describe("roomsField", () => {
  const schema = roomsField();
  it("coerces form values and treats empty as none", () => {
    expect(schema.parse("3")).toBe(3);
    expect(schema.parse(4)).toBe(4);
    expect(schema.parse("")).toBeUndefined();
  });
  it.each(["0", "11", "2.5", "x"])("refuses %s", (v) => {
    expect(messages(schema, v).length).toBeGreaterThan(0);
  });
});

describe("error mapping for forms", () => {
  it("maps a 400 answer's fields to inputs, first message per field", () => {
    const body = {
      error: {
        code: "invalid_request",
        message: "x",
        fields: [
          { field: "email", message: "Ange en giltig e-postadress." },
          { field: "email", message: "second" },
          { field: "phone", message: "Fel" },
        ],
      },
    };
    expect(fieldErrorsFromApi(body)).toEqual({ email: "Ange en giltig e-postadress.", phone: "Fel" });
    expect(fieldErrorsFromApi({ nonsense: true })).toEqual({});
    expect(fieldErrorsFromApi(null)).toEqual({});
  });

  it("translates zod issues by field", () => {
    const schema = z.object({ firstName: nameField(), email: emailField() });
    const result = schema.safeParse({ firstName: "A1", email: "" });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromZod(result.error!, (key) => `t(${key})`);
    expect(errors).toEqual({ firstName: "t(validation.noDigits)", email: "t(validation.required)" });
  });
});

describe("translations", () => {
  it("every message key exists in every language", () => {
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      const keys = new Set(catalogKeys(catalog));
      for (const key of Object.values(VALIDATION_MESSAGES)) expect(keys.has(key), `${language} ${key}`).toBe(true);
    }
  });
});
