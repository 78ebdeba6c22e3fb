import type { ContentBlock, MenuName, NavigationItem, PopularSearch } from "~/features/content/schema";
import type { SiteCode } from "~/sites/sites";
import type { ContentTemplateName, FeatureTemplateName } from "~/templates/names";

/** Feature templates that editors place as content pages (their data is loaded per request). */
export type StoredFeatureTemplate = Extract<
  FeatureTemplateName,
  "rentalProjectStart" | "imageFile" | "modalContact" | "reportList"
>;

/** One content page of the demo seed. */
export interface SeedPage {
  /** Path with leading and trailing slash, e.g. "/om-oss/nyheter/". For sv_en it starts with "/en/". */
  path: string;
  template: ContentTemplateName | StoredFeatureTemplate;
  title: string;
  /** One or two sentences for teasers, list views and the meta description. */
  summary?: string;
  /** Teaser/share image: one of DEMO_IMAGES (e.g. "demo/exterior-townhouses.jpg"). */
  image?: string;
  seoTitle?: string;
  seoDescription?: string;
  /**
   * Same key on pages that are translations of each other across sv, sv_en, no and fi
   * (for hreflang and the language switch), e.g. "start", "careers", "news-room".
   */
  translationKey?: string;
  /** Corporate (about the company) pages. */
  isCorporate?: boolean;
  /** ISO date; news, press releases and blog posts are listed newest first. */
  publishedAt?: string;
  blocks: ContentBlock[];
}

export interface SeedJob {
  title: string;
  location: string;
  department: string;
  summary: string;
  /** Days from the seed date until the application deadline. */
  applyInDays: number;
}

/** Everything the demo seed writes for one site. */
export interface SiteSeed {
  site: SiteCode;
  pages: SeedPage[];
  navigation: Record<MenuName, NavigationItem[]>;
  crisisBanner: { heading: string; text: string; linkUrl: string | null };
  popularSearches: PopularSearch[];
  /** Anchor id of the FAQ block on the cookies page that explains cookies. */
  cookiesFaqSectionId: string;
  jobs: SeedJob[];
}
