import { lazy, Suspense, useEffect, useId, useMemo, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { ChangePhase } from "~/features/search";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { PremisesFilters } from "../components/PremisesFilters";
import { PremisesList } from "../components/PremisesList";
import { PREMISES_SORTS, type PremisesSort, premisesAreaBoundsOf } from "../constants";
import {
  activePremisesFilters,
  PREMISES_FILTERS_COOKIE,
  PREMISES_FILTERS_COOKIE_SECONDS,
  type PremisesUrlState,
  type PremisesView,
  parsePremisesUrl,
  premisesQueryOf,
  serializePremisesUrl,
  withoutFilters,
} from "../premises-url";
import type { PremisesTag } from "../schema";
import { premisesTags, usePremisesSearch } from "../use-premises-search";
import styles from "./premises-start.module.css";

// The map (MapLibre behind LazyMap) is only loaded when the visitor chooses it.
const PremisesMap = lazy(() => import("../components/PremisesMap").then((module) => ({ default: module.PremisesMap })));

/**
 * The premises start page (`/lokaler/`, `/liiketilat/`; spec 001 section 3, decision 052): the
 * filters (size range, type, tags) and the sort live in the URL, so a search can be shared and the
 * back button restores it; the server renders the first results of the page's address. A list of
 * cards or a map, with loading, empty and error states and the count announced politely.
 */
export function PremisesStartTemplate({ vm }: TemplateProps<"premisesStart">) {
  const data = vm.viewModel.data;
  const site = useSite();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const filtersId = useId();
  const bounds = data?.bounds ?? premisesAreaBoundsOf(site.site);

  const state = useMemo(() => parsePremisesUrl(location.search, site.site), [location.search, site.site]);
  const tags = useSiteTags(site.siteId, data?.tags);
  const query = useMemo(() => premisesQueryOf(state, tags), [state, tags]);
  const [initial] = useState(() =>
    data
      ? { query: premisesQueryOf(parsePremisesUrl(data.query, site.site), data.tags), results: data.results }
      : undefined,
  );
  const results = usePremisesSearch(site.siteId, query, undefined, initial);
  const active = activePremisesFilters(state);
  const lastSearch = useRememberedPremisesFilters(location.search, active > 0);

  /** Writes a new state to the URL (no page load); a slider's run of steps is one history entry. */
  const go = (next: PremisesUrlState, phase: ChangePhase = "start") => {
    navigate(`${location.pathname}${serializePremisesUrl(next)}`, {
      replace: phase === "move",
      preventScrollReset: true,
    });
  };
  const change = (patch: Partial<PremisesUrlState>, phase?: ChangePhase) => go({ ...state, ...patch }, phase);
  const clear = () => go(withoutFilters(state));
  const setView = (view: PremisesView) => go({ ...state, view });

  const hits = results.results?.hits ?? null;
  const total = results.results?.total ?? 0;
  const announcement =
    results.loading || results.failed || hits === null ? "" : t("premises.search.count", { count: total });
  const listLabel = t("premises.search.listLabel");
  const listId = useId();

  let body: React.ReactNode;
  if (results.failed) {
    body = (
      <div role="alert" className={styles.message}>
        <p>{t("premises.search.failed")}</p>
        <button type="button" className={styles.button} onClick={results.retry}>
          {t("premises.search.retry")}
        </button>
      </div>
    );
  } else if (hits === null) {
    body = <p className={styles.message}>{t("premises.search.loading")}</p>;
  } else if (hits.length === 0) {
    body = (
      <div className={styles.message}>
        <h3>{t("premises.search.empty.title")}</h3>
        <p>{t("premises.search.empty.text")}</p>
        {active > 0 && (
          <button type="button" className={styles.button} onClick={clear}>
            {t("premises.search.filters.reset")}
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        {state.view === "map" && (
          <Suspense fallback={<p className={styles.message}>{t("premises.search.map.loading")}</p>}>
            <PremisesMap
              hits={hits}
              site={site}
              onSkipToList={() => document.getElementById(listId)?.querySelector<HTMLElement>("a[href]")?.focus()}
            />
          </Suspense>
        )}
        <PremisesList id={listId} hits={hits} site={site} label={listLabel} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{vm.viewModel.title || t("premises.search.title")}</h1>
        <p className={styles.lead}>{vm.viewModel.summary || t("premises.search.lead")}</p>
      </header>
      <div className={styles.columns}>
        <section className={styles.filtersColumn} aria-labelledby={filtersId}>
          <h2 id={filtersId} className={styles.filtersHeading}>
            {t("premises.search.filters.heading")}
          </h2>
          <PremisesFilters
            state={state}
            bounds={bounds}
            tags={tags}
            language={site.language}
            onChange={change}
            onClear={clear}
            activeFilters={active}
          />
        </section>
        <section className={styles.results} aria-labelledby={headingId}>
          <h2 id={headingId} className="visually-hidden">
            {listLabel}
          </h2>
          <div className={styles.toolbar}>
            <p className={styles.count} aria-hidden="true">
              {hits === null || results.loading ? "" : t("premises.search.count", { count: total })}
            </p>
            <fieldset className={styles.switch}>
              <legend className="visually-hidden">{t("premises.search.view.label")}</legend>
              {(["list", "map"] as const).map((view) => (
                <button
                  key={view}
                  type="button"
                  aria-pressed={state.view === view}
                  className={styles.switchButton}
                  onClick={() => setView(view)}
                >
                  {t(`premises.search.view.${view}`)}
                </button>
              ))}
            </fieldset>
            <label className={styles.sort}>
              <span>{t("premises.search.sort.label")}</span>
              <select value={state.sort} onChange={(event) => change({ sort: event.target.value as PremisesSort })}>
                {PREMISES_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`premises.search.sort.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {lastSearch && (
            <p className={styles.lastSearch}>
              <Link to={`${location.pathname}${lastSearch}`}>{t("premises.search.lastSearch")}</Link>
            </p>
          )}
          <p role="status" aria-live="polite" className="visually-hidden">
            {announcement}
          </p>
          <div aria-busy={results.loading} className={styles.panel}>
            {body}
          </div>
        </section>
      </div>
    </div>
  );
}
export default PremisesStartTemplate;

/** The site's tags: from the page's data, else (a page without data) from the tags call. */
function useSiteTags(siteId: string, fromData: PremisesTag[] | undefined): PremisesTag[] {
  const [tags, setTags] = useState<PremisesTag[]>(fromData ?? []);
  useEffect(() => {
    if (fromData) return;
    const controller = new AbortController();
    premisesTags(siteId, controller.signal).then(
      (answer) => setTags(answer.tags),
      () => {},
    );
    return () => controller.abort();
  }, [siteId, fromData]);
  return tags;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * The "selected premises filters" cookie (spec 000 section 9, 6 days): a search with filters is
 * stored; the page opened without filters offers it again rather than applying it unasked, so a
 * shared or typed address always shows what it says (as the home search does).
 */
function useRememberedPremisesFilters(search: string, hasFilters: boolean): string | null {
  const [offer, setOffer] = useState<string | null>(null);
  useEffect(() => {
    if (hasFilters) {
      const secure = window.location.protocol === "https:" ? "; Secure" : "";
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
      document.cookie = `${PREMISES_FILTERS_COOKIE}=${encodeURIComponent(search)}; Max-Age=${PREMISES_FILTERS_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
      setOffer(null);
      return;
    }
    const stored = decodeURIComponent(readCookie(PREMISES_FILTERS_COOKIE) ?? "");
    setOffer(stored.startsWith("?") && stored !== search ? stored : null);
  }, [search, hasFilters]);
  return offer;
}
