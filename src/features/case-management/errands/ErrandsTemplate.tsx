import { lazy, Suspense, useRef, useState } from "react";
import { MyPagesLayout } from "~/features/my-pages";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import type { CaseDetail, CaseType, ErrandListItem, Round, RoundDetail } from "../schema";
import { STATUS_DISPLAY_GROUPS, STATUS_GROUP_COLOURS, type StatusDisplayGroup } from "../statuses";
import styles from "./errands.module.css";
import { ERRANDS_PAGE_SIZE } from "./list-size";
import type { ErrandsFilterView, MyErrandsData } from "./page-data";

// The dialogs load when they are opened: the list's first load carries none of their code.
const CloseErrandDialog = lazy(() => import("./CloseErrandDialog"));
const EditErrandDialog = lazy(() => import("./EditErrandDialog"));

/** The type filter's choices: "management" also selects "management other" (spec 001 section 4). */
const TYPE_CHOICES: readonly CaseType[] = ["management", "warranty", "complaint"];

/** The calls of the page's scope: the resident's own (customer/…) or the association's. */
function errandsApi(scope: MyErrandsData["scope"]) {
  const base = "/api/case_management";
  return {
    list: scope === "board" ? `${base}/cases` : `${base}/customer/get_cases`,
    errand: (id: string) => (scope === "board" ? `${base}/case/${id}` : `${base}/customer/case/${id}`),
  };
}

/**
 * Template "myErrands" (issue 17): the resident's errands, or in the board portal the
 * association's errands and rounds; one errand at `?errandId=` and one round at `?roundId=`.
 * Everything is in the server's first HTML; the filters are a GET form that works without
 * JavaScript and, with it, updates the list in place.
 */
export function ErrandsTemplate({ vm }: TemplateProps<"myErrands">) {
  const data = vm.viewModel.data;
  const { t } = useTranslation();
  const heading =
    data.view === "errand" && data.errand
      ? t("errands.detail.heading", { ticket: data.errand.ticketNumber })
      : data.view === "round" && data.round
        ? data.round.title
        : undefined;
  return (
    <MyPagesLayout vm={vm} menu={data.menu} heading={heading}>
      {data.view === "errand" && data.errand ? (
        <ErrandView data={data} errand={data.errand} />
      ) : data.view === "round" && data.round ? (
        <RoundView round={data.round} back={listHref(data.menu)} />
      ) : (
        <ListView data={data} />
      )}
    </MyPagesLayout>
  );
}

/** A status as its display group: the group's name with its colour, never the colour alone. */
function StatusBadge({ group }: { group: StatusDisplayGroup }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[STATUS_GROUP_COLOURS[group]]}`} data-group={group}>
      {t(`errands.groups.${group}`)}
    </span>
  );
}

function ListView({ data }: { data: MyErrandsData }) {
  const { t } = useTranslation();
  const [errands, setErrands] = useState(data.errands);
  const [total, setTotal] = useState(data.total);
  const [filter, setFilter] = useState(data.filter);
  const shown = errands.slice(0, filter.limit);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const board = data.scope === "board";
  const filtered = filter.status.length > 0 || filter.type.length > 0;

  /** With JavaScript a change asks the list call and updates the list and the address in place. */
  async function refresh(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) params.append(key, String(value));
    const next: ErrandsFilterView = {
      status: params.getAll("status") as StatusDisplayGroup[],
      type: params.getAll("type") as CaseType[],
      sort: params.get("sort") === "status" ? "status" : "created",
      // A new filter starts at the list's first page.
      limit: ERRANDS_PAGE_SIZE,
    };
    setFilter(next);
    const call = ++latest.current;
    try {
      const response = await fetch(`${errandsApi(data.scope).list}?${params}`, { credentials: "same-origin" });
      if (!response.ok) throw new Error(String(response.status));
      const list = (await response.json()) as ErrandListItem[];
      if (call !== latest.current) return;
      setErrands(list);
      setTotal(list.length);
      setFailed(false);
      window.history.replaceState(
        window.history.state,
        "",
        `${window.location.pathname}${params.size > 0 ? `?${params}` : ""}`,
      );
    } catch {
      if (call === latest.current) setFailed(true);
    }
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="errands-list-title">
        <h2 id="errands-list-title">{board ? t("errands.list.boardTitle") : t("errands.list.title")}</h2>
        <form
          className={styles.filters}
          method="get"
          aria-label={t("errands.list.filtersLabel")}
          onChange={(event) => void refresh(event.currentTarget)}
          onSubmit={(event) => {
            event.preventDefault();
            void refresh(event.currentTarget);
          }}
        >
          <fieldset>
            <legend>{t("errands.list.statusLegend")}</legend>
            {STATUS_DISPLAY_GROUPS.map((group) => (
              <label key={group}>
                <input type="checkbox" name="status" value={group} defaultChecked={filter.status.includes(group)} />
                {t(`errands.groups.${group}`)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t("errands.list.typeLegend")}</legend>
            {TYPE_CHOICES.map((type) => (
              <label key={type}>
                <input type="checkbox" name="type" value={type} defaultChecked={filter.type.includes(type)} />
                {t(`errands.caseTypes.${type}`)}
              </label>
            ))}
          </fieldset>
          <label>
            {t("errands.list.sortLabel")}
            <select name="sort" defaultValue={filter.sort}>
              <option value="created">{t("errands.list.sortCreated")}</option>
              <option value="status">{t("errands.list.sortStatus")}</option>
            </select>
          </label>
          <button type="submit" className={styles.button}>
            {t("errands.list.apply")}
          </button>
        </form>
        <p role="status" className={styles.muted}>
          {failed
            ? t("errands.errors.listFailed")
            : shown.length < total
              ? t("errands.list.countOf", { shown: shown.length, count: total })
              : t("errands.list.count", { count: total })}
        </p>
        {shown.length === 0 ? (
          <div className={styles.empty}>
            <p>
              {filtered
                ? t("errands.list.emptyFiltered")
                : board
                  ? t("errands.list.emptyBoard")
                  : t("errands.list.empty")}
            </p>
            {data.faultReportHref && (
              <p>
                <a href={data.faultReportHref}>{t("errands.list.reportFault")}</a>
              </p>
            )}
          </div>
        ) : (
          <>
            <ul className={styles.list} aria-labelledby="errands-list-title">
              {shown.map((errand) => (
                <ErrandItem key={errand.id} errand={errand} board={board} />
              ))}
            </ul>
            {shown.length < total && (
              <p>
                <a href={moreHref(filter)} data-reload="">
                  {t("errands.list.more")}
                </a>
              </p>
            )}
            {data.faultReportHref && (
              <p>
                <a href={data.faultReportHref}>{t("errands.list.reportFault")}</a>
              </p>
            )}
          </>
        )}
      </section>
      {board && <RoundsSection rounds={data.rounds} />}
    </>
  );
}

/** The list's next page: the same filters, one page more. */
function moreHref(filter: ErrandsFilterView): string {
  const params = new URLSearchParams();
  for (const group of filter.status) params.append("status", group);
  for (const type of filter.type) params.append("type", type);
  params.set("sort", filter.sort);
  params.set("limit", String(filter.limit + ERRANDS_PAGE_SIZE));
  return `?${params}`;
}

function placeOf(errand: ErrandListItem): string {
  return (
    errand.otherResidentInfo ??
    [errand.objectAddress, errand.objectName, errand.buildingPartName].filter((part) => part).join(", ")
  );
}

function ErrandItem({ errand, board }: { errand: ErrandListItem; board: boolean }) {
  const { t, language } = useTranslation();
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <a href={`?errandId=${errand.id}`} data-reload="">
          {t("errands.list.open", { ticket: errand.ticketNumber, area: errand.roomType })}
        </a>
        <StatusBadge group={errand.displayGroup} />
      </div>
      <p className={styles.muted}>
        {[placeOf(errand), board ? errand.brfName : null, errand.caseTypeName].filter((part) => part).join(" · ")}
      </p>
      <p className={styles.muted}>{t("errands.list.created", { date: formatDate(errand.creationDate, language) })}</p>
    </li>
  );
}

function RoundsSection({ rounds }: { rounds: Round[] }) {
  const { t, language } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="errands-rounds-title">
      <h2 id="errands-rounds-title">{t("errands.rounds.title")}</h2>
      {rounds.length === 0 ? (
        <p className={styles.empty}>{t("errands.rounds.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {rounds.map((round) => (
            <li key={round.id} className={styles.item}>
              <a href={`?roundId=${round.id}`} data-reload="">
                {round.title}
              </a>
              <p className={styles.muted}>
                {[
                  t(`errands.rounds.status.${round.status}`),
                  formatDate(round.plannedFor, language),
                  round.propertyName,
                  t("errands.rounds.points", { count: round.nrOfCaseControlPoints }),
                ]
                  .filter((part) => part)
                  .join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RoundView({ round, back }: { round: RoundDetail; back: string }) {
  const { t, language } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="round-points-title">
      <p>
        <a href={back} data-reload="">
          {t("errands.detail.back")}
        </a>
      </p>
      <dl className={styles.facts}>
        <dt>{t("errands.rounds.planned")}</dt>
        <dd>{formatDate(round.plannedFor, language)}</dd>
        <dt>{t("errands.rounds.statusLabel")}</dt>
        <dd>{t(`errands.rounds.status.${round.status}`)}</dd>
        {round.propertyName && (
          <>
            <dt>{t("errands.rounds.property")}</dt>
            <dd>{round.propertyName}</dd>
          </>
        )}
      </dl>
      <h2 id="round-points-title">{t("errands.rounds.controlPoints")}</h2>
      <ul className={styles.list}>
        {round.controlPoints.map((point) => (
          <li key={point.id} className={styles.item}>
            <p>
              <strong>{point.title}</strong> — {t(`errands.rounds.result.${point.result}`)}
            </p>
            {point.location && <p className={styles.muted}>{point.location}</p>}
            {point.note && <p>{point.note}</p>}
            {point.caseId && point.ticketNumber !== null && (
              <p>
                <a href={`?errandId=${point.caseId}`} data-reload="">
                  {t("errands.rounds.caseLink", { ticket: point.ticketNumber })}
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The list's path: the page without its query (the errand's and the round's way back). */
function listHref(menu: MyErrandsData["menu"]): string {
  return menu.items.find((item) => item.key === "myErrands")?.href ?? "./";
}

function ErrandView({ data, errand }: { data: MyErrandsData; errand: CaseDetail }) {
  const { t, language } = useTranslation();
  const site = useSite();
  const [dialog, setDialog] = useState<"close" | "edit" | null>(null);
  const contact = [
    [errand.alternativeContactFirstName, errand.alternativeContactLastName].filter((part) => part).join(" "),
    errand.alternativeContactEmail,
    errand.alternativeContactPhone,
  ].filter((part) => part);
  return (
    <>
      <p>
        <a href={listHref(data.menu)} data-reload="">
          {t("errands.detail.back")}
        </a>
      </p>
      <section className={styles.section} aria-labelledby="errand-facts-title">
        <h2 id="errand-facts-title" className="visually-hidden">
          {t("errands.detail.factsTitle")}
        </h2>
        <p>
          <StatusBadge group={errand.displayGroup} />
        </p>
        <dl className={styles.facts}>
          <dt>{t("errands.detail.ticket")}</dt>
          <dd>{errand.ticketNumber}</dd>
          <dt>{t("errands.detail.created")}</dt>
          <dd>{formatDate(errand.creationDate, language)}</dd>
          <dt>{t("errands.detail.type")}</dt>
          <dd>{errand.caseTypeName}</dd>
          <dt>{t("errands.detail.problemArea")}</dt>
          <dd>{errand.detailName ? `${errand.roomType}, ${errand.detailName}` : errand.roomType}</dd>
          <dt>{t("errands.detail.address")}</dt>
          <dd>{placeOf(errand) || "–"}</dd>
          {errand.brfName && (
            <>
              <dt>{t("errands.detail.association")}</dt>
              <dd>{errand.brfName}</dd>
            </>
          )}
          <dt>{t("errands.detail.alternativeContact")}</dt>
          <dd>{contact.length > 0 ? contact.join(", ") : t("errands.detail.noAlternativeContact")}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="errand-description-title">
        <h2 id="errand-description-title">{t("errands.detail.description")}</h2>
        <p className={styles.description}>{errand.description}</p>
      </section>
      <section className={styles.section} aria-labelledby="errand-files-title">
        <h2 id="errand-files-title">{t("errands.detail.files")}</h2>
        {errand.files.length === 0 ? (
          <p className={styles.muted}>{t("errands.detail.noFiles")}</p>
        ) : (
          <ul className={styles.files}>
            {errand.files.map((file) => (
              <li key={file.attachmentId}>
                {file.previewUrl && (
                  <img
                    src={file.previewUrl}
                    alt={t("errands.detail.preview", { name: file.filename })}
                    loading="lazy"
                  />
                )}
                {file.downloadUrl ? (
                  <a href={file.downloadUrl} download>
                    {t("errands.detail.download", { name: file.filename })}
                  </a>
                ) : (
                  <span>
                    {file.filename}{" "}
                    <span className={styles.muted}>
                      {file.state === "failed" ? t("errands.detail.fileFailed") : t("errands.detail.fileProcessing")}
                    </span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="errand-history-title">
        <h2 id="errand-history-title">{t("errands.detail.history")}</h2>
        <ol className={styles.history}>
          {errand.history.map((event, index) => (
            // The history only grows, oldest first: its position is its identity.
            <li key={index}>
              <span className={styles.muted}>{formatDate(event.at, language)}</span>{" "}
              {t(`errands.history.${event.kind}`)}
              {event.statusCode && event.kind !== "created" ? ` (${t(`errands.statuses.${event.statusCode}`)})` : ""}
              {event.message ? `: ${event.message}` : ""}
            </li>
          ))}
        </ol>
      </section>
      {errand.open ? (
        <section className={styles.section} aria-labelledby="errand-actions-title">
          <h2 id="errand-actions-title">{t("errands.detail.actions")}</h2>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => setDialog("edit")}>
              {t("errands.edit.open")}
            </button>
            <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => setDialog("close")}>
              {t("errands.close.open")}
            </button>
          </div>
          <Suspense fallback={null}>
            {dialog === "close" && (
              <CloseErrandDialog
                url={`${errandsApi(data.scope).errand(errand.id)}/close`}
                siteId={site.siteId}
                onClose={() => setDialog(null)}
              />
            )}
            {dialog === "edit" && (
              <EditErrandDialog
                url={errandsApi(data.scope).errand(errand.id)}
                siteId={site.siteId}
                errand={errand}
                onClose={() => setDialog(null)}
              />
            )}
          </Suspense>
        </section>
      ) : (
        <p className={styles.muted}>{t("errands.detail.closedText")}</p>
      )}
    </>
  );
}
