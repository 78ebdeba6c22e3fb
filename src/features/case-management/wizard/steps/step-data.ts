import { useEffect, useState } from "react";
import { z } from "zod";
import { RequestError, requestJson } from "~/ui/query/request-error";
import {
  type Asset,
  AssetSchema,
  type FaqArticle,
  FaqArticleSchema,
  type OpenCaseHint,
  OpenCaseHintSchema,
  type RoomOption,
  RoomOptionSchema,
  type Supplier,
  type SupplierKind,
  SupplierSchema,
} from "../../schema";
import type { FaultReportForm } from "../form";

/**
 * The catalogue calls of the wizard's second half (spec 001 section 7): one URL builder per call
 * and a small cache, so that a step the user returns to (or the FAQ step after the details step)
 * does not ask again. Answers are parsed with the contract's schemas: a shape we do not expect is
 * a failure the step shows, never a guess.
 */

const API = "/api/case_management";

/** The rooms of the report's place: a public space's areas of the property, or a dwelling's rooms (id 0: no apartment). */
export function roomsUrl(form: Pick<FaultReportForm, "type" | "selectedApartment" | "selectedBuilding">): string {
  if (form.type === "public") {
    // Without a property (an estate address without management) 0, as rooms/0 for a dwelling.
    return `${API}/building_rooms/${propertyOf(form) ?? 0}`;
  }
  return `${API}/rooms/${form.selectedApartment?.id ?? 0}`;
}

export function assetsUrl(problemArea: string): string {
  return `${API}/assets/${encodeURIComponent(problemArea)}`;
}

export function suppliersUrl(kind: SupplierKind, propertyId: number | undefined): string {
  const query = new URLSearchParams({ kind });
  if (propertyId) query.set("propertyId", String(propertyId));
  return `${API}/suppliers?${query}`;
}

export function openCasesUrl(buildingId: number, roomId: string): string {
  return `${API}/open_cases?${new URLSearchParams({ buildingId: String(buildingId), roomId })}`;
}

export const ARTICLES_URL = `${API}/customer/articles`;

/** The property the report is about: the chosen building's, else the chosen apartment's. */
export function propertyOf(form: Pick<FaultReportForm, "selectedApartment" | "selectedBuilding">): number | undefined {
  return form.selectedBuilding?.propertyId ?? form.selectedApartment?.propertyId ?? undefined;
}

const cache = new Map<string, Promise<unknown>>();

/** GETs and parses a call once; a failure is not kept, so going back and forth asks again. */
function cached<T>(key: string, load: () => Promise<unknown>, schema: z.ZodType<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load().then((body) => schema.parse(body));
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending as Promise<T>;
}

/** Forgets every answer (tests; a new report). */
export function clearStepDataCache(): void {
  cache.clear();
}

/** A list answer may come bare or under a key of its own; both are read, anything else fails. */
function listOf<T extends z.ZodType>(item: T, key: string) {
  return z.union([z.array(item), z.object({ [key]: z.array(item) }).transform((body) => body[key] as z.infer<T>[])]);
}

export function fetchRooms(url: string): Promise<RoomOption[]> {
  return cached(url, () => requestJson(url), listOf(RoomOptionSchema, "rooms"));
}

export function fetchAssets(problemArea: string): Promise<Asset[]> {
  const url = assetsUrl(problemArea);
  return cached(url, () => requestJson(url), listOf(AssetSchema, "assets"));
}

/** The supplier to call (the property's, else the site's); none (404) is an answer too, not a failure. */
export function fetchSuppliers(kind: SupplierKind, propertyId: number | undefined): Promise<Supplier | null> {
  const url = suppliersUrl(kind, propertyId);
  return cached(
    url,
    () =>
      requestJson(url).catch((error: unknown) => {
        if (error instanceof RequestError && error.status === 404) return null;
        throw error;
      }),
    SupplierSchema.nullable(),
  );
}

export function fetchArticles(ids: readonly number[]): Promise<FaqArticle[]> {
  const body = JSON.stringify({ ids: ids.map(String) });
  return cached(
    `${ARTICLES_URL} ${body}`,
    () => requestJson(ARTICLES_URL, { method: "POST", body }),
    listOf(FaqArticleSchema, "articles"),
  );
}

/** Open errands are not cached: one may have been filed a moment ago. */
export async function fetchOpenCases(buildingId: number, roomId: string): Promise<OpenCaseHint[]> {
  return listOf(OpenCaseHintSchema, "cases").parse(await requestJson(openCasesUrl(buildingId, roomId)));
}

export type Loaded<T> = { state: "loading" } | { state: "failed"; error: unknown } | { state: "ready"; data: T };

/**
 * Runs a load when its key changes (null: nothing to load) and keeps the latest answer; an
 * answer for an older key is dropped.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [result, setResult] = useState<{ key: string | null; loaded: Loaded<T> }>({
    key: null,
    loaded: { state: "loading" },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the load; a new closure with the same key is the same load
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (data) => current && setResult({ key, loaded: { state: "ready", data } }),
      (error: unknown) => current && setResult({ key, loaded: { state: "failed", error } }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return result.key === key ? result.loaded : { state: "loading" };
}

export { RequestError };
