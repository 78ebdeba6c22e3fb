import { showToast } from "~/ui/toast/show-toast";
import { FAVOURITES_LIMIT, FAVOURITES_URL, type FavouriteKey, type FavouriteKind, favouriteKeyOf } from "./kinds";

/**
 * The visitor's favourites in this document, for the hearts and the header's list (one store for
 * both, so a heart and the list agree). A customer's live in the account (the favourite calls);
 * an anonymous visitor's in this browser's localStorage until a login, when the first page with a
 * session merges them into the account and clears them here. Changes are optimistic: shown at
 * once, rolled back with a toast when the server refuses.
 */

/** What a heart knows of its item, and what the list shows (a customer's come from the server with more). */
export interface FavouriteItem extends FavouriteKey {
  name: string;
  objectNumber: string | null;
  streetAddress: string | null;
  url: string;
  image: { src: string; alt: string } | null;
  price: number | null;
}

export interface FavouritesState {
  /** False until the list is known (a customer's comes from the server). */
  ready: boolean;
  loggedIn: boolean;
  items: FavouriteItem[];
}

export const STORAGE_KEY = "nordhem.favourites";

let state: FavouritesState = { ready: false, loggedIn: false, items: [] };
let started = false;
const listeners = new Set<() => void>();

function set(next: FavouritesState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function favouritesState(): FavouritesState {
  return state;
}

const KINDS: readonly string[] = ["area", "stage", "object"];

function isItem(value: unknown): value is FavouriteItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.kind === "string" &&
    KINDS.includes(item.kind) &&
    typeof item.id === "number" &&
    Number.isInteger(item.id) &&
    typeof item.name === "string" &&
    typeof item.url === "string"
  );
}

function normalised(item: FavouriteItem): FavouriteItem {
  return {
    kind: item.kind as FavouriteKind,
    id: item.id,
    name: item.name,
    objectNumber: typeof item.objectNumber === "string" ? item.objectNumber : null,
    streetAddress: typeof item.streetAddress === "string" ? item.streetAddress : null,
    url: item.url,
    image: item.image && typeof item.image.src === "string" ? item.image : null,
    price: typeof item.price === "number" ? item.price : null,
  };
}

/** The anonymous visitor's list in this browser (a damaged one is no list). */
export function readLocalFavourites(): FavouriteItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isItem).map(normalised).slice(0, FAVOURITES_LIMIT) : [];
  } catch {
    return [];
  }
}

function writeLocalFavourites(items: FavouriteItem[]): boolean {
  try {
    if (items.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

async function call(method: "GET" | "PUT" | "DELETE" | "POST", url: string, body?: unknown) {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => null)) as unknown;
  return { ok: response.ok, status: response.status, body: parsed };
}

function itemsOf(body: unknown): FavouriteItem[] | null {
  const list = (body as { favourites?: unknown } | null)?.favourites;
  return Array.isArray(list) ? list.filter(isItem).map(normalised) : null;
}

function messageOf(body: unknown): string | null {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === "string" ? message : null;
}

/**
 * Loads the list once per document. A customer with a list kept in this browser (favoured before
 * logging in) merges it into the account first, then the browser forgets it. A failed load
 * shows no list and keeps the browser's list for the next page.
 */
export function startFavourites(loggedIn: boolean, fetcher: typeof call = call): void {
  if (started) return;
  started = true;
  if (!loggedIn) {
    set({ ready: true, loggedIn: false, items: readLocalFavourites() });
    return;
  }
  set({ ...state, loggedIn: true });
  const local = readLocalFavourites();
  const request =
    local.length > 0
      ? fetcher("POST", `${FAVOURITES_URL}/merge`, { favourites: local.map(({ kind, id }) => ({ kind, id })) })
      : fetcher("GET", FAVOURITES_URL);
  request
    .then((answer) => {
      const items = answer.ok ? itemsOf(answer.body) : null;
      if (!items) return set({ ready: true, loggedIn: true, items: [] });
      if (local.length > 0) writeLocalFavourites([]);
      set({ ready: true, loggedIn: true, items });
    })
    .catch(() => set({ ready: true, loggedIn: true, items: [] }));
}

/** The translated toasts of a failed change (the widgets have the catalog). */
export interface ToggleMessages {
  saveFailed: string;
  removeFailed: string;
  /** The browser's list is full (a customer's limit is the server's message). */
  limit: string;
}

export function isFavourite(items: readonly FavouriteItem[], key: FavouriteKey): boolean {
  return items.some((item) => item.kind === key.kind && item.id === key.id);
}

/**
 * Adds or removes the item: shown at once; a refusal (the server's, or a full browser list) puts
 * the list back as it was and says why in a toast.
 */
export async function toggleFavourite(
  item: FavouriteItem,
  messages: ToggleMessages,
  fetcher: typeof call = call,
): Promise<void> {
  const before = state;
  const adding = !isFavourite(before.items, item);
  const key = favouriteKeyOf(item);
  const items = adding
    ? [normalised(item), ...before.items]
    : before.items.filter((existing) => favouriteKeyOf(existing) !== key);
  const failed = (message: string | null) => {
    // Roll back this item only: other changes made meanwhile stay.
    const current = state.items.filter((existing) => favouriteKeyOf(existing) !== key);
    const original = before.items.find((existing) => favouriteKeyOf(existing) === key);
    set({ ...state, items: original ? [original, ...current] : current });
    showToast({ tone: "error", message: message ?? (adding ? messages.saveFailed : messages.removeFailed) });
  };
  if (adding && items.length > FAVOURITES_LIMIT && !before.loggedIn) {
    showToast({ tone: "error", message: messages.limit });
    return;
  }
  set({ ...before, items });
  if (!before.loggedIn) {
    if (!writeLocalFavourites(items)) failed(null);
    return;
  }
  try {
    const answer = await fetcher(adding ? "PUT" : "DELETE", `${FAVOURITES_URL}/${item.kind}/${item.id}`);
    // Removing what the server no longer has is what was asked.
    if (!answer.ok && !(answer.status === 404 && !adding)) failed(messageOf(answer.body));
  } catch {
    failed(null);
  }
}

/** Forgets what was learnt (tests: each is a new document). */
export function resetFavouritesStore(): void {
  state = { ready: false, loggedIn: false, items: [] };
  started = false;
  listeners.clear();
}
