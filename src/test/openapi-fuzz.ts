/**
 * Schema-driven fuzzing of the JSON API: every operation of the app's own OpenAPI document gets
 * generated requests, mostly nearly valid ones (a valid shape with one or two fields mutated,
 * so that validation passes further and the services and the database see the input) and
 * hostile ones (control characters, lone surrogates, long strings, injection and traversal
 * strings, edge numbers, wrong types, malformed JSON, wrong content types). The property: no
 * answer is a 5xx, and every /api answer with a body is valid JSON.
 *
 * Used by src/server/api-fuzz.api.test.ts (about 1,000 requests in CI) and bench/fuzz-api.ts
 * (10,000 and more). Runs are deterministic for a seed: each operation gets its own seed derived
 * from the run's seed and the operation, and failures are shrunk with fast-check's replay path.
 */

import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { DatabaseHandle } from "~/db/client";
import {
  areas,
  housingAssociations,
  media,
  objects,
  pages,
  showings,
  stages,
  tags,
  users,
  vipCampaignCodes,
} from "~/db/schema";
import { LOGIN_DEVICE_COOKIE, SESSION_COOKIE } from "~/features/account/session-cookies";
import { DEFAULT_HOST_MAP } from "~/sites/resolve";
import { SITES, type SiteCode } from "~/sites/sites";
import { createTestApp } from "./test-app";

// --- The OpenAPI document ---------------------------------------------------------------------

/** The part of JSON Schema (as fastify-type-provider-zod writes it for OpenAPI 3.0) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  $ref?: string;
  description?: string;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema | string;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  /** "POST /api/residence/showings/{showingId}/book" */
  id: string;
  method: string;
  /** The OpenAPI path template. */
  path: string;
  pathParams: FuzzParameter[];
  queryParams: FuzzParameter[];
  body?: JsonSchema;
  /**
   * Media types other than JSON that the operation documents for its successful answers. The
   * floor plan documents its SVG as the description of its 200 answer (zod's describe).
   */
  documentedMediaTypes: string[];
  /** Under /api: answers with a body must be JSON. */
  isApi: boolean;
}

const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);
const MEDIA_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;

/** Every operation of the document, in the document's order. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!HTTP_METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required === true || parameter.in === "path",
        // A parameter whose schema is not an object is a document the transform got wrong (a
        // record querystring comes out as parameters "type" and "additionalProperties"): fuzz it
        // as text, which is what a query string carries anyway.
        schema: typeof parameter.schema === "object" ? parameter.schema : { type: "string" },
      }));
      const documentedMediaTypes = Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith("2"))
        .flatMap(([, response]) => [
          ...Object.keys(response.content ?? {}),
          ...(response.description && MEDIA_TYPE.test(response.description) ? [response.description] : []),
        ])
        .filter((type) => !type.includes("json"));
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === "path"),
        queryParams: parameters.filter((parameter) => parameter.in === "query"),
        body: operation.requestBody?.content?.["application/json"]?.schema,
        documentedMediaTypes,
        isApi: path.startsWith("/api/"),
      });
    }
  }
  return operations;
}

// --- Hostile values ---------------------------------------------------------------------------

/** JSON text put into a body as it is: numbers JSON.stringify cannot write (1e309, -0, 30 digits). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object written with a key twice (JSON allows it; parsers keep the last). */
class DuplicateKeys {
  constructor(readonly entries: [string, unknown][]) {}
}

const INJECTION_STRINGS = [
  "' or 1=1--",
  '" or ""="',
  "'; drop table users;--",
  "1) union select null,null--",
  "\\'; select pg_sleep(0);--",
  "$1",
  "../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2f",
  "..\\..\\windows\\win.ini",
  "/../../../../",
  "%00",
  "%",
  "%zz",
  "%ud800",
  // A template-injection probe, not a template literal.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text is the point
  "${7*7}",
  "{{7*7}}",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "https://evil.example/",
  "//evil.example",
  "\r\nSet-Cookie: x=1",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "-Infinity",
  "1e309",
  "true",
  "[]",
  "{}",
  "*",
  "%_%",
  "\\",
  " ",
  "",
];

const UNICODE_STRINGS = [
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "שָׁלוֹם",
  "👨‍👩‍👧‍👦",
  "🏳️‍🌈",
  "Z̴̡̧͎a̶̢l̸g̵o̴",
  "\uFEFF",
  "\u200B\u200C\u200D",
  "İstanbul",
  "ß",
  "ﬃ",
  "ｆｕｌｌｗｉｄｔｈ",
  "\u0301",
  "𝕳𝖊𝖑𝖑𝖔",
  "日本語",
  "Åäö ÆØ",
  "\u2028\u2029",
];

const LONE_SURROGATES = ["\uD800", "\uDFFF", "a\uD83Db", "\uDE00x", "\uD800\uD800"];

/** C0 controls (with NUL), DEL and C1 controls. */
const CONTROL_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, offset) => String.fromCharCode(0x7f + offset)),
];

const controlString = fc.string({ unit: fc.constantFrom(...CONTROL_CHARACTERS), minLength: 1, maxLength: 6 });

/** 10,000 to 70,000 repetitions of one character (1-byte, 2-byte, 4-byte, NUL, quote). */
const longString = fc
  .tuple(fc.constantFrom("A", "é", "😀", "\u0000", "'", " ", "%"), fc.integer({ min: 10_000, max: 70_000 }))
  .map(([character, count]) => character.repeat(count));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTION_STRINGS) },
  { weight: 3, arbitrary: controlString },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...LONE_SURROGATES) },
  { weight: 2, arbitrary: longString },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
);

const EDGE_NUMBERS = [0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, -(2 ** 53), 1e21, 0.5, -0.5];
const RAW_NUMBERS = ["1e309", "-1e309", "1e-400", "-0", "123456789012345678901234567890", "1E+2", "0.000"];
const NUMERIC_STRINGS = ["NaN", "Infinity", "1e309", "0x1F", "1_000", " 1", "+1", "١٢٣", "２", "2147483648", "-0"];

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...EDGE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...NUMERIC_STRINGS) },
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], [[]], { "": "" }, { $gt: "" }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Nesting of 50 to 5,000 levels, as JSON text (building it as values would cost the generator the stack). */
const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.boolean(), fc.integer({ min: 50, max: 5_000 }))
  .map(([arrays, depth]) =>
    arrays
      ? new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`)
      : new RawJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  );

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: wrongType },
  { weight: 1, arbitrary: deeplyNested },
);

const hostileKey = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "extra",
  "",
  "\u0000",
  "a".repeat(1_000),
  "toString",
  "$where",
  "siteId ",
);

// --- Known values: what nearly valid requests use to reach the services --------------------------

/**
 * Values that exist in the seeded database, by field name, or by "<path template>#<name>" where
 * a name means different things in different operations (an id in a path).
 */
export type KnownValues = Record<string, readonly unknown[]>;

export interface HostProfile {
  /** e.g. "no.localhost", "localhost/en" */
  label: string;
  host: string;
  site: SiteCode;
  weight: number;
  known: KnownValues;
  /** A host the host map does not know (the app falls back to the Swedish site). */
  unknown?: boolean;
}

const DEMO_PASSWORD = "Demo1234!";
const KNOWN_LIMIT = 25;

/** Reads ids, slugs, paths and codes of each site from the seeded database (ordered, so runs repeat). */
export async function harvestKnownValues(database: DatabaseHandle): Promise<Record<SiteCode, KnownValues>> {
  const db = database.db;
  const emails = (await db.select({ email: users.email }).from(users).orderBy(asc(users.email)).limit(40)).map(
    (row) => row.email,
  );
  const mediaPaths = (
    await db.select({ path: media.path }).from(media).orderBy(asc(media.path)).limit(KNOWN_LIMIT)
  ).map((row) => row.path);
  const result = {} as Record<SiteCode, KnownValues>;
  for (const site of Object.keys(SITES) as SiteCode[]) {
    const siteAreas = await db
      .select()
      .from(areas)
      .where(eq(areas.site, site))
      .orderBy(asc(areas.id))
      .limit(KNOWN_LIMIT);
    const siteStages = await db
      .select({ id: stages.id, url: stages.url })
      .from(stages)
      .where(eq(stages.site, site))
      .orderBy(asc(stages.id))
      .limit(KNOWN_LIMIT);
    const siteObjects = await db
      .select({ id: objects.id, url: objects.url })
      .from(objects)
      .where(eq(objects.site, site))
      .orderBy(asc(objects.id))
      .limit(KNOWN_LIMIT);
    const siteShowings = await db
      .select({ id: showings.id })
      .from(showings)
      .innerJoin(stages, eq(stages.id, showings.stageId))
      .where(eq(stages.site, site))
      .orderBy(asc(showings.id))
      .limit(KNOWN_LIMIT);
    const siteTags = await db
      .select({ id: tags.id, url: tags.url })
      .from(tags)
      .where(eq(tags.site, site))
      .orderBy(asc(tags.id))
      .limit(KNOWN_LIMIT);
    const associations = await db
      .select({ id: housingAssociations.id })
      .from(housingAssociations)
      .where(eq(housingAssociations.site, site))
      .orderBy(asc(housingAssociations.id));
    const sitePages = await db
      .select({ path: pages.path })
      .from(pages)
      .where(eq(pages.site, site))
      .orderBy(asc(pages.path))
      .limit(KNOWN_LIMIT);
    const campaignCodes = await db
      .select({ code: vipCampaignCodes.code })
      .from(vipCampaignCodes)
      .where(eq(vipCampaignCodes.site, site));

    const stageIds = siteStages.map((row) => row.id);
    const areaIds = siteAreas.map((row) => row.id);
    const objectIds = siteObjects.map((row) => row.id);
    const placeNames = [...new Set(siteAreas.flatMap((row) => [row.municipality, row.name]))];
    result[site] = withoutEmpty({
      siteId: [SITES[site].siteId],
      stageId: stageIds,
      areaId: areaIds,
      objectId: objectIds,
      showingId: siteShowings.map((row) => row.id),
      stageIds: stageIds,
      tags: siteTags.map((row) => row.id),
      "/api/residence/search/by_ids/stage#ids": stageIds,
      "/api/residence/search/by_ids/area#ids": areaIds,
      "/api/residence/search/by_ids/object#ids": objectIds,
      "/api/timeseries/mostvisited/county/{id}#id": [...new Set(siteAreas.map((row) => row.countySlug))],
      "/api/account_service/login/bank_id/status/board_member/select/{id}#id": associations.map((row) => row.id),
      "/api/timeseries/lastvisited/{id}/{siteId}#id": ["5f0c8a3e-6b1d-4c2e-9a7f-3d2b1c0e9f8a"],
      file: objectIds.map((id) => `${id}.svg`),
      "*": mediaPaths,
      path: [
        ...sitePages.map((row) => row.path),
        // Without the trailing slash: the page view model answers a redirect to the slash form.
        ...sitePages.slice(0, 8).map((row) => row.path.replace(/\/$/, "")),
        ...siteAreas.slice(0, 5).map((row) => row.url),
        ...siteStages.slice(0, 5).map((row) => row.url),
        ...siteObjects.slice(0, 5).map((row) => row.url),
      ],
      url: siteTags.map((row) => row.url),
      q: placeNames,
      text: placeNames,
      email: emails,
      to: emails,
      password: [DEMO_PASSWORD],
      currentPassword: [DEMO_PASSWORD],
      campaignCode: campaignCodes.map((row) => row.code),
      // What people type into the forms, so that form bodies get past their field rules.
      firstName: ["Anna", "Åsa-Britt"],
      lastName: ["Lindqvist", "Ögren"],
      phone: ["070-123 45 67", "+46 70 123 45 67"],
      phoneNumber: ["070-123 45 67", "+47 912 34 567"],
      postalCode: ["123 45", "0150"],
      city: ["Stockholm", "Tromsø"],
      address: ["Storgatan 1"],
      returnUrl: ["/", "/mina-sidor/"],
    });
  }
  return result;
}

function withoutEmpty(values: KnownValues): KnownValues {
  return Object.fromEntries(Object.entries(values).filter(([, list]) => list.length > 0));
}

/**
 * The hosts requests go to: every site's host (and the English sub-site's values on the Swedish
 * host), plus a few a client may send that the host map does not know.
 */
export function hostProfiles(known: Record<SiteCode, KnownValues>): HostProfile[] {
  const profiles: HostProfile[] = Object.entries(DEFAULT_HOST_MAP).map(([host, site]) => ({
    label: host,
    host,
    site,
    weight: host === "127.0.0.1" ? 2 : 8,
    known: known[site],
  }));
  profiles.push(
    { label: "localhost/en", host: "localhost", site: "sv_en", weight: 6, known: known.sv_en },
    { label: "localhost:3000", host: "localhost:3000", site: "sv", weight: 2, known: known.sv },
    { label: "no.localhost:3000", host: "no.localhost:3000", site: "no", weight: 2, known: known.no },
    // Unknown hosts fall back to the first site of the map (the Swedish one).
    { label: "evil.example", host: "evil.example", site: "sv", weight: 1, known: known.sv, unknown: true },
    { label: "LOCALHOST", host: "LOCALHOST", site: "sv", weight: 1, known: known.sv, unknown: true },
    { label: "[::1]:3000", host: "[::1]:3000", site: "sv", weight: 1, known: known.sv, unknown: true },
  );
  return profiles;
}

// --- Valid values from a schema ---------------------------------------------------------------

/**
 * "fuzz": mostly nearly valid requests, and hostile ones. "valid": only requests the schemas
 * accept, on the site's own hosts; how many of those the services accept shows how deep the
 * fuzz reaches (the bench's --valid).
 */
export type RequestStyle = "fuzz" | "valid";

interface SchemaContext {
  document: OpenApiDocument;
  known: (name: string) => readonly unknown[] | undefined;
  depth: number;
  style: RequestStyle;
}

const MAX_DEPTH = 8;
const regexCache = new Map<string, RegExp | null>();

function compiledPattern(pattern: string): RegExp | null {
  if (!regexCache.has(pattern)) {
    try {
      regexCache.set(pattern, new RegExp(pattern));
    } catch {
      regexCache.set(pattern, null);
    }
  }
  return regexCache.get(pattern) ?? null;
}

function resolveSchema(schema: JsonSchema | undefined, document: OpenApiDocument): JsonSchema | undefined {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < 10; hops++) {
    const name = current.$ref.split("/").pop() ?? "";
    current = document.components?.schemas?.[name];
  }
  return current;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

/** Values valid against the schema; where the field has known values (ids that exist), mostly those. */
function validValue(
  input: JsonSchema | undefined,
  name: string | undefined,
  context: SchemaContext,
): fc.Arbitrary<unknown> {
  const schema = resolveSchema(input, context.document);
  if (!schema) return fc.jsonValue({ maxDepth: 1 });
  const generated = generatedValue(schema, name, context);
  const types = typesOf(schema);
  const known =
    name !== undefined && !types.includes("object") && !types.includes("array") ? context.known(name) : undefined;
  const preferringKnown = known?.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated })
    : generated;
  return schema.nullable ? fc.option(preferringKnown, { nil: null, freq: 8 }) : preferringKnown;
}

function generatedValue(schema: JsonSchema, name: string | undefined, context: SchemaContext): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((alternative) => validValue(alternative, name, context)));
  if (schema.allOf?.length) return validValue(mergedAllOf(schema.allOf, context.document), name, context);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => generatedValue({ ...schema, type }, name, context)));
  const deeper = { ...context, depth: context.depth + 1 };
  switch (types[0]) {
    case "string":
      return stringValue(schema);
    case "integer":
      return integerValue(lowerBound(schema, 1) ?? -(2 ** 31), upperBound(schema, 1) ?? 2 ** 31 - 1);
    case "number":
      // Mostly whole numbers, as people type them; fractions now and then.
      return fc.oneof(
        {
          weight: 3,
          arbitrary: integerValue(
            Math.floor(lowerBound(schema, 0) ?? -1e9) + 1,
            Math.ceil(upperBound(schema, 0) ?? 1e9) - 1,
          ),
        },
        {
          weight: 1,
          arbitrary: fc.double({
            min: lowerBound(schema, 0) ?? -1e9,
            max: upperBound(schema, 0) ?? 1e9,
            minExcluded: schema.exclusiveMinimum !== undefined && schema.exclusiveMinimum !== false,
            maxExcluded: schema.exclusiveMaximum !== undefined && schema.exclusiveMaximum !== false,
            noNaN: true,
            noDefaultInfinity: true,
          }),
        },
      );
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const minLength = schema.minItems ?? 0;
      if (context.depth > MAX_DEPTH) return fc.constant([]);
      return fc.array(validValue(schema.items, name, deeper), {
        minLength,
        maxLength: Math.min(schema.maxItems ?? minLength + 5, minLength + 5),
      });
    }
    case "object":
      return objectValue(schema, deeper);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function integerValue(min: number, max: number): fc.Arbitrary<number> {
  return min <= max ? fc.integer({ min, max }) : fc.constant(min);
}

/** Integer bounds step over exclusive limits; number bounds are excluded by fc.double's flags. */
function lowerBound(schema: JsonSchema, step: number): number | undefined {
  if (typeof schema.exclusiveMinimum === "number") return schema.exclusiveMinimum + step;
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
}

function upperBound(schema: JsonSchema, step: number): number | undefined {
  if (typeof schema.exclusiveMaximum === "number") return schema.exclusiveMaximum - step;
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - step : schema.maximum;
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const pattern = schema.pattern ? compiledPattern(schema.pattern) : null;
  let shaped: fc.Arbitrary<string> | undefined;
  if (schema.format === "uuid") shaped = fc.uuid();
  else if (schema.format === "email") shaped = fc.emailAddress();
  else if (schema.format === "date-time")
    shaped = fc
      .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
      .map((date) => date.toISOString());
  else if (schema.format === "date")
    shaped = fc
      .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  else if (pattern) shaped = fc.stringMatching(pattern);
  // Fitted rather than filtered: a filter that a pattern can never pass would hang the generator.
  // Repeating the last character keeps patterns such as ^[\d\-+ ]+$ matched.
  if (shaped) return shaped.map((text) => fitted(text, minLength, maxLength));
  return fc.string({ unit: "grapheme", minLength, maxLength: Math.min(maxLength, minLength + 40) });
}

function fitted(text: string, minLength: number, maxLength: number): string {
  if (text.length > maxLength) return text.slice(0, maxLength);
  if (text.length < minLength) return text.padEnd(minLength, text.at(-1) ?? "a");
  return text;
}

function mergedAllOf(parts: JsonSchema[], document: OpenApiDocument): JsonSchema {
  const merged: JsonSchema = { type: "object", properties: {}, required: [] };
  for (const part of parts.map((schema) => resolveSchema(schema, document) ?? {})) {
    Object.assign(merged, { ...part, properties: { ...merged.properties, ...part.properties } });
    merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
  }
  return merged;
}

function objectValue(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0) {
    if (typeof schema.additionalProperties !== "object" || context.depth > MAX_DEPTH) return fc.constant({});
    return fc.dictionary(
      fc.string({ minLength: 1, maxLength: 10 }),
      validValue(schema.additionalProperties, undefined, context),
      { maxKeys: 4 },
    );
  }
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, propertySchema]) => [key, validValue(propertySchema, key, context)]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys }).map(coherent);
}

/**
 * What a form would send: a confirmation repeats its field (confirmPassword), and a range has
 * its minimum below its maximum (minRooms ≤ maxRooms). Mutations may break both again.
 */
function coherent(value: Record<string, unknown>): Record<string, unknown> {
  const result = { ...value };
  for (const key of Object.keys(result)) {
    const confirmed = /^confirm([A-Z].*)$/.exec(key)?.[1];
    if (confirmed) {
      const original = confirmed[0]!.toLowerCase() + confirmed.slice(1);
      if (original in result) result[key] = result[original];
    }
    const ranged = /^min([A-Z].*)$/.exec(key)?.[1];
    const low = result[key];
    const high = result[`max${ranged}`];
    if (ranged && typeof low === "number" && typeof high === "number" && low > high) {
      result[key] = high;
      result[`max${ranged}`] = low;
    }
  }
  return result;
}

// --- Mutations: from valid to nearly valid ------------------------------------------------------

const MUTATION_KINDS = [
  "inject",
  "inject",
  "inject",
  "inject",
  "inject",
  "inject",
  "replace",
  "replace",
  "replace",
  "remove",
  "remove",
  "retype",
  "retype",
  "addProperty",
  "nullify",
  "bloat",
  "duplicateKey",
] as const;
type MutationKind = (typeof MUTATION_KINDS)[number];

interface Mutation {
  /** Which location of the value (modulo their number; 0 is the root). */
  at: number;
  /** "leaf": counts only strings, numbers and booleans (the fields services read); "string": only strings. */
  target: "any" | "leaf" | "string";
  kind: MutationKind;
  value: unknown;
  /** Inserted into a string at `position` (modulo its length + 1). */
  fragment: string;
  position: number;
  key: string;
}

/**
 * Single characters that have broken storage, parsing or headers somewhere: NUL above all
 * (PostgreSQL refuses it in text), other controls, lone surrogates (invalid in UTF-8),
 * noncharacters, line and paragraph separators, a bidi override, characters beyond Latin-1.
 */
const CRITICAL_FRAGMENTS = [
  "\u0000",
  "\u0000",
  "\u0000",
  "\u0000",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000",
  "\uD800",
  "\uDFFF",
  "\u001B",
  "\u007F",
  "\u0085",
  "\u009F",
  "\uFFFF",
  "\u2028",
  "\u202E",
  // Beyond Latin-1: cannot go into a header (a redirect's Location) without encoding.
  "€",
  "😀",
];

const fragment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CRITICAL_FRAGMENTS) },
  { weight: 2, arbitrary: hostileString },
);

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat({ max: 1_000 }),
  target: fc.constantFrom<Mutation["target"]>("leaf", "leaf", "leaf", "any"),
  kind: fc.constantFrom(...MUTATION_KINDS),
  value: fc.oneof({ weight: 1, arbitrary: fragment }, { weight: 2, arbitrary: hostileValue }),
  fragment,
  position: fc.nat({ max: 1_000 }),
  key: hostileKey,
});

/**
 * One critical character into one string field of an otherwise valid value: the input most
 * likely to pass validation and break storage, so it gets a share of its own.
 */
const criticalMutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat({ max: 1_000 }),
  target: fc.constant<Mutation["target"]>("string"),
  kind: fc.constant<MutationKind>("inject"),
  value: fc.constant(null),
  fragment: fc.constantFrom(...CRITICAL_FRAGMENTS),
  position: fc.nat({ max: 1_000 }),
  key: fc.constant(""),
});

const REMOVED = Symbol("removed");
type Location = (string | number)[];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

function locationsOf(value: unknown, prefix: Location = [], found: Location[] = []): Location[] {
  if (found.length >= 200) return found;
  found.push(prefix);
  if (Array.isArray(value)) {
    for (const [index, item] of value.slice(0, 50).entries()) locationsOf(item, [...prefix, index], found);
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) locationsOf(item, [...prefix, key], found);
  }
  return found;
}

/** A copy of the value with the location replaced by `change` of it (or removed). */
function updatedAt(value: unknown, location: Location, change: (current: unknown) => unknown): unknown {
  if (location.length === 0) return change(value);
  const [head, ...rest] = location;
  if (Array.isArray(value) && typeof head === "number") {
    const replaced = updatedAt(value[head], rest, change);
    return replaced === REMOVED
      ? value.filter((_, index) => index !== head)
      : value.map((item, index) => (index === head ? replaced : item));
  }
  if (isPlainObject(value) && typeof head === "string") {
    const replaced = updatedAt(value[head], rest, change);
    // fromEntries defines keys such as "__proto__" as own properties instead of setting a prototype.
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, item]) =>
        key !== head ? [[key, item]] : replaced === REMOVED ? [] : [[key, replaced]],
      ),
    );
  }
  return value;
}

function mutated(value: unknown, change: Mutation): unknown {
  const all = locationsOf(value);
  const wanted = all.filter((location) => {
    const leaf = leafAt(value, location);
    return change.target === "string" ? typeof leaf === "string" : isScalar(leaf);
  });
  const locations = change.target !== "any" && wanted.length > 0 ? wanted : all;
  const location = locations[change.at % locations.length] ?? [];
  return updatedAt(value, location, (current) => mutatedValue(current, change));
}

function leafAt(value: unknown, location: Location): unknown {
  let current = value;
  for (const step of location) current = (current as Record<string | number, unknown>)[step];
  return current;
}

function isScalar(value: unknown): boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

function mutatedValue(current: unknown, change: Mutation): unknown {
  switch (change.kind) {
    case "inject":
      if (typeof current === "string") {
        const position = change.position % (current.length + 1);
        return current.slice(0, position) + change.fragment + current.slice(position);
      }
      return typeof current === "number" ? `${current}${change.fragment}` : change.fragment;
    case "replace":
      return change.value;
    case "remove":
      return REMOVED;
    case "retype":
      if (typeof current === "string")
        return current !== "" && Number.isFinite(Number(current)) ? Number(current) : [current];
      if (typeof current === "number" || typeof current === "boolean") return String(current);
      if (Array.isArray(current)) return Object.fromEntries(current.map((item, index) => [String(index), item]));
      if (isPlainObject(current)) return Object.values(current);
      return {};
    case "addProperty":
      if (isPlainObject(current)) return Object.fromEntries([...Object.entries(current), [change.key, change.value]]);
      if (Array.isArray(current)) return [...current, change.value];
      return [current, change.value];
    case "nullify":
      return null;
    case "bloat":
      if (typeof current === "string") return (current || "A").repeat(Math.ceil(10_001 / Math.max(current.length, 1)));
      if (Array.isArray(current))
        return Array.from({ length: 1_000 }, (_, index) => current[index % Math.max(current.length, 1)] ?? 1);
      if (isPlainObject(current))
        return Object.fromEntries(Array.from({ length: 1_000 }, (_, index) => [`k${index}`, index]));
      return new RawJson(`1${"0".repeat(400)}`);
    case "duplicateKey": {
      if (!isPlainObject(current)) return change.value;
      const entries = Object.entries(current);
      const repeated = entries[change.position % Math.max(entries.length, 1)]?.[0] ?? change.key;
      return new DuplicateKeys([...entries, [repeated, change.value]]);
    }
  }
}

/** JSON text of a generated value, with raw tokens and repeated keys written as they are. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof DuplicateKeys)
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map((item) => jsonText(item)).join(",")}]`;
  if (isPlainObject(value))
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

// --- Requests ---------------------------------------------------------------------------------

export interface FuzzRequest {
  operation: string;
  method: string;
  url: string;
  remoteAddress: string;
  /** Host, origin, content type and so on; without the session cookie, which is added when sent. */
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Sent with the session cookie of a logged-in demo account. */
  withSession: boolean;
}

type BodyPlan = { value: unknown } | { text: string | Buffer; contentType?: string } | { none: true };

const JSON_TYPE = "application/json";
const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/vnd.api+json",
  "application/octet-stream",
  "*/*",
  "application/json, text/plain",
  "APPLICATION/JSON",
  "application/jsonx",
];
const MALFORMED_JSON = [
  "{",
  "[",
  '{"a":}',
  "nul",
  "{'a':1}",
  '{"a":1,}',
  "\uFEFF{}",
  "{}garbage",
  "/* comment */{}",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"a":"\\x00"}',
  "\u0000",
  " ",
];

/** Shrinking tries the first (simplest) alternative too, so reproducers lose what does not matter. */
const SIMPLEST_FIRST = { withCrossShrink: true } as const;

function bodyPlans(operation: FuzzOperation, context: SchemaContext): fc.Arbitrary<BodyPlan> {
  const none: BodyPlan = { none: true };
  if (context.style === "valid") {
    return operation.body
      ? validValue(operation.body, undefined, context).map((value): BodyPlan => ({ value }))
      : fc.constant(none);
  }
  if (!operation.body) {
    // Operations without a body still get one now and then: what does the parser do with it?
    return fc.oneof(
      SIMPLEST_FIRST,
      { weight: 8, arbitrary: fc.constant(none) },
      { weight: 1, arbitrary: hostileValue.map((value): BodyPlan => ({ value })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text): BodyPlan => ({ text, contentType: JSON_TYPE })),
      },
    );
  }
  const valid = validValue(operation.body, undefined, context);
  return fc.oneof(
    SIMPLEST_FIRST,
    { weight: 2, arbitrary: valid.map((value): BodyPlan => ({ value })) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(valid, criticalMutation)
        .map(([value, change]): BodyPlan => ({ value: mutated(value, change) })),
    },
    {
      // One or two fields off, so that the rest is valid and the request reaches the service.
      weight: 10,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 }))
        .map(([value, changes]): BodyPlan => ({ value: changes.reduce(mutated, value) })),
    },
    { weight: 1, arbitrary: hostileValue.map((value): BodyPlan => ({ value })) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(...MALFORMED_JSON).map((text): BodyPlan => ({ text, contentType: JSON_TYPE })),
        // Cut short somewhere inside a valid document.
        fc.tuple(valid, fc.nat()).map(([value, cut]): BodyPlan => {
          const text = jsonText(value);
          return { text: text.slice(0, cut % Math.max(text.length, 1)), contentType: JSON_TYPE };
        }),
        // Invalid UTF-8 bytes inside a valid document.
        valid.map((value): BodyPlan => {
          const bytes = Buffer.from(jsonText(value));
          const at = Math.max(bytes.indexOf(0x22, 1) + 1, 1);
          return {
            text: Buffer.concat([
              bytes.subarray(0, at),
              Buffer.from([0xff, 0xc3, 0xed, 0xa0, 0x80]),
              bytes.subarray(at),
            ]),
            contentType: JSON_TYPE,
          };
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([value, contentType]): BodyPlan => ({ text: jsonText(value), contentType })),
    },
    { weight: 1, arbitrary: fc.constantFrom<BodyPlan>(none, { text: "", contentType: JSON_TYPE }) },
  );
}

/** Percent-encoding that survives lone surrogates (written as the bytes a lenient encoder would send). */
export function percentEncode(text: string, keep: RegExp = /[A-Za-z0-9\-_.!~*'()]/): string {
  let encoded = "";
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else if (keep.test(character)) encoded += character;
    else encoded += encodeURIComponent(character);
  }
  return encoded;
}

type UrlEncoding = "standard" | "double" | "raw";
const urlEncoding = fc.constantFrom<UrlEncoding>(
  "standard",
  "standard",
  "standard",
  "standard",
  "standard",
  "double",
  "raw",
);
/** Printable ASCII as it is ("%zz", "../", quotes), except what would end the path or the parameter. */
const RAW_KEEP = /[!-"$-%'-.0-;=@-~]/;

function encoded(text: string, encoding: UrlEncoding, keepSlash = false): string {
  const keep = keepSlash ? /[A-Za-z0-9\-_.!~*'()/]/ : undefined;
  if (encoding === "double") return percentEncode(percentEncode(text, keep));
  if (encoding === "raw") return percentEncode(text, RAW_KEEP);
  return percentEncode(text, keep);
}

function asParameterText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof RawJson) return value.text;
  if (typeof value === "object" && value !== null) return jsonText(value);
  return String(value);
}

function pathPlans(operation: FuzzOperation, context: SchemaContext): fc.Arbitrary<string> {
  const segments = operation.pathParams.map((parameter) => {
    const valid = validValue(parameter.schema, parameter.name, context);
    if (context.style === "valid") return fc.tuple(valid, fc.constant<UrlEncoding>("standard"));
    return fc.tuple(
      fc.oneof(
        SIMPLEST_FIRST,
        { weight: 5, arbitrary: valid },
        {
          weight: 2,
          arbitrary: fc
            .tuple(valid, criticalMutation)
            .map(([value, change]) => mutated(asParameterText(value), change)),
        },
        { weight: 3, arbitrary: fc.oneof(hostileString, hostileNumber) },
        { weight: 1, arbitrary: fc.constant("") },
      ),
      urlEncoding,
    );
  });
  return fc.tuple(...segments).map((values) =>
    operation.pathParams.reduce((path, parameter, index) => {
      const [value, encoding] = values[index] ?? ["", "standard"];
      // The image path is a path: its slashes stay slashes.
      return path.replace(`{${parameter.name}}`, encoded(asParameterText(value), encoding, parameter.name === "*"));
    }, operation.path),
  );
}

const EXTRA_QUERY_NAMES = [
  "extra",
  "code",
  "state",
  "error",
  "iss",
  "__proto__",
  "path[]",
  "a[b]",
  "",
  "%zz",
  "siteId",
];

function queryPlans(operation: FuzzOperation, context: SchemaContext): fc.Arbitrary<string> {
  const schema: JsonSchema = {
    type: "object",
    properties: Object.fromEntries(operation.queryParams.map((parameter) => [parameter.name, parameter.schema])),
    required: operation.queryParams.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
  const valid = operation.queryParams.length > 0 ? validValue(schema, undefined, context) : fc.constant({});
  if (context.style === "valid") return valid.map((value) => queryText(value, [], false, "standard"));
  const values = fc.oneof(
    SIMPLEST_FIRST,
    { weight: 1, arbitrary: valid },
    { weight: 2, arbitrary: fc.tuple(valid, criticalMutation).map(([value, change]) => mutated(value, change)) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 }))
        .map(([value, changes]) => changes.reduce(mutated, value)),
    },
  );
  const extras = fc.array(fc.tuple(fc.constantFrom(...EXTRA_QUERY_NAMES), hostileString), { maxLength: 2 });
  const duplicateFirst = fc.constantFrom(false, false, false, false, false, true);
  return fc
    .tuple(values, extras, duplicateFirst, urlEncoding)
    .map(([value, extra, duplicate, encoding]) => queryText(value, extra, duplicate, encoding));
}

function queryText(value: unknown, extra: [string, string][], duplicateFirst: boolean, encoding: UrlEncoding): string {
  const pairs: [string, string][] = [];
  const entries =
    value === REMOVED ? [] : isPlainObject(value) ? Object.entries(value) : [["value", value] as [string, unknown]];
  for (const [name, item] of entries) {
    if (Array.isArray(item)) for (const element of item) pairs.push([name, asParameterText(element)]);
    else pairs.push([name, asParameterText(item)]);
  }
  // The same parameter twice: a framework turns it into an array.
  if (duplicateFirst && pairs[0]) pairs.push([pairs[0][0], `${pairs[0][1]}2`]);
  pairs.push(...extra);
  return pairs.map(([name, item]) => `${encoded(name, encoding)}=${encoded(item, encoding)}`).join("&");
}

type OriginPlan = "same" | "none" | "fetchSite" | "crossSite";
const JUNK_COOKIES = [
  `${SESSION_COOKIE}=not-a-jwt`,
  `${SESSION_COOKIE}=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.`,
  `${SESSION_COOKIE}=%00`,
  `jmuid=../../etc/passwd`,
  `jmuid=${"A".repeat(5_000)}`,
  "a=b; a=c",
  "=;=;",
  "nordhem_eid=x",
];

const remoteAddresses = fc.oneof(
  { weight: 8, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
  // Developer tools answer loopback clients only.
  { weight: 1, arbitrary: fc.constantFrom("127.0.0.1", "::1") },
);

/** Requests for one operation on one host. */
function requestsOn(
  operation: FuzzOperation,
  profile: HostProfile,
  document: OpenApiDocument,
  style: RequestStyle,
): fc.Arbitrary<FuzzRequest> {
  const context: SchemaContext = {
    document,
    known: (name) => profile.known[`${operation.path}#${name}`] ?? profile.known[name],
    depth: 0,
    style,
  };
  const unsafe = operation.method !== "GET";
  const valid = style === "valid";
  return fc
    .record({
      path: pathPlans(operation, context),
      query: fc.oneof(
        SIMPLEST_FIRST,
        { weight: operation.queryParams.length > 0 ? (valid ? 0 : 1) : 5, arbitrary: fc.constant("") },
        { weight: operation.queryParams.length > 0 ? 10 : valid ? 0 : 1, arbitrary: queryPlans(operation, context) },
      ),
      body:
        unsafe || valid
          ? bodyPlans(operation, context)
          : fc.oneof(
              SIMPLEST_FIRST,
              { weight: 15, arbitrary: fc.constant<BodyPlan>({ none: true }) },
              { weight: 1, arbitrary: bodyPlans(operation, context) },
            ),
      origin: valid
        ? fc.constant<OriginPlan>(unsafe ? "same" : "none")
        : unsafe
          ? fc.constantFrom<OriginPlan>(
              ...Array<OriginPlan>(20).fill("same"),
              "none",
              "fetchSite",
              "fetchSite",
              "crossSite",
            )
          : fc.constantFrom<OriginPlan>("none", "none", "none", "same"),
      junkCookie: valid ? fc.constant(null) : fc.option(fc.constantFrom(...JUNK_COOKIES), { freq: 8 }),
      remoteAddress: remoteAddresses,
      withSession: fc.boolean(),
    })
    .map(({ path, query, body, origin, junkCookie, remoteAddress, withSession }) => {
      const headers: Record<string, string> = { host: profile.host };
      if (origin === "same") headers.origin = `http://${profile.host}`;
      if (origin === "fetchSite") headers["sec-fetch-site"] = "same-origin";
      if (origin === "crossSite") headers.origin = "https://evil.example";
      if (junkCookie) headers.cookie = junkCookie;
      let payload: string | Buffer | undefined;
      if ("value" in body) {
        if (body.value !== REMOVED) {
          payload = jsonText(body.value);
          headers["content-type"] = JSON_TYPE;
        }
      } else if ("text" in body) {
        payload = body.text;
        if (body.contentType !== undefined) headers["content-type"] = body.contentType;
      }
      return {
        operation: operation.id,
        method: operation.method,
        url: query ? `${path}?${query}` : path,
        remoteAddress,
        headers,
        payload,
        withSession,
      };
    });
}

/** Requests for one operation, spread over the hosts by their weights. */
export function requestsFor(
  operation: FuzzOperation,
  profiles: HostProfile[],
  document: OpenApiDocument,
  style: RequestStyle = "fuzz",
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    SIMPLEST_FIRST,
    ...profiles
      .filter((profile) => style === "fuzz" || !profile.unknown)
      .map((profile) => ({
        weight: profile.weight,
        arbitrary: requestsOn(operation, profile, document, style),
      })),
  );
}

// --- The app under test -----------------------------------------------------------------------

export interface FuzzResponse {
  status: number;
  contentType: string;
  body: string;
  /** The error the server handled as a 500 (its message), or why the request could not be sent. */
  error?: string;
}

export interface FuzzTarget {
  app: FastifyInstance;
  document: OpenApiDocument;
  operations: FuzzOperation[];
  profiles: HostProfile[];
  send(request: FuzzRequest): Promise<FuzzResponse>;
  /** How often the harness logged in (the first time, and after a session stopped working). */
  logins(): number;
  close(): Promise<void>;
}

export interface FuzzTargetOptions {
  /** Seed the demo content and the test inventory, and log in demo accounts (default true). */
  seed?: boolean;
  env?: Record<string, string>;
  /** Adds routes before the app is ready (the harness's own test adds a route that fails on purpose). */
  configure?: (app: FastifyInstance) => void;
}

/** The account whose session most requests carry. */
const SESSION_ACCOUNT = "kund.sv@nordhem.example";
/** A second account for the calls that end sessions (logout, a password change ends the others). */
const DISPOSABLE_SESSION_ACCOUNT = "anna.lindqvist@nordhem.example";
const SESSION_ENDING_OPERATIONS = new Set(["POST /api/account_service/logout", "POST /api/updatepassword"]);
/** The harness logs in from its own address, so the fuzzed failures of other clients do not throttle it. */
const HARNESS_ADDRESS = "192.0.2.10";

/** The app with the seeded demo data, its OpenAPI document, and logged-in demo sessions. */
export async function startFuzzTarget(options: FuzzTargetOptions = {}): Promise<FuzzTarget> {
  const serverErrors = new WeakMap<object, Error>();
  const seeded = options.seed ?? true;
  const { app, database } = await createTestApp({
    seed: seeded,
    inventory: seeded ? "test" : undefined,
    env: { RATE_LIMIT_PER_MINUTE: "1000000", ...options.env },
    configure: (instance) => {
      // The 500 body is generic on purpose; the report needs the cause.
      instance.addHook("onError", async (request, _reply, error) => {
        serverErrors.set(request.raw, error);
      });
      options.configure?.(instance);
    },
  });
  try {
    const document = app.swagger() as unknown as OpenApiDocument;
    const known = seeded ? await harvestKnownValues(database) : emptyKnownValues();
    const sessions = seeded ? await demoSessions(app) : undefined;

    async function send(request: FuzzRequest): Promise<FuzzResponse> {
      const sessionToken = request.withSession ? await sessions?.tokenFor(request.operation) : undefined;
      const cookie = [sessionToken ? `${SESSION_COOKIE}=${sessionToken}` : "", request.headers.cookie ?? ""]
        .filter(Boolean)
        .join("; ");
      let response: LightMyRequestResponse;
      try {
        response = await app.inject({
          method: request.method as "GET",
          url: request.url,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
          payload: request.payload,
          remoteAddress: request.remoteAddress,
        });
      } catch (error) {
        return { status: 0, contentType: "", body: "", error: `the request could not be sent: ${String(error)}` };
      }
      if (sessionToken) await sessions?.afterResponse(request, response.statusCode);
      return {
        status: response.statusCode,
        contentType: String(response.headers["content-type"] ?? ""),
        body: response.body,
        error: describeError(serverErrors.get(response.raw.req)),
      };
    }

    return {
      app,
      document,
      operations: operationsOf(document),
      profiles: hostProfiles(known),
      send,
      logins: () => sessions?.logins() ?? 0,
      close: () => app.close(),
    };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * The error's message and those of its causes (a failed query's message names the statement,
 * its cause says what the database refused), without the statement's parameters.
 */
function describeError(error: unknown): string | undefined {
  const messages: string[] = [];
  let current = error;
  while (current instanceof Error && messages.length < 5) {
    messages.push(current.message.split("\nparams:")[0]!.replace(/\s+/g, " ").trim());
    current = current.cause;
  }
  return messages.length > 0 ? messages.join(" ← caused by: ") : undefined;
}

function emptyKnownValues(): Record<SiteCode, KnownValues> {
  return Object.fromEntries(Object.keys(SITES).map((site) => [site, {}])) as Record<SiteCode, KnownValues>;
}

async function demoSessions(app: FastifyInstance) {
  let loginCount = 0;
  const devices = new Map<string, string>();
  let disposablePassword = DEMO_PASSWORD;

  async function login(email: string, password: string): Promise<string> {
    loginCount++;
    const device = devices.get(email);
    const response = await app.inject({
      method: "POST",
      url: "/api/account_service/login/email",
      headers: {
        host: "localhost",
        origin: "http://localhost",
        ...(device ? { cookie: `${LOGIN_DEVICE_COOKIE}=${device}` } : {}),
      },
      payload: { email, password },
      remoteAddress: HARNESS_ADDRESS,
    });
    const deviceCookie = response.cookies.find((cookie) => cookie.name === LOGIN_DEVICE_COOKIE);
    if (deviceCookie) devices.set(email, deviceCookie.value);
    const token = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    if (!token) throw new Error(`the fuzz harness could not log in ${email}: ${response.statusCode} ${response.body}`);
    return token;
  }

  async function isAlive(token: string): Promise<boolean> {
    const response = await app.inject({
      url: "/api/account_service/user",
      headers: { host: "localhost", cookie: `${SESSION_COOKIE}=${token}` },
      remoteAddress: HARNESS_ADDRESS,
    });
    return response.statusCode === 200;
  }

  let main = await login(SESSION_ACCOUNT, DEMO_PASSWORD);
  let disposable: string | undefined;

  return {
    logins: () => loginCount,
    async tokenFor(operation: string): Promise<string> {
      if (!SESSION_ENDING_OPERATIONS.has(operation)) return main;
      disposable ??= await login(DISPOSABLE_SESSION_ACCOUNT, disposablePassword);
      return disposable;
    },
    async afterResponse(request: FuzzRequest, status: number): Promise<void> {
      if (SESSION_ENDING_OPERATIONS.has(request.operation)) {
        if (status < 400 && request.operation === "POST /api/updatepassword") {
          // The fuzz found the current password and changed it: log in with the new one next time.
          disposablePassword = newPasswordOf(request) ?? disposablePassword;
        }
        if (status < 400 || status === 401) disposable = undefined;
        return;
      }
      if (status === 401 && !(await isAlive(main))) main = await login(SESSION_ACCOUNT, DEMO_PASSWORD);
    },
  };
}

function newPasswordOf(request: FuzzRequest): string | undefined {
  try {
    const body = JSON.parse(String(request.payload)) as { password?: unknown };
    return typeof body.password === "string" ? body.password : undefined;
  } catch {
    return undefined;
  }
}

// --- The property and the run -----------------------------------------------------------------

export type FailureReason = "server_error" | "invalid_json" | "not_json" | "request_failed";

/** Why the answer breaks the property, if it does. */
export function violation(operation: FuzzOperation, response: FuzzResponse): FailureReason | undefined {
  if (response.status === 0) return "request_failed";
  if (response.status >= 500) return "server_error";
  if (!operation.isApi || response.body.length === 0) return undefined;
  if (/^application\/([a-z.+-]+\+)?json\b/i.test(response.contentType)) {
    try {
      JSON.parse(response.body);
      return undefined;
    } catch {
      return "invalid_json";
    }
  }
  const documented = operation.documentedMediaTypes.some((type) => response.contentType.startsWith(type));
  return response.status < 400 && documented ? undefined : "not_json";
}

/** Failures with the same operation, status, reason and cause are one failure. */
function signatureOf(operation: FuzzOperation, response: FuzzResponse, reason: FailureReason): string {
  // Numbers and long quoted values vary between requests that fail for one reason.
  const cause = (response.error ?? "")
    .replace(/\d+/g, "N")
    .replace(/"[^"]{30,}"/g, '"…"')
    .slice(0, 400);
  return `${operation.id} | ${response.status} | ${reason} | ${cause}`;
}

export interface FuzzFailure {
  operation: string;
  status: number;
  reason: FailureReason;
  /** The server's error message (the 500's cause), when it went through the error handler. */
  cause?: string;
  /** How many generated requests failed this way. */
  occurrences: number;
  /** The smallest request found that fails the same way. */
  reproducer: FuzzRequest;
  /** Shrinking steps from the first failing request to the reproducer. */
  shrinks: number;
  /** The run's seed: `bench:fuzz --seed <runSeed> --only "<operation>"` sends the same requests again. */
  runSeed: number;
  /** Replays the first failing request with fast-check: the operation's seed and path (its index). */
  seed: number;
  path: string;
}

export interface RouteStatistics {
  operation: string;
  requests: number;
  statuses: Record<number, number>;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  durationMs: number;
  routes: RouteStatistics[];
  failures: FuzzFailure[];
  /** Requests sent while shrinking (not in `requests`). */
  shrinkRequests: number;
  logins: number;
}

export interface FuzzRunOptions {
  /** Requests in all, spread evenly over the operations. */
  runs: number;
  seed: number;
  /** Shrinking steps per distinct failure (0: report the first failing request as it is). */
  maxShrinks?: number;
  /** Only these operations (all by default). */
  operations?: FuzzOperation[];
  style?: RequestStyle;
  onProgress?: (done: number, total: number) => void;
}

/** A 32-bit seed for one operation: adding an operation does not change the others' requests. */
export function operationSeed(seed: number, operationId: string): number {
  let hash = seed | 0;
  for (let index = 0; index < operationId.length; index++)
    hash = Math.imul(hash ^ operationId.charCodeAt(index), 0x5bd1e995);
  return (hash ^ (hash >>> 15)) | 0;
}

export async function runFuzz(target: FuzzTarget, options: FuzzRunOptions): Promise<FuzzReport> {
  const started = performance.now();
  const operations = options.operations ?? target.operations;
  const maxShrinks = options.maxShrinks ?? 200;
  const routes: RouteStatistics[] = [];
  const failures: FuzzFailure[] = [];
  let requests = 0;
  let shrinkRequests = 0;

  for (const [position, operation] of operations.entries()) {
    const numRuns =
      Math.floor(options.runs / operations.length) + (position < options.runs % operations.length ? 1 : 0);
    if (numRuns === 0) continue;
    const seed = operationSeed(options.seed, operation.id);
    // The same arbitrary generates and shrinks, so a replay path names the same request.
    const arbitrary = fc.limitShrink(
      requestsFor(operation, target.profiles, target.document, options.style),
      maxShrinks,
    );
    const statistics: RouteStatistics = { operation: operation.id, requests: 0, statuses: {} };
    routes.push(statistics);
    const found = new Map<string, FuzzFailure>();
    let runIndex = 0;

    // Every request is sent and judged; the property itself never fails, so that one run
    // collects all distinct failures instead of stopping at the first.
    const collected = await fc.check(
      fc.asyncProperty(arbitrary, async (request) => {
        const path = String(runIndex++);
        const response = await target.send(request);
        requests++;
        statistics.requests++;
        statistics.statuses[response.status] = (statistics.statuses[response.status] ?? 0) + 1;
        options.onProgress?.(requests, options.runs);
        const reason = violation(operation, response);
        if (!reason) return true;
        const signature = signatureOf(operation, response, reason);
        const known = found.get(signature);
        if (known) known.occurrences++;
        else
          found.set(signature, {
            operation: operation.id,
            status: response.status,
            reason,
            cause: response.error,
            occurrences: 1,
            reproducer: request,
            shrinks: 0,
            runSeed: options.seed,
            seed,
            path,
          });
        return true;
      }),
      { seed, numRuns },
    );
    // Only the harness can throw (a demo login that stopped working): that is no finding, and
    // must not pass silently either.
    if (collected.failed) {
      throw new Error(`the fuzz harness failed on ${operation.id}: ${String(collected.errorInstance)}`);
    }

    for (const [signature, failure] of found) {
      if (maxShrinks > 0) {
        // Replays the first failing request and shrinks it while it fails for the same cause.
        const shrunk = await fc.check(
          fc.asyncProperty(arbitrary, async (request) => {
            shrinkRequests++;
            const response = await target.send(request).catch(() => undefined);
            const reason = response && violation(operation, response);
            return !response || !reason || signatureOf(operation, response, reason) !== signature;
          }),
          { seed, path: failure.path, numRuns: 1 },
        );
        if (shrunk.failed && shrunk.counterexample) {
          failure.reproducer = shrunk.counterexample[0];
          failure.shrinks = shrunk.numShrinks;
        }
      }
      failures.push(failure);
    }
  }

  return {
    seed: options.seed,
    requests,
    durationMs: performance.now() - started,
    routes,
    failures,
    shrinkRequests,
    logins: target.logins(),
  };
}

// --- Reports ----------------------------------------------------------------------------------

const SHOWN_PAYLOAD = 600;

function shownPayload(payload: string | Buffer): string {
  if (Buffer.isBuffer(payload)) {
    const text = payload.toString("utf8");
    const hex = payload.subarray(0, SHOWN_PAYLOAD / 2).toString("hex");
    return `(bytes, ${payload.length}) ${Buffer.from(text, "utf8").equals(payload) ? JSON.stringify(text.slice(0, SHOWN_PAYLOAD)) : `hex ${hex}`}`;
  }
  // JSON.stringify shows NUL, controls and lone surrogates as escapes.
  const shown = JSON.stringify(payload.slice(0, SHOWN_PAYLOAD));
  return payload.length > SHOWN_PAYLOAD ? `${shown}… (${payload.length} characters)` : shown;
}

/** The request as an app.inject call, for a test or a REPL. */
export function reproducerText(request: FuzzRequest): string {
  const cookie = [
    request.withSession ? `${SESSION_COOKIE}=<session of a logged-in demo account>` : "",
    request.headers.cookie ?? "",
  ]
    .filter(Boolean)
    .join("; ");
  const headers = { ...request.headers, ...(cookie ? { cookie } : {}) };
  const lines = [
    `${request.method} ${request.url.length > 1_000 ? `${request.url.slice(0, 1_000)}… (${request.url.length} characters)` : request.url}`,
    `remoteAddress: ${request.remoteAddress}`,
    ...Object.entries(headers).map(
      ([name, value]) => `${name}: ${value.length > 200 ? `${value.slice(0, 200)}…` : value}`,
    ),
  ];
  if (request.payload !== undefined) lines.push(`body: ${shownPayload(request.payload)}`);
  return lines.join("\n");
}

/** Distinct failures, grouped by route and status. */
export function formatFailures(failures: FuzzFailure[]): string {
  if (failures.length === 0) return "no failures";
  const byRoute = new Map<string, FuzzFailure[]>();
  for (const failure of failures) byRoute.set(failure.operation, [...(byRoute.get(failure.operation) ?? []), failure]);
  const blocks: string[] = [`${failures.length} distinct failure(s) in ${byRoute.size} operation(s):`];
  for (const [operation, list] of byRoute) {
    blocks.push(`\n${operation}`);
    for (const failure of [...list].sort((a, b) => a.status - b.status)) {
      blocks.push(
        `  ${failure.status} ${failure.reason} ×${failure.occurrences}${failure.cause ? `: ${failure.cause.slice(0, 300)}` : ""}`,
        `  reproducer, shrunk in ${failure.shrinks} steps from request #${failure.path} of the operation ` +
          `(again: npm run bench:fuzz -- --seed ${failure.runSeed} --only "${failure.operation}"):`,
        reproducerText(failure.reproducer).replace(/^/gm, "    "),
      );
    }
  }
  return blocks.join("\n");
}

/** Requests and answers per route. */
export function formatRoutes(routes: RouteStatistics[]): string {
  const width = Math.max(...routes.map((route) => route.operation.length));
  return routes
    .map((route) => {
      const statuses = Object.entries(route.statuses)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, count]) => `${status}×${count}`)
        .join(" ");
      return `${route.operation.padEnd(width)}  ${String(route.requests).padStart(6)}  ${statuses}`;
    })
    .join("\n");
}
