import { z } from "zod";
import type { Database } from "~/db/client";
import type { MyPagesGate } from "~/features/my-pages/index.server";
import { type PageDataRequest, PageNotFound } from "~/server/feature-module";
import { createCasesReadService, type ErrandsOwner, errandsOwnerOf } from "../cases-read.service";
import { CASE_TYPES, type CaseType, ERRAND_ID_PARAM, ERRAND_SORTS } from "../schema";
import { STATUS_DISPLAY_GROUPS, type StatusDisplayGroup } from "../statuses";
import { ERRANDS_PAGE_SIZE } from "./list-size";
import type { ErrandsFilterView, MyErrandsData } from "./page-data";

/** The round of the board portal's round view (`?roundId=`). */
export const ROUND_ID_PARAM = "roundId";

/**
 * The errands list's filters from the page's query (the GET form): unknown values are dropped
 * rather than refused, so an old or hand-edited link still shows the list.
 */
export function errandsFilterOf(params: URLSearchParams): ErrandsFilterView {
  const status = params
    .getAll("status")
    .filter((value): value is StatusDisplayGroup => (STATUS_DISPLAY_GROUPS as readonly string[]).includes(value));
  const type = params
    .getAll("type")
    .filter((value): value is CaseType => (CASE_TYPES as readonly string[]).includes(value));
  const sort = params.get("sort");
  // "Show more" asks for the next page: a whole number of pages, at least one.
  const asked = Number.parseInt(params.get("limit") ?? "", 10);
  const pages = Number.isFinite(asked) ? Math.min(200, Math.max(1, Math.ceil(asked / ERRANDS_PAGE_SIZE))) : 1;
  return {
    status: [...new Set(status)],
    type: [...new Set(type)],
    sort: sort === ERRAND_SORTS[1] ? "status" : "created",
    limit: pages * ERRANDS_PAGE_SIZE,
  };
}

/**
 * The page data of template "myErrands": the gate first (the errands menu rule of spec 000
 * section 6), then the list, one errand (`?errandId=`) or one round (`?roundId=`, board only).
 * An errand or round that is not the user's (or their association's) is the 404 page.
 */
export function createErrandsPageData(deps: { db: Database; myPages: MyPagesGate }) {
  const cases = createCasesReadService({ db: deps.db });
  return async function myErrands(request: PageDataRequest): Promise<MyErrandsData> {
    const visit = await deps.myPages(request, "myErrands");
    const { site, url } = request;
    const owner: ErrandsOwner | null = visit.menu.board
      ? errandsOwnerOf(visit.auth)
      : { kind: "reporter", userId: visit.auth.userId };
    const filter = errandsFilterOf(url.searchParams);
    const base: MyErrandsData = {
      menu: visit.menu,
      view: "list",
      scope: owner?.kind === "association" ? "board" : "customer",
      filter,
      errands: [],
      total: 0,
      errand: null,
      rounds: [],
      round: null,
      faultReportHref: site.urls.faultReportContact ?? null,
    };

    const errandId = url.searchParams.get(ERRAND_ID_PARAM);
    if (errandId !== null) {
      if (!owner || !z.uuid().safeParse(errandId).success) throw new PageNotFound("no such errand");
      const errand = await cases.detail(owner, site, errandId);
      if (!errand) throw new PageNotFound("not the user's errand");
      return { ...base, view: "errand", errand };
    }

    const roundId = url.searchParams.get(ROUND_ID_PARAM);
    if (roundId !== null) {
      const id = z.coerce.number().int().positive().max(2_147_483_647).safeParse(roundId);
      if (owner?.kind !== "association" || !id.success) throw new PageNotFound("no such round");
      const round = await cases.round(owner.associationId, id.data);
      if (!round) throw new PageNotFound("not the association's round");
      return { ...base, view: "round", round };
    }

    if (!owner) return base;
    const [list, rounds] = await Promise.all([
      cases.listPage(owner, site, filter, filter.limit),
      owner.kind === "association" ? cases.rounds(owner.associationId) : Promise.resolve([]),
    ]);
    return { ...base, errands: list.errands, total: list.total, rounds };
  };
}
