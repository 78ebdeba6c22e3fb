import { z } from "zod";

/**
 * Content contracts shared by the server (validation, OpenAPI) and the browser (types).
 * Blocks are structured data, never HTML, so editors' text cannot inject markup.
 */

export const ImageRefSchema = z.object({
  /** Media path, served as /img/<path> by the image proxy. */
  src: z.string(),
  alt: z.string(),
  /** Portrait images use the 2:3 aspect, others 3:2. */
  portrait: z.boolean().optional(),
});
export type ImageRef = z.infer<typeof ImageRefSchema>;

export const LinkSchema = z.object({ text: z.string(), url: z.string() });
export type Link = z.infer<typeof LinkSchema>;

export const HeroBlockSchema = z.object({
  type: z.literal("hero"),
  heading: z.string(),
  text: z.string().optional(),
  image: ImageRefSchema,
  link: LinkSchema.optional(),
});

export const TextBlockSchema = z.object({
  type: z.literal("text"),
  heading: z.string().optional(),
  /** Paragraphs of plain text. */
  paragraphs: z.array(z.string()),
});

export const TeaserGridBlockSchema = z.object({
  type: z.literal("teasers"),
  heading: z.string().optional(),
  items: z.array(z.object({ title: z.string(), text: z.string(), url: z.string(), image: ImageRefSchema.optional() })),
});

export const ImageBlockSchema = z.object({
  type: z.literal("image"),
  image: ImageRefSchema,
  caption: z.string().optional(),
});

export const FaqBlockSchema = z.object({
  type: z.literal("faq"),
  /** Anchor id of the section (the cookies FAQ section id points here). */
  sectionId: z.string(),
  heading: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
});

export const FactsBlockSchema = z.object({
  type: z.literal("facts"),
  heading: z.string().optional(),
  items: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const QuoteBlockSchema = z.object({
  type: z.literal("quote"),
  text: z.string(),
  author: z.string(),
  role: z.string().optional(),
});

export const ContactBlockSchema = z.object({
  type: z.literal("contact"),
  heading: z.string(),
  phone: z.string().optional(),
  email: z.string().optional(),
  openingHours: z.string().optional(),
  text: z.string().optional(),
});

/** Lists the site's pages of a template under a path (news room, blog list, references). */
export const PageListBlockSchema = z.object({
  type: z.literal("pageList"),
  heading: z.string().optional(),
  template: z.string(),
  /** Only pages whose path starts with this prefix. */
  pathPrefix: z.string().optional(),
  limit: z.number().int().min(1).max(50).default(12),
});

/** The site's open job postings. */
export const JobListBlockSchema = z.object({
  type: z.literal("jobList"),
  heading: z.string().optional(),
});

/**
 * A video (spec 001 section 3 "Media and consent"): a poster with a play button; the provider's
 * player (YouTube or Vimeo) loads only with the visitor's thirdParty consent (issue 16). The
 * spec's image fields map onto ours: url → src, altText → alt; orgWidth, orgHeight and
 * description are kept as given.
 */
export const VideoBlockSchema = z.object({
  type: z.literal("video"),
  videoUrl: z.url({ protocol: /^https$/ }),
  title: z.string(),
  image: ImageRefSchema.extend({
    orgWidth: z.number().int().positive().optional(),
    orgHeight: z.number().int().positive().optional(),
    description: z.string().optional(),
  }),
  description: z.string().optional(),
  /** What is said and shown in the video, readable without playing it (accessibility). */
  scriptText: z.string().optional(),
  /** Plays in the page (true) or in a dialog over it (false). */
  renderOnPage: z.boolean(),
  /** The description is shown in the dialog only, not beside the poster. */
  hideDescriptionOnPage: z.boolean(),
});
export type VideoBlock = z.infer<typeof VideoBlockSchema>;

/**
 * The cookie settings of the cookies page (issue 16): one switch per category and a save, a
 * plain form that works without JavaScript. The footer's "Cookie settings" link and the page's
 * text point here by its anchor.
 */
export const CookieSettingsBlockSchema = z.object({
  type: z.literal("cookieSettings"),
  /** Anchor id of the form (the footer link and the page text point here). */
  sectionId: z.string(),
  heading: z.string().optional(),
});

export const ContentBlockSchema = z.discriminatedUnion("type", [
  HeroBlockSchema,
  TextBlockSchema,
  TeaserGridBlockSchema,
  ImageBlockSchema,
  FaqBlockSchema,
  FactsBlockSchema,
  QuoteBlockSchema,
  ContactBlockSchema,
  PageListBlockSchema,
  JobListBlockSchema,
  VideoBlockSchema,
  CookieSettingsBlockSchema,
]);
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

export interface NavigationItem {
  text: string;
  url: string;
  children?: NavigationItem[];
}
export const NavigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
  z.object({ text: z.string(), url: z.string(), children: z.array(NavigationItemSchema).optional() }),
);

export const PopularSearchSchema = z.object({ text: z.string(), url: z.string() });
export type PopularSearch = z.infer<typeof PopularSearchSchema>;

export const MENUS = ["main", "quick", "career", "footerCompany", "footerDiscovery", "footerHelp"] as const;
export type MenuName = (typeof MENUS)[number];

export const NavigationSchema = z.object({
  main: z.array(NavigationItemSchema),
  /** Header quick links, already cut to the site's count (2 with search, otherwise 3). */
  quickLinks: z.array(NavigationItemSchema),
});

export const FooterSchema = z.object({
  companyLinks: z.array(NavigationItemSchema),
  discoveryLinks: z.array(NavigationItemSchema),
  helpLinks: z.array(NavigationItemSchema),
});

export const CrisisBannerSchema = z.object({
  heading: z.string(),
  text: z.string(),
  linkUrl: z.string().nullable(),
});
export type CrisisBanner = z.infer<typeof CrisisBannerSchema>;

export const BreadcrumbSchema = z.object({ name: z.string(), url: z.string() });
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

export const AvailableLanguageSchema = z.object({
  language: z.enum(["sv", "no", "fi", "en"]),
  site: z.string(),
  /** The page in that language when it exists, otherwise that site's start page. */
  url: z.string(),
  isCurrent: z.boolean(),
});
export type AvailableLanguage = z.infer<typeof AvailableLanguageSchema>;

export const SeoSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  noIndex: z.boolean(),
  image: z.string().nullable(),
  /** hreflang alternates with absolute URLs. */
  alternates: z.array(z.object({ hreflang: z.string(), href: z.string() })),
});
export type Seo = z.infer<typeof SeoSchema>;

export const DataLayerSchema = z.object({
  event: z.enum(["pageview", "error"]),
  pageType: z.string(),
  pageId: z.string().nullable(),
  siteId: z.string(),
  site: z.string(),
  language: z.string(),
  isCorporate: z.boolean(),
  errorStatus: z.number().optional(),
  errorMessage: z.string().optional(),
});
export type DataLayer = z.infer<typeof DataLayerSchema>;

export const PageTeaserSchema = z.object({
  title: z.string(),
  url: z.string(),
  summary: z.string().nullable(),
  image: z.string().nullable(),
  publishedAt: z.string(),
  template: z.string(),
});
export type PageTeaser = z.infer<typeof PageTeaserSchema>;

export const JobPostingSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  department: z.string(),
  summary: z.string(),
  applyBy: z.string(),
});
export type JobPosting = z.infer<typeof JobPostingSchema>;

/** What a template receives: the page, its blocks, and the data its list blocks asked for. */
export const PageContentSchema = z.object({
  title: z.string(),
  summary: z.string().nullable(),
  image: z.string().nullable(),
  publishedAt: z.string(),
  blocks: z.array(ContentBlockSchema),
  /**
   * The template's own data, for feature templates: an area, stage or home page's residence,
   * the search page's first results. Its shape belongs to the template's feature.
   */
  data: z.unknown().optional(),
  /** schema.org structured data of the page, rendered as JSON-LD. */
  structuredData: z.array(z.record(z.string(), z.unknown())).optional(),
  /** Keyed by the block index of each pageList block. */
  lists: z.record(z.string(), z.array(PageTeaserSchema)),
  jobs: z.array(JobPostingSchema),
});
export type PageContent = z.infer<typeof PageContentSchema>;

/** The page view model of spec 001 section 7 ("Page shell and consent"). */
export const PageViewModelSchema = z.object({
  dataLayer: DataLayerSchema,
  seo: SeoSchema,
  currentComponent: z.string(),
  viewModel: PageContentSchema,
  breadcrumbs: z.array(BreadcrumbSchema),
  navigation: NavigationSchema,
  footer: FooterSchema,
  careerNavigation: z.array(NavigationItemSchema),
  popularSearches: z.array(PopularSearchSchema),
  crisisBanner: CrisisBannerSchema.nullable(),
  epiEditUrl: z.string().nullable(),
  isInEditMode: z.boolean(),
  pageId: z.string().nullable(),
  availableLanguages: z.array(AvailableLanguageSchema),
  cookiesPageUrl: z.string().nullable(),
  cookiesFaqSectionId: z.string().nullable(),
  isCorporate: z.boolean(),
  siteVersion: z.string(),
  /** HTTP status the page is served with (200, 404 or 500). */
  status: z.number(),
});
export type PageViewModel = z.infer<typeof PageViewModelSchema>;

/**
 * The page view model as the page route sends it to the browser: the site's navigation and
 * footer are not in it, they come once with the root route (SiteNavigation), and the career
 * menu, which no page renders, not at all (docs/decisions/023-hydration-data.md).
 */
export type BrowserPageViewModel = Omit<PageViewModel, "navigation" | "footer" | "careerNavigation">;

/** The site's menus as the shell renders them: the header's and the footer's. */
export type SiteNavigation = Pick<PageViewModel, "navigation" | "footer">;

export const NavigationFallbackSchema = z.object({
  navigation: NavigationSchema,
  footer: FooterSchema,
  careerNavigation: z.array(NavigationItemSchema),
});
export type NavigationFallback = z.infer<typeof NavigationFallbackSchema>;

/** Query of the page view model call. */
export const PageViewModelQuerySchema = z.object({
  path: z.string().min(1).max(2000).regex(/^\//, "path must start with /"),
});
