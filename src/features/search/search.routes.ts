import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiErrorSchema } from "~/lib/api-error";
import { sendJsonText } from "~/server/json-text";
import {
  ByIdsRequestSchema,
  HitListResponseSchema,
  MAX_MARKERS,
  MarkersRequestSchema,
  MarkersResponseSchema,
  ObjectSearchRequestSchema,
  ObjectSearchResponseSchema,
  StageAndAreaSearchRequestSchema,
  StageAndAreaSearchResponseSchema,
  StageCountiesRequestSchema,
  StageCountiesResponseSchema,
  StageObjectsRequestSchema,
  StageObjectsResponseSchema,
  StageTagsParamsSchema,
  TagListResponseSchema,
  TagSuggestRequestSchema,
  TagsByUrlRequestSchema,
  WidenRequestSchema,
  WidenResponseSchema,
} from "./schema";
import { type SearchService, searchSiteOf } from "./search.service";

const tags = ["search"];
const siteNote =
  "siteId must be the GUID of a site with home search; otherwise 400 with the field siteId. Filter values outside the site's bounds (spec 000 §9), or a minimum above its maximum, answer 400 with the fields at fault.";

/** Thin routes over the search service: the residence-search calls of spec 000 §7. */
export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  /** Check the JSON the database builds against the response schemas (flags.checkSchemas). */
  checkSchemas: boolean;
}> = async (app, { search, checkSchemas }) => {
  // The searches' answers are JSON built by the database, sent without parsing (decision 010);
  // outside production each one is checked against its route's response schema (decision 014).
  const check = { check: checkSchemas };

  app.post(
    "/api/residence/search_object",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Search homes: one page of matching objects and the counts of every tab (spec 000 §7 search_object)",
        description: `Objects in the statuses searched (for sale, reserved, pre-selling) that match every filter; Finland filters and sorts on the debt-free total price. A rented (tenancy) home has its monthly rent in minRent/maxRent and no price: price filters never match it and price sorting puts it after the homes for sale. limit 1–300 (default 30), offset for "show more". ${siteNote}`,
        body: ObjectSearchRequestSchema,
        response: { 200: ObjectSearchResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        ObjectSearchResponseSchema,
        await search.searchObjectsJson(searchSiteOf(request.body.siteId), request.body),
        check,
      ),
  );

  app.post(
    "/api/residence/stage_and_area_search",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Search stages and areas: a page of the matching stages and areas with the counts (spec 000 §7 stage_and_area_search)",
        description: `A stage is a hit when a searchable home of it matches the filter, or, before any home is released, when its planned ranges and own attributes do. An area is a hit when one of its stages is. Min and max values are those of the matching homes; prices leave out rented homes, whose monthly rent is in minRent/maxRent. limit 1–300 (default 30) and offset page the lists; tab ("stage" or "area") answers that list only (the other is empty), without it both lists come from the same offset. The counts of all three tabs come with every answer. ${siteNote}`,
        body: StageAndAreaSearchRequestSchema,
        response: { 200: StageAndAreaSearchResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        StageAndAreaSearchResponseSchema,
        await search.searchStagesAndAreasJson(searchSiteOf(request.body.siteId), request.body),
        check,
      ),
  );

  app.post(
    "/api/residence/search/markers",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Every hit of one tab as a compact map marker: id, place, status and name (map view of spec 000 §7 search)",
        description: `The same filter as the searches; type says which hits: area, stage or object. Each marker is an array [id, latitude, longitude, status, name, objectNumber]: for homes, name is the stage's and objectNumber the home's number (null for areas and stages); status is the project status of areas and stages, the object status of homes. A chosen marker's link and facts come from search/by_ids/{type}. At most ${MAX_MARKERS} markers in the recommended order; total counts every hit and truncated says there were more. ${siteNote}`,
        body: MarkersRequestSchema,
        response: { 200: MarkersResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        MarkersResponseSchema,
        await search.markersJson(searchSiteOf(request.body.siteId), request.body),
        check,
      ),
  );

  app.post(
    "/api/residence/search/widen",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "What to widen when a search finds nothing: counts without each filter, and nearby places",
        description: `For the empty result of the search page (issue 13; the spec does not name this call, decision 021). filters: each filter of the request that narrows it (price, rooms, area, a list, viewing, move-in, near me), with the counts of every tab when that one filter is left out. places: when the filter names places (tags), up to three other places (tags naming a municipality or county of the site) nearest to them where the rest of the filter finds hits, with their counts. ${siteNote}`,
        body: WidenRequestSchema,
        response: { 200: WidenResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => search.widen(searchSiteOf(request.body.siteId), request.body.filter),
  );

  app.post(
    "/api/residence/search_stage",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The homes of one stage as search hits, up to 300 (spec 000 §7 search_stage)",
        description:
          "Searchable homes only, unless allStatuses is true (the stage page lists sold and booked homes too). 404 when the stage is not one of the site's.",
        body: StageObjectsRequestSchema,
        response: { 200: StageObjectsResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => search.stageObjects(searchSiteOf(request.body.siteId), request.body),
  );

  app.get(
    "/api/residence/search/stage_tags/:siteId",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The tags that the site's stages carry, by name (spec 000 §7 search/stage_tags)",
        params: StageTagsParamsSchema,
        response: { 200: TagListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ tags: await search.stageTags(searchSiteOf(request.params.siteId)) }),
  );

  app.post(
    "/api/residence/search/tags",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Tag suggestions for typed text, at most 10 (spec 000 §7 search/tags)",
        description:
          "Tags whose name contains the text, ignoring case and common accents; names that start with it come first, then the most used tags.",
        body: TagSuggestRequestSchema,
        response: { 200: TagListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ tags: await search.suggestTags(searchSiteOf(request.body.siteId), request.body.text) }),
  );

  app.post(
    "/api/residence/search_stage_counties",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Counties and municipalities with matching stages and homes (spec 000 §7 search_stage_counties)",
        description: `For the county filter and the SEO landing pages: counties with at least one matching stage, with stage and home counts and their municipalities. ${siteNote}`,
        body: StageCountiesRequestSchema,
        response: { 200: StageCountiesResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({
      counties: await search.stageCounties(searchSiteOf(request.body.siteId), request.body.filter),
    }),
  );

  app.post(
    "/api/residence/search/tags/url",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The tags of a search URL: its tag path segment and the names in q (spec 000 §7 search/tags/url)",
        description:
          "url is the tag path segment (e.g. stockholms-lan), q the tag names separated by semicolons. Unknown names are ignored. The path's tag comes first, then q's in order.",
        body: TagsByUrlRequestSchema,
        response: { 200: TagListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({
      tags: await search.tagsByUrl(searchSiteOf(request.body.siteId), request.body.url, request.body.q),
    }),
  );

  app.post(
    "/api/residence/search/by_ids/stage",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Stages by id as search hits, at most 400 ids (spec 000 §7 search/by_ids/stage)",
        description:
          "Only stages of the site; unknown ids are left out. Hits come in the order of the ids, whatever the stage's status.",
        body: ByIdsRequestSchema,
        response: { 200: HitListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => search.stagesByIds(searchSiteOf(request.body.siteId), request.body.ids),
  );

  app.post(
    "/api/residence/search/by_ids/area",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Areas by id as search hits, at most 400 ids (spec 000 §7 search/by_ids, for the map's area markers)",
        description:
          "Only areas of the site; unknown ids are left out. Hits come in the order of the ids, whatever the area's status, with the ranges of all the area's stages (of their searchable homes, else their planned ranges).",
        body: ByIdsRequestSchema,
        response: { 200: HitListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => search.areasByIds(searchSiteOf(request.body.siteId), request.body.ids),
  );

  app.post(
    "/api/residence/search/by_ids/object",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Homes by id as search hits, at most 400 ids (spec 000 §7 search/by_ids/object)",
        description:
          "Only homes of the site; unknown ids are left out. Hits come in the order of the ids, whatever the home's status (favourites may be sold).",
        body: ByIdsRequestSchema,
        response: { 200: HitListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => search.objectsByIds(searchSiteOf(request.body.siteId), request.body.ids),
  );
};
