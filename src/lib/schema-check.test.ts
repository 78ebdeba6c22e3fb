import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseWithSchema, SchemaMismatchError } from "./schema-check";

const Contact = z.object({ name: z.string(), email: z.string() });
const Page = z.object({ title: z.string(), contacts: z.array(Contact), note: z.string().optional() });

describe("parseWithSchema", () => {
  it("returns the parsed value; without strict, undeclared keys are dropped", () => {
    const value = { title: "Etapp 2", contacts: [{ name: "Anna", email: "anna@example.com", phone: "070" }] };
    expect(parseWithSchema(Page, value, { subject: "x", strict: false })).toEqual({
      title: "Etapp 2",
      contacts: [{ name: "Anna", email: "anna@example.com" }],
    });
  });

  it("with strict, names every undeclared key by its path, in arrays too", () => {
    const value = {
      title: "Etapp 2",
      extra: 1,
      contacts: [
        { name: "A", email: "a@x" },
        { name: "B", email: "b@x", phone: "070" },
      ],
    };
    expect(() => parseWithSchema(Page, value, { subject: "the data", strict: true })).toThrow(
      "the data does not match its schema: extra: not in the schema; contacts[1].phone: not in the schema",
    );
  });

  it("accepts what the schema declares, optional keys present as undefined included", () => {
    const value = { title: "Etapp 2", contacts: [], note: undefined };
    expect(parseWithSchema(Page, value, { subject: "x", strict: true })).toEqual(value);
  });

  it("names the paths at fault and zod's message, never the values (they may be personal data)", () => {
    const value = { title: 12, contacts: [{ name: "Anna Lindqvist", email: 4_600_123 }] };
    let error: unknown;
    try {
      parseWithSchema(Page, value, { subject: "x", strict: true });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SchemaMismatchError);
    const message = String(error);
    expect(message).toMatch(/title: Invalid input: expected string, received number/);
    expect(message).toMatch(/contacts\.0\.email: Invalid input: expected string, received number/);
    expect(message).not.toContain("Anna Lindqvist");
    expect(message).not.toContain("4600123");
  });
});
