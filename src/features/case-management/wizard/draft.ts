import type { StepView, WizardFlow } from "./flows";
import { emptyFaultReportForm, type FaultReportForm } from "./form";

/**
 * The wizard's draft (spec 001 section 4: "each step is saved in a draft cookie, expiry 120,
 * lax, path /"). The spec's cookie would hold the whole form, but a description of up to 5,000
 * characters does not fit in a cookie (4 KB), so the cookie holds a random id only and the form
 * (never the files) is kept in the browser's localStorage under that id (decision 040). The
 * expiry's unit is not shown: we read it as 120 minutes, on the cookie and on the stored entry.
 * A draft is restored only for the same flow (the case type); closing the wizard removes both.
 */

export const DRAFT_COOKIE = "caseDraft";
export const DRAFT_MINUTES = 120;
const STORAGE_PREFIX = "faultReportDraft:";
const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export interface StoredDraft {
  flow: WizardFlow;
  /** The step the reporter was on, to resume there. */
  step: StepView;
  form: FaultReportForm;
  /** Epoch milliseconds after which the draft is gone, as the cookie. */
  expiresAt: number;
}

/** Where a draft lives: the cookie and the storage (the browser's, or test doubles). */
export interface DraftEnvironment {
  readCookie(name: string): string | null;
  writeCookie(name: string, value: string, maxAgeSeconds: number): void;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  newId(): string;
  now(): number;
}

function draftId(env: DraftEnvironment): string | null {
  const id = env.readCookie(DRAFT_COOKIE);
  return id && ID_PATTERN.test(id) ? id : null;
}

/** Saves the form after a step (the cookie's expiry starts again at each save). */
export function saveDraft(env: DraftEnvironment, flow: WizardFlow, step: StepView, form: FaultReportForm): void {
  const id = draftId(env) ?? env.newId();
  const draft: StoredDraft = { flow, step, form, expiresAt: env.now() + DRAFT_MINUTES * 60_000 };
  try {
    env.storage.setItem(STORAGE_PREFIX + id, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the wizard works without its draft.
    return;
  }
  env.writeCookie(DRAFT_COOKIE, id, DRAFT_MINUTES * 60);
}

/** The saved draft of this flow, or null (none, expired, another flow, or unreadable). */
export function loadDraft(env: DraftEnvironment, flow: WizardFlow): StoredDraft | null {
  const id = draftId(env);
  if (!id) return null;
  let draft: StoredDraft;
  try {
    const raw = env.storage.getItem(STORAGE_PREFIX + id);
    if (!raw) return null;
    draft = JSON.parse(raw) as StoredDraft;
  } catch {
    return null;
  }
  if (typeof draft !== "object" || draft === null || typeof draft.form !== "object" || draft.form === null) return null;
  if (!(draft.expiresAt > env.now())) {
    env.storage.removeItem(STORAGE_PREFIX + id);
    return null;
  }
  if (draft.flow !== flow) return null;
  // Only the fields the form knows, over the empty form (a draft of an older version may lack some).
  const empty = emptyFaultReportForm();
  const form = { ...empty } as Record<string, unknown>;
  for (const key of Object.keys(empty)) {
    const value = (draft.form as unknown as Record<string, unknown>)[key];
    if (value !== undefined) form[key] = value;
  }
  return { ...draft, form: form as unknown as FaultReportForm };
}

/** Closing the wizard (or sending the report) removes the draft: the cookie and the stored form. */
export function clearDraft(env: DraftEnvironment): void {
  const id = draftId(env);
  if (id) env.storage.removeItem(STORAGE_PREFIX + id);
  env.writeCookie(DRAFT_COOKIE, "", 0);
}

/** The browser's cookie and localStorage. */
export function browserDraftEnvironment(): DraftEnvironment {
  return {
    readCookie(name) {
      for (const part of document.cookie.split(";")) {
        const [key, ...rest] = part.trim().split("=");
        if (key === name) return decodeURIComponent(rest.join("="));
      }
      return null;
    },
    writeCookie(name, value, maxAgeSeconds) {
      const secure = window.location.protocol === "https:" ? "; Secure" : "";
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
      document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
    },
    storage: window.localStorage,
    newId: () => crypto.randomUUID(),
    now: () => Date.now(),
  };
}
