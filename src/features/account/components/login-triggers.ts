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

export type LoginTrigger =
  | { kind: "hash"; props: Pick<LoginPanelProps, "initialTab" | "caseLogin" | "hideTabs"> }
  | { kind: "eidReturn"; poolingId: string; board: boolean };

/** What a page address asks to open, if anything. */
export function loginTriggerOf(hash: string, search: string): LoginTrigger | null {
  const props = LOGIN_HASHES[hash];
  if (props) return { kind: "hash", props };
  const query = new URLSearchParams(search);
  const poolingId = query.get("poolingId");
  const type = query.get("type");
  if (poolingId && type && LOGIN_RETURN_TYPES.has(type) && /^[0-9a-f-]{36}$/i.test(poolingId)) {
    return { kind: "eidReturn", poolingId, board: type === "login board member" };
  }
  return null;
}
