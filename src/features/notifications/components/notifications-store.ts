import type { Notification, NotificationType } from "../schema";

/**
 * The header's notifications (spec 000 section 7: "a list that is stored for the menu"): one
 * small store per document, read by the bell and its foldout. Failures are ignored (spec 000
 * section 8): the bell keeps what it showed, and shows nothing rather than an error. No
 * TanStack Query: two calls, no cache to share (decision 009).
 */
export type BellNotification = Notification;

export interface NotificationsState {
  /** False until the first answer; the bell shows no count before it. */
  known: boolean;
  items: readonly BellNotification[];
}

/** The types the bell knows (a literal list: the schema module's would bring zod into the bell's chunk). */
const TYPES = new Set<string>(["VipPayment", "DocumentSigning", "Case"] satisfies NotificationType[]);
const EMPTY: NotificationsState = { known: false, items: [] };

let state: NotificationsState = EMPTY;
const listeners = new Set<() => void>();
/** Only the newest request's answer counts (a reload after a pause may overtake an older one). */
let latest = 0;
let inFlight: { siteCode: string; promise: Promise<void> } | null = null;

function set(next: NotificationsState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeNotifications(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notificationsState(): NotificationsState {
  return state;
}

export function serverNotificationsState(): NotificationsState {
  return EMPTY;
}

function isNotification(value: unknown): value is BellNotification {
  if (typeof value !== "object" || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    typeof n.notificationType === "string" &&
    TYPES.has(n.notificationType) &&
    typeof n.name === "string" &&
    typeof n.id === "string" &&
    typeof n.createdOn === "string" &&
    typeof n.subjectId === "string"
  );
}

/** The answer's notifications of the types the bell knows, or undefined for an answer that is not a list. */
function notificationsOf(body: unknown): BellNotification[] | undefined {
  return Array.isArray(body) ? body.filter(isNotification) : undefined;
}

const request = { credentials: "same-origin", headers: { accept: "application/json" } } as const;

function listUrl(siteCode: string) {
  return `/api/notifications/${encodeURIComponent(siteCode)}`;
}

/**
 * Loads the list (again). A load already under way for the site answers this call too, unless
 * `fresh` (after a pause: the list must be read after it).
 */
export function loadNotifications(
  siteCode: string,
  options: { fresh?: boolean; fetcher?: typeof fetch } = {},
): Promise<void> {
  if (inFlight && inFlight.siteCode === siteCode && !options.fresh) return inFlight.promise;
  const fetcher = options.fetcher ?? fetch;
  const mine = ++latest;
  const promise = fetcher(listUrl(siteCode), request)
    .then(async (response) => (response.ok ? notificationsOf(await response.json()) : undefined))
    .catch(() => undefined)
    .then((items) => {
      if (mine === latest && items) set({ known: true, items });
    })
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
  inFlight = { siteCode, promise };
  return promise;
}

/** Pauses (dismisses) a notification: off the list at once, then the list is reloaded (spec 000 section 7). */
export async function pauseNotification(
  siteCode: string,
  id: string,
  options: { fetcher?: typeof fetch } = {},
): Promise<void> {
  const fetcher = options.fetcher ?? fetch;
  set({ ...state, items: state.items.filter((item) => item.id !== id) });
  // A failed pause is ignored like every failure here: the reload shows the list as it is.
  await fetcher(`/api/notifications/pause/${encodeURIComponent(id)}`, request).catch(() => undefined);
  await loadNotifications(siteCode, { fresh: true, fetcher });
}

/** Forgets everything (tests: each is a new document). */
export function resetNotificationsStore(): void {
  state = EMPTY;
  latest = 0;
  inFlight = null;
  listeners.clear();
}
