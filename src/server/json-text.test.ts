import Fastify, { type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import {
  type MarkersResponse,
  MarkersResponseSchema,
  type ObjectSearchResponse,
  ObjectSearchResponseSchema,
  type StageAndAreaSearchResponse,
} from "~/features/search/schema";
import { searchRoutes } from "~/features/search/search.routes";
import { createSearchService } from "~/features/search/search.service";
import { SITES } from "~/sites/sites";
import { openTestDatabase } from "~/test/test-app";
import { APP_ENVS, environmentFlags } from "./config";
import { type JsonText, jsonText, sendJsonText } from "./json-text";

/**
 * The searches send JSON the database built (decision 010). Outside production every such
 * answer is checked against its route's response schema (decision 014), so the API tests of the
 * search calls fail when the SQL and the schema part ways; production sends it untouched.
 */

const counts = { objects: 0, stages: 0, areas: 0 };
/** Spaced unlike JSON.stringify would, so an answer that went through a serializer would show it. */
const objectsJson = `{"hits": [], "counts": ${JSON.stringify(counts)}, "limit": 30, "offset": 0}`;
const objectsWithExtraKey = `{"hits":[],"counts":${JSON.stringify(counts)},"limit":30,"offset":0,"debug":"plan"}`;
const stagesWithWrongType = `{"stages":[],"areas":[],"counts":${JSON.stringify(counts)},"limit":"30","offset":0}`;
const markersWithExtraKey = `{"type":"object","markers":[[1,59.3,18.1,"forSale","Etapp 1","12",true]],"total":1,"truncated":false}`;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The search routes over a service whose database answers are the given texts. */
async function searchApp(answers: { objects: string; stages: string; markers: string }, checkSchemas: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const search = {
    ...createSearchService({ db: database.db, clock: () => new Date() }),
    searchObjectsJson: async () => jsonText<ObjectSearchResponse>(answers.objects),
    searchStagesAndAreasJson: async () => jsonText<StageAndAreaSearchResponse>(answers.stages),
    markersJson: async () => jsonText<MarkersResponse>(answers.markers),
  };
  await app.register(searchRoutes, { search, checkSchemas });
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof searchApp>>, url: string, extra: object = {}) =>
  app.inject({ method: "POST", url, payload: { siteId: SITES.sv.siteId, ...extra } });

describe("search answers built by the database", () => {
  it("outside production: an answer that strays from its response schema is a 500 naming the path", async () => {
    const app = await searchApp(
      { objects: objectsWithExtraKey, stages: stagesWithWrongType, markers: markersWithExtraKey },
      true,
    );
    const objects = await post(app, "/api/residence/search_object");
    expect(objects.statusCode).toBe(500);
    expect(objects.json().message).toContain(
      "the answer of POST /api/residence/search_object does not match its schema: debug: not in the schema",
    );
    const stages = await post(app, "/api/residence/stage_and_area_search");
    expect(stages.statusCode).toBe(500);
    expect(stages.json().message).toMatch(/limit: Invalid input: expected number, received string/);
    const markers = await post(app, "/api/residence/search/markers", { type: "object" });
    expect(markers.statusCode).toBe(500);
    expect(markers.json().message).toMatch(/markers\.0: Too big: expected array to have <=6 items/);
    await app.close();
  });

  it("outside production: an answer that matches goes out as the database wrote it", async () => {
    const app = await searchApp(
      { objects: objectsJson, stages: stagesWithWrongType, markers: markersWithExtraKey },
      true,
    );
    const response = await post(app, "/api/residence/search_object");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.body).toBe(objectsJson);
    await app.close();
  });

  it("in production: the text goes out unchecked and unchanged", async () => {
    const app = await searchApp(
      { objects: objectsWithExtraKey, stages: stagesWithWrongType, markers: markersWithExtraKey },
      false,
    );
    expect((await post(app, "/api/residence/search_object")).body).toBe(objectsWithExtraKey);
    expect((await post(app, "/api/residence/stage_and_area_search")).body).toBe(stagesWithWrongType);
    expect((await post(app, "/api/residence/search/markers", { type: "object" })).body).toBe(markersWithExtraKey);
    await app.close();
  });

  it("are checked where tests and developers run, not in production or pre-production", () => {
    expect(Object.fromEntries(APP_ENVS.map((env) => [env, environmentFlags(env).checkSchemas]))).toEqual({
      local: true,
      dev: true,
      test: true,
      preprod: false,
      prod: false,
    });
  });
});

describe("sendJsonText's types", () => {
  // Checked by the compiler (npm run typecheck): the @ts-expect-error must meet an error.
  function mismatch(reply: FastifyReply, objects: JsonText<ObjectSearchResponse>) {
    sendJsonText(reply, ObjectSearchResponseSchema, objects, { check: true });
    // @ts-expect-error the homes' answer cannot go out under the markers' response schema
    sendJsonText(reply, MarkersResponseSchema, objects, { check: true });
  }

  it("tie the text to its response schema", () => {
    expect(typeof mismatch).toBe("function");
  });
});
