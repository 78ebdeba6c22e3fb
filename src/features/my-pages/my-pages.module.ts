import type { MyPagesGate } from "~/features/my-pages/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** my-pages (issue 15). */
export function myPagesFeature(deps: FeatureDeps & { myPages: MyPagesGate }): FeatureModule {
  const { myPages } = deps;
  return {
    name: "my-pages",
    pageData: {
      myPages: async (request) => ({ menu: (await myPages(request, "myPages")).menu }),
      myPagesNewsList: async (request) => ({ menu: (await myPages(request, "myNews")).menu }),
      myObject: async (request) => ({ menu: (await myPages(request, "myResidence")).menu }),
      myPagesTimeline: async (request) => ({ menu: (await myPages(request, "myTimeline")).menu }),
      myPagesContact: async (request) => ({ menu: (await myPages(request, "myContact")).menu }),
      myErrands: async (request) => ({ menu: (await myPages(request, "myErrands")).menu }),
    },
  };
}
