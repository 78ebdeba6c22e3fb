import { describe, expect, it } from "vitest";
import { clearDraft, DRAFT_COOKIE, DRAFT_MINUTES, type DraftEnvironment, loadDraft, saveDraft } from "./draft";
import { emptyFaultReportForm } from "./form";

function environment() {
  const cookies = new Map<string, { value: string; maxAge: number }>();
  const items = new Map<string, string>();
  let clock = Date.parse("2026-11-26T10:00:00Z");
  let ids = 0;
  const env: DraftEnvironment = {
    readCookie: (name) => cookies.get(name)?.value ?? null,
    writeCookie: (name, value, maxAge) => {
      if (maxAge <= 0) cookies.delete(name);
      else cookies.set(name, { value, maxAge });
    },
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    newId: () => `draft-id-${++ids}`,
    now: () => clock,
  };
  return { env, cookies, items, advance: (ms: number) => (clock += ms) };
}

const FORM = { ...emptyFaultReportForm(), acceptTerms: true, email: "anna@example.se", description: "å".repeat(5000) };

describe("the draft", () => {
  it("keeps only a random id in the cookie (120 minutes) and the form in the storage", () => {
    const { env, cookies, items } = environment();
    saveDraft(env, "resident", "description", FORM);
    expect(cookies.get(DRAFT_COOKIE)).toEqual({ value: "draft-id-1", maxAge: DRAFT_MINUTES * 60 });
    expect(items.size).toBe(1);
    expect(items.get("faultReportDraft:draft-id-1")).toContain("anna@example.se");
  });

  it("is restored for the same flow, with a 5,000-character description", () => {
    const { env } = environment();
    saveDraft(env, "resident", "description", FORM);
    const draft = loadDraft(env, "resident");
    expect(draft?.form).toEqual(FORM);
    expect(draft?.step).toBe("description");
  });

  it("saving again keeps the same id", () => {
    const { env, cookies, items } = environment();
    saveDraft(env, "board", "contact", FORM);
    saveDraft(env, "board", "searchResidence", { ...FORM, phone: "0701234567" });
    expect(cookies.get(DRAFT_COOKIE)?.value).toBe("draft-id-1");
    expect(items.size).toBe(1);
    expect(loadDraft(env, "board")?.form.phone).toBe("0701234567");
  });

  it("is not restored for another case type", () => {
    const { env } = environment();
    saveDraft(env, "board", "contact", FORM);
    expect(loadDraft(env, "resident")).toBeNull();
    expect(loadDraft(env, "boardNoManagement")).toBeNull();
  });

  it("is gone after 120 minutes", () => {
    const { env, items, advance } = environment();
    saveDraft(env, "resident", "contact", FORM);
    advance(DRAFT_MINUTES * 60_000 - 1);
    expect(loadDraft(env, "resident")).not.toBeNull();
    advance(1);
    expect(loadDraft(env, "resident")).toBeNull();
    expect(items.size).toBe(0);
  });

  it("closing removes the cookie and the stored form", () => {
    const { env, cookies, items } = environment();
    saveDraft(env, "resident", "contact", FORM);
    clearDraft(env);
    expect(cookies.size).toBe(0);
    expect(items.size).toBe(0);
    expect(loadDraft(env, "resident")).toBeNull();
  });

  it("ignores a cookie that is no id, unreadable content, and fields the form does not know", () => {
    const { env, cookies, items } = environment();
    cookies.set(DRAFT_COOKIE, { value: "../x", maxAge: 60 });
    expect(loadDraft(env, "resident")).toBeNull();
    cookies.set(DRAFT_COOKIE, { value: "draft-id-9", maxAge: 60 });
    items.set("faultReportDraft:draft-id-9", "{not json");
    expect(loadDraft(env, "resident")).toBeNull();
    items.set(
      "faultReportDraft:draft-id-9",
      JSON.stringify({
        flow: "resident",
        step: "contact",
        form: { email: "a@b.se", evil: 1 },
        expiresAt: Date.now() * 2,
      }),
    );
    const draft = loadDraft(env, "resident");
    expect(draft?.form.email).toBe("a@b.se");
    expect(draft?.form).not.toHaveProperty("evil");
    expect(draft?.form.description).toBe("");
  });

  it("a refused storage leaves no cookie", () => {
    const { env, cookies } = environment();
    env.storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    saveDraft(env, "resident", "contact", FORM);
    expect(cookies.size).toBe(0);
  });
});
