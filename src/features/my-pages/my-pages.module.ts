import type { MyPagesGate } from "~/features/my-pages/index.server";
import type { FeatureDeps, FeatureModule, PageDataRequest } from "~/server/feature-module";
import { createMyPagesContent } from "./my-pages-content.server";

/**
 * my-pages (issue 15): the overview (and the board portal's), news, my residence, timeline and
 * contacts (errands: the case-management feature). Every loader goes through the gate first (the user's menu decides which
 * pages answer, decision 031), then reads the page's content in one round trip.
 */
export function myPagesFeature(deps: FeatureDeps & { myPages: MyPagesGate }): FeatureModule {
  const { myPages } = deps;
  const content = createMyPagesContent({ db: deps.database.db, clock: deps.clock });

  async function overview(request: PageDataRequest) {
    const visit = await myPages(request, "myPages");
    // The board portal's overview shows the association, its errands and contacts: nothing of
    // the user's own purchases (spec 000 section 6).
    if (visit.menu.board) {
      return { menu: visit.menu, documentsToSign: 0, unpaidPayments: 0, showings: [], milestones: [], news: [] };
    }
    return { menu: visit.menu, ...(await content.overview(visit, request.site)) };
  }

  return {
    name: "my-pages",
    pageData: {
      myPages: overview,
      myPagesBoardMember: overview,
      myPagesNewsList: async (request) => {
        const visit = await myPages(request, "myNews");
        return { menu: visit.menu, ...(await content.news(visit, request.site)) };
      },
      myObject: async (request) => {
        const visit = await myPages(request, "myResidence");
        return { menu: visit.menu, ...(await content.myHomes(visit, request.site)) };
      },
      myPagesTimeline: async (request) => {
        const visit = await myPages(request, "myTimeline");
        return { menu: visit.menu, ...(await content.timeline(visit, request.site)) };
      },
      myPagesContact: async (request) => {
        const visit = await myPages(request, "myContact");
        return { menu: visit.menu, ...(await content.contacts(visit, request.site)) };
      },
    },
  };
}
