import type { LoginPanelProps } from "./LoginPanel";

/**
 * The hash triggers of spec 000 section 2: #open-login-private and #open-login-board open the
 * matching login modal (and the hash is removed); #open-login, #open-board-login, #open-case and
 * #open-board-case likewise (the case ones for a fault report: case login kinds).
 */
export const LOGIN_HASHES: Record<string, Pick<LoginPanelProps, "initialTab" | "caseLogin" | "hideTabs">> = {
  "#open-login": { initialTab: "private" },
  "#open-login-private": { initialTab: "private" },
  "#open-login-board": { initialTab: "board" },
  "#open-board-login": { initialTab: "board" },
  "#open-case": { initialTab: "private", caseLogin: true, hideTabs: true },
  "#open-board-case": { initialTab: "board", caseLogin: true },
};

/** The return types of e-ID (spec 000 section 2) that resume a login here. */
const LOGIN_RETURN_TYPES = new Set(["login", "login board member"]);

/**
 * The names an e-ID attempt's id goes by in an address: "An address query with cid, sid or
 * poolingId plus a type opens an e-identification modal" (spec 001 section 2). Our providers
 * send poolingId back; cid and sid name the same attempt, as links from elsewhere do. The first
 * valid one counts, in this order.
 */
export const EID_ATTEMPT_PARAMS = ["poolingId", "cid", "sid"] as const;

/** An attempt id is a UUID (PoolingIdParamsSchema): anything else never reaches the API. */
const ATTEMPT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The e-ID attempt an address names (poolingId, cid or sid) with its type, or null without both. */
export function eidReturnOf(search: string | URLSearchParams): { poolingId: string; type: string } | null {
  const query = typeof search === "string" ? new URLSearchParams(search) : search;
  const type = query.get("type");
  if (!type) return null;
  for (const name of EID_ATTEMPT_PARAMS) {
    const value = query.get(name);
    if (value && ATTEMPT_ID.test(value)) return { poolingId: value, type };
  }
  return null;
}

/** The query without the e-ID return's parameters (attempt id under any name, and type), as "?…" or "". */
export function withoutEidReturn(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of [...EID_ATTEMPT_PARAMS, "type"]) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}

export type LoginTrigger =
  | { kind: "hash"; props: Pick<LoginPanelProps, "initialTab" | "caseLogin" | "hideTabs"> }
  | { kind: "eidReturn"; poolingId: string; board: boolean };

/** What a page address asks to open, if anything. */
export function loginTriggerOf(hash: string, search: string): LoginTrigger | null {
  const props = LOGIN_HASHES[hash];
  if (props) return { kind: "hash", props };
  const eid = eidReturnOf(search);
  if (eid && LOGIN_RETURN_TYPES.has(eid.type)) {
    return { kind: "eidReturn", poolingId: eid.poolingId, board: eid.type === "login board member" };
  }
  return null;
}
