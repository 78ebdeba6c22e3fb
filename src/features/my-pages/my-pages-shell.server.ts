import type { Database } from "~/db/client";
import type { AuthContext } from "~/features/account/schema";
import { type PageDataRequest, PageNotFound } from "~/server/feature-module";
import { type MenuFacts, type MyPagesKey, myPagesMenu } from "./menu";
import { loadMenuFacts } from "./my-pages-facts.server";
import type { MyPagesShell } from "./page-data";

/** What a My Pages loader knows once the shell let it in: the user, the facts and the menu. */
export interface MyPagesVisit {
  auth: AuthContext;
  facts: MenuFacts;
  menu: MyPagesShell;
}

/**
 * The gate of every My Pages page data loader: the user's menu on this site decides which pages
 * answer (decision 031). A path outside it, or no session, is PageNotFound (the 404 page): never
 * another template, never someone else's data. One database round trip (the menu's facts).
 */
export function createMyPagesShell(deps: { db: Database; clock: () => Date }) {
  return async function enter(request: PageDataRequest, key: MyPagesKey): Promise<MyPagesVisit> {
    const { auth, site } = request;
    // The content service sends anonymous visitors to the login page first; this is the backstop.
    if (!auth) throw new PageNotFound("no session");
    const facts = await loadMenuFacts(deps.db, auth, site);
    const keys = myPagesMenu(site, facts, deps.clock());
    if (!keys.includes(key)) throw new PageNotFound(`"${key}" is not in the user's menu`);
    return {
      auth,
      facts,
      menu: {
        current: key,
        items: keys.flatMap((item) => {
          const href = site.urls[item];
          return href ? [{ key: item, href }] : [];
        }),
        board: facts.boardMember,
        associationName: facts.associationName,
      },
    };
  };
}

export type MyPagesGate = ReturnType<typeof createMyPagesShell>;
