import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { imageUrl } from "~/domain/image-url";
import { homePriceText, homeTitle } from "~/domain/residence-format";
import type { ContactPersonView, HomeSummary } from "~/features/residences/schema";
import { formatArea, formatRooms } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { MAX_RADIUS_KM } from "~/sites/filter-bounds";
import type { TemplateProps } from "~/templates/registry";
import formStyles from "~/ui/form/form.module.css";
import { Picture } from "~/ui/Picture";
import { brokerOf, isBroker } from "./brokers";
import { MUNICIPALITY_PARAM, SUCCESSION_PAGE_SIZE } from "./limits";
import type { SuccessionHit, SuccessionSearchInput, SuccessionSearchResponse } from "./schema";
import styles from "./succession.module.css";

/** The municipality slug a succession page URL names, or null for all municipalities. */
function municipalityOf(search: string): string | null {
  const value = new URLSearchParams(search).get(MUNICIPALITY_PARAM);
  return value && /^[a-z0-9-]{1,100}$/.test(value) ? value : null;
}

async function searchSuccession(body: SuccessionSearchInput, signal?: AbortSignal): Promise<SuccessionSearchResponse> {
  const response = await fetch("/api/residence/search/succession", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`succession search failed with ${response.status}`);
  return (await response.json()) as SuccessionSearchResponse;
}

/** A broker's name, role, phone and e-mail. */
function BrokerCard({ broker }: { broker: ContactPersonView }) {
  const { t } = useTranslation();
  return (
    <div className={styles.broker}>
      {broker.image && (
        <img src={imageUrl(broker.image, 160, "original")} alt="" width={48} height={48} loading="lazy" />
      )}
      <p>
        <strong>{broker.name}</strong>
        <br />
        <span className={styles.muted}>{t(`enums.staffRole.${broker.role}`)}</span>
      </p>
      <p>
        <a href={`tel:${broker.phone.replace(/[^\d+]/g, "")}`}>
          <span className="visually-hidden">{t("succession.phone")} </span>
          {broker.phone}
        </a>
        <br />
        <a href={`mailto:${broker.email}`}>
          <span className="visually-hidden">{t("succession.email")} </span>
          {broker.email}
        </a>
      </p>
    </div>
  );
}

/** One resale home of the list: picture, title, place, facts, asking price and broker. */
function SuccessionCard({
  hit,
  headingRef,
}: {
  hit: SuccessionHit;
  headingRef?: (el: HTMLAnchorElement | null) => void;
}) {
  const { t, language } = useTranslation();
  const site = useSite();
  return (
    <li className={styles.card}>
      {hit.image && (
        <Picture src={hit.image.src} alt="" className={styles.cardImage} sizes="(min-width: 60rem) 24rem, 100vw" />
      )}
      <div className={styles.cardBody}>
        <h3>
          <a href={hit.url} ref={headingRef}>
            {homeTitle(t, hit.number, hit.streetAddress)}
          </a>
        </h3>
        <p className={styles.muted}>
          {hit.municipality} · <a href={hit.stage.url}>{t("succession.inProject", { name: hit.stage.name })}</a>
        </p>
        <p>
          {formatRooms(hit.rooms, language)} · {formatArea(hit.livingArea, language)}
        </p>
        {hit.distanceKm !== null && (
          <p className={styles.muted}>
            {t("succession.distance", {
              km: new Intl.NumberFormat(site.locale, { maximumFractionDigits: 1 }).format(hit.distanceKm),
            })}
          </p>
        )}
        <p>
          <span className={styles.muted}>{t("succession.askingPrice")}: </span>
          <strong>{homePriceText(hit, site, t)}</strong>
        </p>
        <h4 className="visually-hidden">{t("succession.broker")}</h4>
        {hit.broker ? <BrokerCard broker={hit.broker} /> : <p>{t("succession.noBroker")}</p>}
      </div>
    </li>
  );
}

type LoadState = "idle" | "loading" | "error";

interface Point {
  latitude: number;
  longitude: number;
}

/** One string per query of the list: the municipality and the "near me" point. */
function keyOf(municipality: string | null, near: Point | null): string {
  return `${municipality ?? ""}|${near ? `${near.latitude},${near.longitude}` : ""}`;
}

/**
 * The succession page (`/maklar-objekt/`, minimal layout): resale homes in a fixed shuffled
 * order, six at a time, with a municipality select ("all municipalities" by default, a count in
 * each option). The server renders the first six for the URL's municipality; the select and
 * "show more" ask the succession search. The municipality lives in the URL (`?kommun=`).
 */
export function SuccessionTemplate({ vm }: TemplateProps<"succession">) {
  const { t } = useTranslation();
  const data = vm.viewModel.data;
  if (!data) {
    return (
      <article className={styles.page}>
        <h1>{vm.viewModel.title}</h1>
        <p>{t("succession.notOnSite")}</p>
      </article>
    );
  }
  return <SuccessionList title={vm.viewModel.title} initial={data.result} initialMunicipality={data.municipality} />;
}

function SuccessionList(props: {
  title: string;
  initial: SuccessionSearchResponse;
  initialMunicipality: string | null;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const selectId = useId();
  const [result, setResult] = useState(props.initial);
  const [hits, setHits] = useState(props.initial.hits);
  // The query whose first page the list shows (keyOf): the URL's municipality and "near me".
  const [loaded, setLoaded] = useState(keyOf(props.initialMunicipality, null));
  const [near, setNear] = useState<Point | null>(null);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState(false);
  const [state, setState] = useState<LoadState>("idle");
  // What the polite live region says after a load: how many homes are shown of how many.
  const [announced, setAnnounced] = useState<{ shown: number; total: number } | null>(null);
  const [reload, setReload] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  // The first home a "show more" added: focus moves to it once it is rendered.
  const [focusId, setFocusId] = useState<number | null>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const municipality = municipalityOf(location.search);
  const key = keyOf(municipality, near);
  const geoSearch = near ? { ...near, radiusKm: MAX_RADIUS_KM } : undefined;

  useEffect(() => setHydrated(true), []);

  // The URL's municipality (the select, back or forward) or "near me" changed: load the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` repeats a load that failed; `key` stands for municipality and near
  useEffect(() => {
    if (key === loaded) return;
    const controller = new AbortController();
    setState("loading");
    searchSuccession(
      {
        siteId: site.siteId,
        municipality: municipality ?? undefined,
        geoSearch: near ? { ...near, radiusKm: MAX_RADIUS_KM } : undefined,
        offset: 0,
        limit: SUCCESSION_PAGE_SIZE,
      },
      controller.signal,
    )
      .then((next) => {
        setResult(next);
        setHits(next.hits);
        setLoaded(key);
        setState("idle");
        setAnnounced({ shown: next.hits.length, total: next.total });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState("error");
      });
    return () => controller.abort();
  }, [key, loaded, site.siteId, reload]);

  useEffect(() => {
    if (focusId !== null) links.current.get(focusId)?.focus();
  }, [focusId]);

  const choose = (slug: string | null) => {
    const params = new URLSearchParams(location.search);
    if (slug) params.set(MUNICIPALITY_PARAM, slug);
    else params.delete(MUNICIPALITY_PARAM);
    const query = params.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ""}`, { preventScrollReset: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(MUNICIPALITY_PARAM);
    choose(typeof value === "string" && value ? value : null);
  };

  const showMore = async () => {
    setState("loading");
    try {
      const next = await searchSuccession({
        siteId: site.siteId,
        municipality: municipality ?? undefined,
        geoSearch,
        offset: hits.length,
        limit: SUCCESSION_PAGE_SIZE,
      });
      setFocusId(next.hits[0]?.id ?? null);
      const all = [...hits, ...next.hits];
      setResult(next);
      setHits(all);
      setState("idle");
      setAnnounced({ shown: all.length, total: next.total });
    } catch {
      setState("error");
    }
  };

  const chosen = result.municipalities.find((m) => m.slug === municipality);
  const retry = () => (loaded === key ? showMore() : setReload((n) => n + 1));

  // "Near me": the browser's position (asked only on this click), rounded to about 100 m; never stored.
  const locate = () => {
    setGeoError(false);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setNear({
          latitude: Math.round(position.coords.latitude * 1000) / 1000,
          longitude: Math.round(position.coords.longitude * 1000) / 1000,
        });
      },
      () => {
        setLocating(false);
        setGeoError(true);
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{props.title}</h1>
        <p className={styles.lead}>{t("succession.lead")}</p>
      </header>
      <form className={styles.filter} method="get" onSubmit={onSubmit}>
        <div className={formStyles.field}>
          <label htmlFor={selectId}>{t("succession.municipality")}</label>
          <select
            id={selectId}
            name={MUNICIPALITY_PARAM}
            value={municipality ?? ""}
            onChange={(event) => choose(event.currentTarget.value || null)}
          >
            <option value="">
              {t("succession.option", { name: t("succession.allMunicipalities"), count: result.allCount })}
            </option>
            {result.municipalities.map((m) => (
              <option key={m.slug} value={m.slug}>
                {t("succession.option", { name: m.name, count: m.count })}
              </option>
            ))}
            {municipality && !result.municipalities.some((m) => m.slug === municipality) && (
              <option value={municipality}>{t("succession.option", { name: municipality, count: 0 })}</option>
            )}
          </select>
        </div>
        {!hydrated && (
          <button type="submit" className={formStyles.secondaryButton}>
            {t("succession.apply")}
          </button>
        )}
        {hydrated &&
          "geolocation" in navigator &&
          (near ? (
            <button type="button" className={formStyles.secondaryButton} onClick={() => setNear(null)}>
              {t("succession.nearMeOff")}
            </button>
          ) : (
            <button type="button" className={formStyles.secondaryButton} onClick={locate} disabled={locating}>
              {t("succession.nearMe")}
            </button>
          ))}
      </form>
      {near && <p className={styles.muted}>{t("succession.nearMeOn", { km: MAX_RADIUS_KM })}</p>}
      {geoError && (
        <p role="alert" className={styles.error}>
          {t("succession.nearMeError")}
        </p>
      )}

      <section aria-labelledby={`${selectId}-results`} aria-busy={state === "loading"}>
        <h2 id={`${selectId}-results`} className="visually-hidden">
          {chosen ? `${t("succession.resultsHeading")}: ${chosen.name}` : t("succession.resultsHeading")}
        </h2>
        {hits.length === 0 && state !== "loading" ? (
          <div className={styles.empty}>
            <p>{municipality ? t("succession.emptyMunicipality") : t("succession.empty")}</p>
            {municipality && (
              <p>
                <a
                  href={location.pathname}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(null);
                  }}
                >
                  {t("succession.showAll")}
                </a>
              </p>
            )}
          </div>
        ) : (
          <ul className={styles.cards}>
            {hits.map((hit) => (
              <SuccessionCard
                key={hit.id}
                hit={hit}
                headingRef={(el) => {
                  if (el) links.current.set(hit.id, el);
                  else links.current.delete(hit.id);
                }}
              />
            ))}
          </ul>
        )}
        <p className={styles.count}>
          {hits.length > 0 && t("succession.shown", { shown: hits.length, total: result.total })}
        </p>
        <p role="status" aria-live="polite" className="visually-hidden">
          {state === "loading" ? t("succession.loading") : announced ? t("succession.shown", announced) : ""}
        </p>
        {state === "error" && (
          <div role="alert" className={styles.error}>
            <p>{t("succession.error")}</p>
            <button type="button" className={formStyles.secondaryButton} onClick={retry}>
              {t("succession.retry")}
            </button>
          </div>
        )}
        {hits.length < result.total && loaded === key && state !== "error" && (
          <p className={styles.more}>
            <button type="button" className={formStyles.button} onClick={showMore} disabled={state === "loading"}>
              {t("succession.showMore")}
            </button>
          </p>
        )}
      </section>
    </article>
  );
}

/** The municipality slug of a municipality page URL (`/bostader/<county>/<municipality>/`). */
function lastSegment(url: string): string {
  return url.split("/").filter(Boolean).pop() ?? "";
}

/**
 * A resale (succession) stage's page (minimal layout): the stage, its homes for sale through a
 * broker with their asking prices, the brokers to contact, and links back to the succession page
 * (all municipalities, and the stage's own).
 */
export function SuccessionStageTemplate({ vm }: TemplateProps<"successionStage">) {
  const { t, language } = useTranslation();
  const site = useSite();
  const { stage, area, homes, contacts } = vm.viewModel.data;
  const resale: HomeSummary[] = homes.filter((home) => home.status === "succession");
  const brokers = contacts.filter(isBroker);
  const main = brokerOf(contacts);
  const succession = site.urls.succession;
  const image = stage.images[0];
  const homesHeading = useId();
  const brokersHeading = useId();
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.badge}>{t("succession.stage.badge")}</p>
        <h1>{stage.name}</h1>
        <p className={styles.muted}>
          {area.municipality}, {area.county}
        </p>
        <p className={styles.lead}>{t("succession.stage.lead", { name: stage.name })}</p>
        {succession && (
          <p className={styles.links}>
            <a href={succession}>{t("succession.stage.backLink")}</a>
            <a href={`${succession}?${MUNICIPALITY_PARAM}=${encodeURIComponent(lastSegment(area.municipalityUrl))}`}>
              {t("succession.stage.moreInMunicipality", { municipality: area.municipality })}
            </a>
          </p>
        )}
      </header>
      {image && (
        <Picture
          src={image.src}
          alt={image.alt}
          priority
          className={styles.hero}
          sizes="(min-width: 72rem) 72rem, 100vw"
        />
      )}
      {stage.shortDescription && <p className={styles.text}>{stage.shortDescription}</p>}
      <section aria-labelledby={homesHeading} className={styles.section}>
        <h2 id={homesHeading}>{t("succession.stage.homesHeading")}</h2>
        {resale.length === 0 ? (
          <p>{t("succession.stage.noHomes")}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t("succession.stage.home")}</th>
                  <th scope="col">{t("succession.stage.rooms")}</th>
                  <th scope="col">{t("succession.stage.area")}</th>
                  <th scope="col">{t("succession.askingPrice")}</th>
                </tr>
              </thead>
              <tbody>
                {resale.map((home) => (
                  <tr key={home.id}>
                    <th scope="row">
                      <a href={home.url}>{homeTitle(t, home.number, home.streetAddress)}</a>
                    </th>
                    <td>{formatRooms(home.rooms, language)}</td>
                    <td>{formatArea(home.livingArea, language)}</td>
                    <td>{homePriceText(home, site, t)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby={brokersHeading} className={styles.section}>
        <h2 id={brokersHeading}>{t("succession.stage.brokersHeading")}</h2>
        {brokers.length === 0 ? (
          <p>{t("succession.noBroker")}</p>
        ) : (
          <ul className={styles.brokers}>
            {[...(main ? [main] : []), ...brokers.filter((b) => b !== main)].map((broker) => (
              <li key={`${broker.name}-${broker.email}`}>
                <BrokerCard broker={broker} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
