import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  DEFAULT_INHABIT_DATE,
  DEFAULT_RESIDENCE_TAB,
  type ResidenceTab,
  SORT_OPTIONS,
  type SortOption,
} from "~/domain/residence-enums";
import { SaveSearchButton } from "~/features/saved-searches";
import { useTranslation } from "~/i18n/react";
import { useBaseMap } from "~/shell/use-base-map";
import { useSite } from "~/shell/use-site";
import { filterBoundsOf } from "~/sites/filter-bounds";
import type { TemplateProps } from "~/templates/registry";
import { useRenderOnly } from "~/templates/render-only";
import { EmptyResult, NoPlace } from "./components/EmptyResult";
import { ObjectList } from "./components/ObjectList";
import { type Presentation, ProjectList } from "./components/ProjectList";
import { RESULTS_PANEL_ID, ResultTabs, tabId } from "./components/ResultTabs";
import styles from "./components/results.module.css";
import { type ChangeOptions, SearchFilters } from "./components/SearchFilters";
import { SearchMap } from "./components/SearchMap";
import { FIRST_RESULTS, type FirstResults, RESULTS_LIST_ID } from "./first-results";
import type { Tag } from "./schema";
import layout from "./search.module.css";
import type { SearchPageData } from "./search-page-data";
import {
  emptyFilter,
  PREMISES_TAB,
  parseSearchUrl,
  type SearchTab,
  type SearchUrlState,
  type SearchView,
  serializeSearchUrl,
  toSearchFilter,
  type UrlFilter,
  widenFilter,
} from "./search-url";
import { useFilterPanel } from "./use-filter-panel";
import { usePageSize } from "./use-page-size";
import { useResidenceTab } from "./use-residence-tab";
import { countOf, type SearchQuery, useSearchMarkers, useSearchResults } from "./use-search";
import { useRememberedFilters, useSearchMemory } from "./use-search-memory";
import { useResolvedTags } from "./use-search-tags";

/** The sort options of residences (premises sizes belong to the premises search; livingArea = areaDesc). */
const RESIDENCE_SORTS: SortOption[] = SORT_OPTIONS.filter(
  (sort) => !sort.startsWith("premisesSize") && sort !== "livingArea",
);

// The premises tab's list loads when the tab is chosen (sites with premises only).
const PremisesTab = lazy(() =>
  import("~/features/premises/entries/premises-tab").then((module) => ({ default: module.PremisesTab })),
);

/**
 * The home search (spec 000 sections 2, 4 and 9): tabs area / stage / home with counts,
 * filters within the site's bounds, image and map views (the map with every hit of the tab),
 * List and Slider presentations, and "show more" on every tab. The URL is the state: every change writes it (without reloading the
 * page's view model), and back/forward or a shared link restore the same search.
 */
export function SearchTemplate({ vm }: TemplateProps<"search">) {
  const location = useLocation();
  // A new tag path is a new page from the server (with its own first results).
  return <SearchPage key={location.pathname} vm={vm} />;
}
export default SearchTemplate;

/**
 * As `useHydrated` of ~/shell/use-hydrated: a copy, because importing that module from a template
 * as well as from the header would make it a chunk of its own, one more file on every page.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function SearchPage({ vm }: TemplateProps<"search">) {
  const site = useSite();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const baseMap = useBaseMap();
  const hydrated = useHydrated();
  const filtersId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The server's first results belong to this page's first URL only. On the server their hits
  // come render-only (decision 023); in the browser the list adopts the server's markup of them.
  const firstResults = useRenderOnly(FIRST_RESULTS);
  const [data] = useState(() => withFirstResults(vm.viewModel.data, firstResults));
  const serverMarkup = useServerMarkup(RESULTS_LIST_ID);
  const basePath = site.urls.searchHomes ?? "/";
  const bounds = data?.bounds ?? filterBoundsOf(site.site);

  // The hash is known in the browser only: it applies after hydration, so both renders agree.
  const hash = hydrated ? location.hash : "";
  const address = `${location.pathname}${location.search}`;
  const currentUrl = `${address}${hash}`;
  const urlState = useMemo(
    () => parseSearchUrl({ pathname: location.pathname, search: location.search, hash }, basePath, bounds),
    [location.pathname, location.search, hash, basePath, bounds],
  );
  // A change shows at once; the URL, and with it the search, follows when the navigation lands.
  const [pending, setPending] = useState<{ from: string; url: string; state: SearchUrlState } | null>(null);
  const live = pending?.from === currentUrl ? pending : null;
  const state = live?.state ?? urlState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URL settles whatever was pending
  useEffect(() => setPending(null), [currentUrl]);

  const [knownTags] = useState<Tag[]>(() => [...(data?.allTags ?? []), ...(data?.tags ?? [])]);
  const [knownMissing] = useState(() => data?.unknownPlaces ?? []);
  const tags = useResolvedTags(site.siteId, urlState.tagPath, urlState.tagNames, knownTags, knownMissing);
  // A place that does not exist finds nothing (issue 13): no search runs, the page says so.
  const noPlace = tags.unknown.length > 0;
  const tagIdsKey = tags.tags.map((tag) => tag.id).join(",");
  // The search follows the URL, never a change that has not reached it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tagIdsKey stands for the resolved tags
  const query = useMemo<SearchQuery | null>(
    () =>
      tags.pending || tags.failed || noPlace
        ? null
        : {
            filter: toSearchFilter(
              urlState.filter,
              tags.tags.map((tag) => tag.id),
            ),
            sort: urlState.sort,
          },
    [urlState.filter, urlState.sort, tags.pending, tags.failed, noPlace, tagIdsKey],
  );

  // isUrlEnabled(site, "premises") without its table of every path in this chunk: the search page
  // exists only where search is on, and only the sites with premises have the path.
  const withPremises = site.urls.premises !== undefined;
  const [shownTab, storeTab] = useResidenceTab(
    data?.tab ?? DEFAULT_RESIDENCE_TAB,
    state.tabOverride,
    hydrated,
    withPremises,
  );
  const premisesShown = shownTab === PREMISES_TAB;
  const [premisesCount, setPremisesCount] = useState<number | null>(null);
  // The residence searches keep the stage tab's results (and every tab's counts) behind the premises tab.
  const tab: ResidenceTab = premisesShown ? DEFAULT_RESIDENCE_TAB : shownTab;
  // The hash's tab now applies: the results of the server's tab may show again (see HASH_TAB_SCRIPT).
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(HASH_TAB_ATTRIBUTE);
  }, [hydrated]);
  const [pageSize, setPageSize] = usePageSize();
  const [presentation, setPresentation] = useState<Presentation>("list");
  const panel = useFilterPanel();
  const delayRef = useRef(0);
  // First: its effect reads a slider's debounce before the results' effects reset it.
  const markers = useSearchMarkers({ siteId: site.siteId, query, tab, enabled: state.view === "map", delayRef });
  const results = useSearchResults({
    siteId: site.siteId,
    query,
    tab,
    pageSize,
    initial: data,
    serverMarkup: serverMarkup !== null,
    delayRef,
  });
  const rememberSearch = useSearchMemory(address, hydrated, results);
  const urlFilters = activeFiltersOf(urlState);
  const rememberedFilters = useRememberedFilters(site.site, address, urlFilters > 0, hydrated);

  /** Writes a new state to the URL: a same-path navigation, which loads no view model. */
  const go = (next: SearchUrlState, options: ChangeOptions = {}) => {
    const url = serializeSearchUrl(next, basePath, bounds);
    if (url === (live?.url ?? currentUrl)) return;
    delayRef.current = options.delay ?? 0;
    setPending({ from: currentUrl, url, state: next });
    navigate(url, { replace: options.replace ?? false, preventScrollReset: true });
  };
  const setFilter = (patch: Partial<UrlFilter>, options?: ChangeOptions) =>
    go({ ...state, filter: { ...state.filter, ...patch } }, options);
  const clearFilters = () => {
    rememberedFilters.forget();
    go({ ...state, tagPath: null, tagNames: [], filter: emptyFilter() });
  };
  const addTag = (tag: Tag) => {
    tags.remember(tag);
    if (!state.tagNames.some((name) => name.toLocaleLowerCase() === tag.name.toLocaleLowerCase())) {
      go({ ...state, tagNames: [...state.tagNames, tag.name] });
    }
  };
  const selectTab = (next: SearchTab) => {
    storeTab(next);
    // A tab named by the hash follows the choice, so the URL does not contradict the page; the
    // hash never names premises (spec 000 section 2), so choosing it drops the hash.
    if (state.tabOverride) go({ ...state, tabOverride: next === PREMISES_TAB ? null : next }, { replace: true });
  };
  const setView = (view: SearchView) => {
    // Leaving the hash's tab behind keeps the tab: it is stored as the visitor's choice.
    if (state.tabOverride) storeTab(state.tabOverride);
    go({ ...state, view, tabOverride: null });
  };
  const listRef = useRef<HTMLDivElement>(null);
  const adoptedFocus = useFocusAcrossAdoption(listRef, results.adopted);
  // "Skip past the map" lands on the first result: the heading is above the map in the tab order.
  const focusResults = () =>
    (listRef.current?.querySelector<HTMLElement>("a[href]") ?? resultsHeading.current)?.focus();

  const counts = noPlace ? NO_COUNTS : results.counts;
  const hits = results.list?.hits ?? null;
  const count = counts ? countOf(counts, tab) : null;
  const failed = results.failed || tags.failed;
  const activeFilters = activeFiltersOf(state);
  const announcement = premisesShown
    ? ""
    : noPlace
      ? t("search.noPlace.title", { name: tags.unknown.join(", ") })
      : failed || results.loading || count === null
        ? ""
        : t(`search.status.${tab}`, { count: count ?? 0 });
  const sorts = RESIDENCE_SORTS.includes(state.sort) ? RESIDENCE_SORTS : [...RESIDENCE_SORTS, state.sort];
  const listLabel = t(`search.results.listLabel.${tab}`);

  let body: React.ReactNode;
  if (failed) {
    body = (
      <div role="alert" className={styles.message}>
        <p>{t("search.results.failed")}</p>
        <button
          type="button"
          className={styles.moreButton}
          onClick={() => {
            tags.retry();
            results.retry();
          }}
        >
          {t("search.results.retry")}
        </button>
      </div>
    );
  } else if (noPlace) {
    const unknown = new Set(tags.unknown);
    body = (
      <NoPlace
        names={tags.unknown}
        onRemove={() => go({ ...state, tagNames: state.tagNames.filter((name) => !unknown.has(name)) })}
      />
    );
  } else if (hits === null) {
    body = <Skeleton />;
  } else if (hits.length === 0 && query && !results.loading) {
    body = (
      <EmptyResult
        siteId={site.siteId}
        query={query}
        tab={tab}
        canClear={activeFilters > 0}
        onWiden={(which) => go({ ...state, filter: widenFilter(state.filter, which) })}
        onPlace={(tag) => {
          tags.remember(tag);
          go({ ...state, tagPath: null, tagNames: [tag.name] });
        }}
        onClear={clearFilters}
      />
    );
  } else if (hits.length === 0) {
    body = <Skeleton />;
  } else {
    const paging = {
      total: results.list?.total ?? hits.length,
      pageSize,
      onPageSizeChange: setPageSize,
      loadingMore: results.loadingMore,
      moreFailed: results.moreFailed,
      onShowMore: results.showMore,
    };
    body =
      tab === "object" ? (
        <ObjectList hits={hits} site={site} label={listLabel} {...paging} />
      ) : (
        <ProjectList tab={tab} hits={hits} site={site} presentation={presentation} label={listLabel} {...paging} />
      );
  }

  return (
    <div className={layout.page}>
      <header className={layout.head}>
        <h1>{vm.viewModel.title || t("search.title")}</h1>
        {vm.viewModel.summary && <p className={layout.lead}>{vm.viewModel.summary}</p>}
        <SaveSearchButton
          address={address}
          suggestedName={
            tags.tags
              .map((tag) => tag.name)
              .join(", ")
              .slice(0, 50) || t("savedSearches.save.defaultName")
          }
        />
      </header>
      <div className={layout.columns}>
        <section className={layout.filtersColumn} aria-label={t("search.filters.heading")}>
          <button
            ref={panel.toggleRef}
            type="button"
            className={layout.filtersToggle}
            aria-expanded={panel.open}
            aria-controls={filtersId}
            onClick={panel.toggle}
          >
            {activeFilters > 0
              ? t("search.filters.toggleActive", { count: activeFilters })
              : t("search.filters.toggle")}
          </button>
          {/* On a phone, open: a full-screen dialog with a sticky "Visa N bostäder" (use-filter-panel.ts). */}
          <div ref={panel.panelRef} id={filtersId} className={layout.filters} data-open={panel.open}>
            <div className={layout.filtersBar}>
              <h2 id={`${filtersId}-heading`} className={layout.filtersHeading} tabIndex={-1} ref={panel.headingRef}>
                {t("search.filters.heading")}
              </h2>
              <button type="button" className={layout.filtersClose} onClick={() => panel.close()}>
                {t("search.filters.close")}
              </button>
            </div>
            <SearchFilters
              state={state}
              site={site}
              bounds={bounds}
              pathTagName={state.tagPath ? (tags.pathTag?.name ?? state.tagPath) : null}
              onFilter={setFilter}
              onTagNames={(tagNames) => go({ ...state, tagNames })}
              onAddTag={addTag}
              onRemovePathTag={() => go({ ...state, tagPath: null })}
              onClear={clearFilters}
            />
            <div className={layout.filtersFooter}>
              <button type="button" className={layout.showResults} onClick={() => panel.close(resultsHeading.current)}>
                {count === null || results.loading
                  ? t("search.filters.searching")
                  : t(`search.filters.show_${tab}`, { count })}
              </button>
            </div>
          </div>
        </section>

        <section className={layout.results} aria-labelledby={`${filtersId}-results`}>
          <h2 id={`${filtersId}-results`} className="visually-hidden" tabIndex={-1} ref={resultsHeading}>
            {t("search.results.heading")}
          </h2>
          <div className={layout.toolbar}>
            <ResultTabs
              tab={shownTab}
              counts={counts}
              onSelect={selectTab}
              premises={withPremises ? { count: premisesCount } : undefined}
            />
            <div className={layout.tools} hidden={premisesShown}>
              <fieldset className={layout.switch}>
                <legend className="visually-hidden">{t("search.view.label")}</legend>
                {(["image", "map"] as const).map((view) => (
                  <button
                    key={view}
                    type="button"
                    aria-pressed={state.view === view}
                    className={layout.switchButton}
                    // On a phone the button shows a short word ("Karta"), which begins its name.
                    aria-label={t(`search.view.${view}`)}
                    onClick={() => setView(view)}
                  >
                    <span className={layout.longLabel}>{t(`search.view.${view}`)}</span>
                    <span className={layout.shortLabel}>{t(`search.view.${view}Short`)}</span>
                  </button>
                ))}
              </fieldset>
              {tab !== "object" && (
                <fieldset className={`${layout.switch} ${layout.presentation}`}>
                  <legend className="visually-hidden">{t("search.presentation.label")}</legend>
                  {(["list", "slider"] as const).map((option) => (
                    <button
                      key={option}
                      type="button"
                      aria-pressed={presentation === option}
                      className={layout.switchButton}
                      onClick={() => setPresentation(option)}
                    >
                      {t(`search.presentation.${option}`)}
                    </button>
                  ))}
                </fieldset>
              )}
              <label className={layout.sort}>
                <span className={layout.sortLabel}>{t("search.sort.label")}</span>
                <select
                  value={state.sort}
                  onChange={(event) => go({ ...state, sort: event.target.value as SortOption })}
                >
                  {sorts.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`enums.sort.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          {!hydrated && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script (its hash is in the page's CSP)
            <script dangerouslySetInnerHTML={{ __html: HASH_TAB_SCRIPT }} />
          )}
          {rememberedFilters.offer && (
            <p className={layout.lastSearch}>
              <Link to={rememberedFilters.offer}>{t("search.lastSearch")}</Link>
            </p>
          )}
          <p role="status" aria-live="polite" className="visually-hidden">
            {announcement}
          </p>
          {premisesShown && (
            <div role="tabpanel" id={RESULTS_PANEL_ID} aria-labelledby={tabId(PREMISES_TAB)} className={layout.panel}>
              <Suspense fallback={<Skeleton />}>
                <PremisesTab site={site} onCount={setPremisesCount} />
              </Suspense>
            </div>
          )}
          <div
            role="tabpanel"
            id={premisesShown ? undefined : RESULTS_PANEL_ID}
            aria-labelledby={tabId(tab)}
            aria-busy={results.loading && !noPlace}
            data-tab={tab}
            className={layout.panel}
            hidden={premisesShown}
          >
            {state.view === "map" && !failed && (
              <SearchMap
                markers={markers.markers}
                hits={hits ?? []}
                failed={markers.failed}
                site={site}
                label={t("search.map.label", { list: listLabel })}
                baseMap={baseMap}
                onSkipToList={focusResults}
              />
            )}
            {/* Leaving through a result keeps the results and the scroll position for the way back. */}
            {results.adopted && serverMarkup !== null ? (
              // The server's markup of the first results, as it is, until the hits are fetched:
              // React finds the same markup (no mismatch, no flash); its links work as links.
              <div
                key="adopted"
                id={RESULTS_LIST_ID}
                ref={listRef}
                onFocusCapture={adoptedFocus.track}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this element
                dangerouslySetInnerHTML={{ __html: serverMarkup }}
              />
            ) : (
              <div key="own" id={RESULTS_LIST_ID} ref={listRef} onClickCapture={rememberSearch}>
                {body}
              </div>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

/**
 * The server cannot see the URL's hash, so it renders the results of its own tab. A hash that
 * names another tab (`#object`) must never show that tab's results first (issue 13): this inline
 * script, run by the browser as it parses the page (before the results paint), marks the
 * document with the hash's tab, and the stylesheet hides a results panel of any other tab
 * until the page has hydrated and applied the hash. The page's CSP allows it by its hash.
 */
const HASH_TAB_ATTRIBUTE = "data-search-hash-tab";
const HASH_TAB_SCRIPT = `(function(){var m=/^#(area|stage|object)$/.exec(location.hash);if(m)document.documentElement.setAttribute("${HASH_TAB_ATTRIBUTE}",m[1])})()`;

/** The page's data with the server's render-only hits of its tab (on the server; in the browser as it is). */
function withFirstResults(data: SearchPageData | undefined, first: FirstResults | undefined) {
  if (!data || !first) return data;
  const { stagesAndAreas, objects } = data;
  if (first.tab === "object") return { ...data, objects: { ...objects, hits: first.hits } };
  return { ...data, stagesAndAreas: { ...stagesAndAreas, [first.tab === "stage" ? "stages" : "areas"]: first.hits } };
}

const subscribeNever = () => () => {};

/**
 * The server's markup of element `id` while the page hydrates (null on the server and when the
 * page is shown by a client-side navigation): read once, on the first render in the browser.
 */
function useServerMarkup(id: string): string | null {
  // True on the server and while hydrating (React uses the server snapshot), false after.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [markup] = useState(() =>
    hydrating && typeof document !== "undefined" ? (document.getElementById(id)?.innerHTML ?? null) : null,
  );
  return markup;
}

/**
 * A link or button focused in the adopted markup keeps the focus when the list's own render
 * replaces that markup: the element at the same place in the new list takes it.
 */
function useFocusAcrossAdoption(listRef: React.RefObject<HTMLDivElement | null>, adopted: boolean) {
  const focused = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = focused.current;
    if (adopted || index === null) return;
    focused.current = null;
    const active = document.activeElement;
    // Only a focus the swap took away: not one the visitor moved elsewhere meanwhile.
    if (active && active !== document.body) return;
    listRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus();
  }, [adopted, listRef]);
  return {
    track: (event: React.FocusEvent<HTMLDivElement>) => {
      const all = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
      const index = all.indexOf(event.target as HTMLElement);
      focused.current = index >= 0 ? index : null;
    },
  };
}

const FOCUSABLE = "a[href], button, input, select, [tabindex]";

const NO_COUNTS = { objects: 0, stages: 0, areas: 0 };

/** The filters a search has set, its places counted one each: what "Rensa filter" would remove. */
function activeFiltersOf(state: SearchUrlState): number {
  return countActive(state.filter) + state.tagNames.length + (state.tagPath ? 1 : 0);
}

function countActive(filter: UrlFilter): number {
  const ranges = [
    filter.minPrice !== undefined || filter.maxPrice !== undefined,
    filter.minRooms !== undefined || filter.maxRooms !== undefined,
    filter.minArea !== undefined || filter.maxArea !== undefined,
    filter.viewing !== "IncludeAll",
    filter.inhabitDate !== DEFAULT_INHABIT_DATE,
    filter.geoSearch !== undefined,
  ].filter(Boolean).length;
  return (
    ranges +
    filter.residenceType.length +
    filter.disposalForm.length +
    filter.outdoorArea.length +
    filter.concepts.length +
    filter.projectStatus.length
  );
}

/** Grey cards while the first results load (aria-busy on the panel says it to screen readers). */
function Skeleton() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {["a", "b", "c", "d", "e", "f"].map((key) => (
        <li key={key} className={styles.gridItem}>
          <div className={styles.skeleton} />
        </li>
      ))}
    </ul>
  );
}
