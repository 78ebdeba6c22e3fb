import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { authOf } from "~/server/plugins/auth";
import { FieldValidationError } from "~/server/plugins/errors";
import { siteById } from "~/sites/sites";
import type { CaseManagementShared } from "./case-management.module";
import { caseSiteOf, createCatalogueService } from "./catalogue.service";
import {
  AddressSearchRequestSchema,
  ApartmentChoiceSchema,
  ArticlesRequestSchema,
  AssetSchema,
  BoardAccountSchema,
  BoardAccountUpdateSchema,
  BoardAssociationSchema,
  BuildingChoiceSchema,
  CaseFaqRequestSchema,
  EmailIsValidRequestSchema,
  FaqArticleSchema,
  OpenCaseHintSchema,
  OpenCasesQuerySchema,
  ProblemAreaParamsSchema,
  PropertyIdParamsSchema,
  RoomOptionSchema,
  RoomsParamsSchema,
  SupplierSchema,
  SuppliersQuerySchema,
} from "./schema";

const tags = ["case management"];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  429: ApiErrorSchema,
};

/**
 * The fault report's catalogue and address calls (issue 17, spec 001 section 7): problem areas,
 * detail spaces, FAQ articles, suppliers, the resident's agreements and buildings, the board
 * member's association, address search and board e-mail, the e-mail check and the duplicate hint.
 * Thin: the service authorizes every record (./catalogue.service.ts).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<CaseManagementShared> = async (app, deps) => {
  const catalogue = createCatalogueService({ db: deps.database.db, clock: deps.clock, throttle: deps.throttle });

  // Answers about a person or an association: no cache may keep them.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.routeOptions.config.access !== "public" && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(404)
      .send({ error: { code: "not_found", message: translate(request.site.language, "errors.notFoundApi") } });

  /** The search's site must be the request's (the Swedish host's English sub-site counts as Swedish). */
  const checkSite = (request: FastifyRequest, siteId: string, field: string) => {
    const named = siteById(siteId);
    if (!named || caseSiteOf(named) !== caseSiteOf(request.site)) {
      throw new FieldValidationError([{ field, messageKey: "validation.unknownSiteId" }]);
    }
  };

  // --- Catalogue -----------------------------------------------------------------------

  app.get(
    "/api/case_management/rooms/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The dwelling rooms (problem areas) with their detail spaces and FAQ ids, in the site's language; id is the dwelling (0: an address of the reporter's own)",
        params: RoomsParamsSchema,
        response: { 200: z.array(RoomOptionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const rooms = await catalogue.dwellingRooms(request.params.id, caseSiteOf(request.site), request.site.language);
      return rooms ?? notFound(request, reply);
    },
  );

  app.get(
    "/api/case_management/building_rooms/:propertyId",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The public-space problem areas of a property: the elevator only when a building has one, the garage only with a garage; 0 (an address we do not know): all",
        params: PropertyIdParamsSchema,
        response: { 200: z.array(RoomOptionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const rooms = await catalogue.publicRooms(
        request.params.propertyId,
        caseSiteOf(request.site),
        request.site.language,
      );
      return rooms ?? notFound(request, reply);
    },
  );

  app.get(
    "/api/case_management/assets/:problemArea",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The detail spaces (asset types) of a problem area: id, name, FAQ ids, supplier kind",
        params: ProblemAreaParamsSchema,
        response: { 200: z.array(AssetSchema), ...errors },
      },
    },
    async (request, reply) => {
      const assets = await catalogue.assets(request.params.problemArea, request.site.language);
      return assets ?? notFound(request, reply);
    },
  );

  app.post(
    "/api/case_management/customer/articles",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "FAQ articles by id, in the site's language (others are left out)",
        body: ArticlesRequestSchema,
        response: { 200: z.array(FaqArticleSchema), ...errors },
      },
    },
    async (request) => catalogue.articles(request.body.ids.map(Number), request.site.language),
  );

  app.post(
    "/api/system/casefaq",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "FAQ articles by id for the older flow (a session: cookie or bearer token)",
        body: CaseFaqRequestSchema,
        response: { 200: z.array(FaqArticleSchema), ...errors },
      },
    },
    async (request) => catalogue.articles(request.body.faqIds, request.site.language),
  );

  app.get(
    "/api/case_management/suppliers",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Whom to call about an elevator or an appliance: the property's supplier, else the site's (ours, beyond the spec)",
        querystring: SuppliersQuerySchema,
        response: { 200: SupplierSchema, ...errors },
      },
    },
    async (request, reply) => {
      const supplier = await catalogue.supplier(request.query.kind, caseSiteOf(request.site), request.query.propertyId);
      return supplier ?? notFound(request, reply);
    },
  );

  // --- Addresses -----------------------------------------------------------------------

  app.get(
    "/api/case_management/customer/get_agreements",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The resident's current agreements (apartments) on this site, by address; 204 when none",
        response: { 200: z.array(ApartmentChoiceSchema), 204: z.null().describe("No agreements"), ...errors },
      },
    },
    async (request, reply) => {
      const agreements = await catalogue.agreements(authOf(request).userId, caseSiteOf(request.site));
      if (agreements.length === 0) return reply.status(204).send(null);
      return agreements;
    },
  );

  app.get(
    "/api/case_management/customer/get_buildings",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The buildings of the resident's current agreements, for a public-space report (ours)",
        response: { 200: z.array(BuildingChoiceSchema), ...errors },
      },
    },
    async (request) => catalogue.agreementBuildings(authOf(request).userId, caseSiteOf(request.site)),
  );

  app.get(
    "/api/case_management/get_buildings",
    {
      config: { access: "boardMember" },
      schema: {
        tags,
        summary: "The buildings of the board member's association (the session's), by address (ours)",
        response: { 200: z.array(BuildingChoiceSchema), ...errors },
      },
    },
    async (request, reply) => {
      const buildings = await catalogue.associationBuildings(authOf(request), caseSiteOf(request.site));
      return buildings ?? notFound(request, reply);
    },
  );

  app.get(
    "/api/case_management/association",
    {
      config: { access: "boardMember" },
      schema: {
        tags,
        summary:
          "The board member's association (the session's): name, organisation number, management, its buildings (ours)",
        response: { 200: BoardAssociationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const association = await catalogue.association(authOf(request), caseSiteOf(request.site));
      return association ?? notFound(request, reply);
    },
  );

  app.post(
    "/api/case_management/search/object",
    {
      config: { access: "boardMember" },
      schema: {
        tags,
        summary: "Search the association's apartments by address or government id (at most 20)",
        body: AddressSearchRequestSchema,
        response: { 200: z.array(ApartmentChoiceSchema), ...errors },
      },
    },
    async (request, reply) => {
      checkSite(request, request.body.site, "site");
      const hits = await catalogue.searchApartments(authOf(request), caseSiteOf(request.site), request.body.text);
      return hits ?? notFound(request, reply);
    },
  );

  app.post(
    "/api/case_management/search/building",
    {
      config: { access: "boardMember" },
      schema: {
        tags,
        summary: "Search the association's buildings by name or address (at most 20)",
        body: AddressSearchRequestSchema,
        response: { 200: z.array(BuildingChoiceSchema), ...errors },
      },
    },
    async (request, reply) => {
      checkSite(request, request.body.site, "site");
      const hits = await catalogue.searchBuildings(authOf(request), caseSiteOf(request.site), request.body.text);
      return hits ?? notFound(request, reply);
    },
  );

  app.get(
    "/api/case_management/account",
    {
      config: { access: "boardMember" },
      schema: {
        tags,
        summary: "The board's shared e-mail of the session's association",
        response: { 200: BoardAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = await catalogue.boardEmail(authOf(request), caseSiteOf(request.site));
      return account ?? notFound(request, reply);
    },
  );

  app.patch(
    "/api/case_management/account",
    {
      config: { access: "boardMember" },
      schema: {
        tags,
        summary: "Change the board's shared e-mail of the session's association",
        body: BoardAccountUpdateSchema,
        response: { 200: BoardAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = await catalogue.setBoardEmail(authOf(request), caseSiteOf(request.site), request.body.email);
      return account ?? notFound(request, reply);
    },
  );

  app.post(
    "/api/booking/email_is_valid",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Whether the logged-in user may give this e-mail (false: another account uses it); counted per account",
        body: EmailIsValidRequestSchema,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request) => catalogue.emailIsValid(authOf(request).userId, request.body.email),
  );

  // --- Beyond the spec: the duplicate hint ------------------------------------------------

  app.get(
    "/api/case_management/open_cases",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Open errands of a building's problem area, newest first (the duplicate hint); an errand's id only when the caller may follow it",
        querystring: OpenCasesQuerySchema,
        response: { 200: z.array(OpenCaseHintSchema), ...errors },
      },
    },
    async (request, reply) => {
      const hints = await catalogue.openCases(
        authOf(request),
        caseSiteOf(request.site),
        request.query.buildingId,
        request.query.roomId,
      );
      return hints ?? notFound(request, reply);
    },
  );
};
