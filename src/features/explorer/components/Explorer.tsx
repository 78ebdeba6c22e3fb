import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { statusLook } from "~/domain/residence-status";
import { formatPrice } from "~/i18n/format";
import { withMessages } from "~/i18n/lazy-messages";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { ExplorerApartment, ExplorerData, ExplorerSettings } from "../schema";
import { ApartmentPanel } from "./ApartmentPanel";
import { ApartmentTable } from "./ApartmentTable";
import { type ApartmentText, apartmentText } from "./apartment-text";
import { ExplorerOverlay } from "./ExplorerOverlay";
import styles from "./explorer-view.module.css";
import { StatusLegend } from "./StatusLegend";
import { StatusPatternDefs } from "./status-patterns";

type LoadState = { status: "loading" } | { status: "error" } | { status: "ready"; data: ExplorerData };

/**
 * The residence explorer (issue 19): the building's views with the homes drawn over the picture,
 * coloured and patterned by status; a home's card on hover or focus; its panel on selection
 * (figures, balcony and 3D views, the 360 tour, the sun study); a status filter, and the homes as
 * a table, the list alternative to the picture. Loaded lazily by ExplorerLauncher.
 */
function ExplorerView({ settings, stageName }: { settings: ExplorerSettings; stageName: string }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: "loading" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) fetches again
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch(`/api/residenceexplorer/stage/${settings.stageId}`, { signal: controller.signal, credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<ExplorerData>) : Promise.reject(response.status)))
      .then((data) => setState({ status: "ready", data }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, [settings.stageId, attempt]);

  if (state.status === "loading") return <p role="status">{t("explorer.loading")}</p>;
  if (state.status === "error") {
    return (
      <div role="alert" className={styles.error}>
        <p>{t("explorer.loadFailed")}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {t("explorer.retry")}
        </button>
      </div>
    );
  }
  return <ExplorerReady data={state.data} settings={settings} stageName={stageName} />;
}

export const Explorer = withMessages(["explorer", "enums"], ExplorerView);

export function ExplorerReady({
  data,
  settings,
  stageName,
}: {
  data: ExplorerData;
  settings: ExplorerSettings;
  stageName: string;
}) {
  const { t, language } = useTranslation();
  const site = useSite();
  const tabsId = useId();
  const byId = useMemo(() => new Map(data.apts.map((apt) => [apt.objectId, apt])), [data.apts]);
  const initial = settings.currentObjectId !== null ? byId.get(settings.currentObjectId) : undefined;
  const [viewId, setViewId] = useState(initial?.viewId ?? data.firstViewId);
  const [selectedId, setSelectedId] = useState<number | null>(initial?.objectId ?? null);
  const statusesPresent = useMemo(() => [...new Set(data.apts.map((apt) => apt.objectStatus))], [data.apts]);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(statusesPresent));
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const focusPanel = useRef(false);

  const view = data.views.find((v) => v.id === viewId) ?? data.views[0];
  const selected = selectedId !== null ? byId.get(selectedId) : undefined;

  const text = useCallback(
    (apt: ExplorerApartment): ApartmentText =>
      apartmentText(apt, {
        language,
        statusLabel: t(statusLook("object", apt.objectStatus, site.site).labelKey),
        priceText: apt.price !== null ? formatPrice(apt.price, site) : t("explorer.priceHidden"),
      }),
    [language, site, t],
  );

  const select = (objectId: number, options: { focus: boolean }) => {
    const apt = byId.get(objectId);
    if (!apt) return;
    // Chosen in the list: its facade shows it, and the panel takes the focus.
    if (options.focus && !view?.clickAreas.some((a) => a.kind === "apartment" && a.objectId === objectId)) {
      setViewId(apt.viewId);
    }
    focusPanel.current = options.focus;
    setSelectedId(objectId);
  };

  useEffect(() => {
    if (selectedId !== null && focusPanel.current) {
      focusPanel.current = false;
      panelHeading.current?.focus();
    }
  }, [selectedId]);

  if (!view) return <p>{t("explorer.loadFailed")}</p>;
  const visible = data.apts.filter((apt) => shown.has(apt.objectStatus));
  const toggleStatus = (status: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (next.has(status)) next.delete(status);
      else next.add(status);
      return next;
    });

  const moveTab = (index: number) => {
    const next = data.views[(index + data.views.length) % data.views.length];
    if (!next) return;
    setViewId(next.id);
    document.getElementById(`${tabsId}-${next.id}`)?.focus();
  };

  return (
    <div className={styles.explorer}>
      <StatusPatternDefs />
      <div role="tablist" aria-label={t("explorer.views")} className={styles.tabs}>
        {data.views.map((v, index) => (
          <button
            key={v.id}
            id={`${tabsId}-${v.id}`}
            type="button"
            role="tab"
            aria-selected={v.id === view.id}
            aria-controls={`${tabsId}-panel`}
            tabIndex={v.id === view.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setViewId(v.id)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") moveTab(index + 1);
              else if (event.key === "ArrowLeft") moveTab(index - 1);
              else return;
              event.preventDefault();
            }}
          >
            {v.name}
          </button>
        ))}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${view.id}`}>
        <fieldset className={styles.filter}>
          <legend>{t("explorer.statusFilter")}</legend>
          <StatusLegend statuses={statusesPresent} shown={shown} onToggle={toggleStatus} />
        </fieldset>
        <ExplorerOverlay
          view={view}
          apartments={byId}
          visible={new Set(visible.map((apt) => apt.objectId))}
          selectedId={selectedId}
          text={text}
          label={t("explorer.picture", { view: view.name })}
          onSelect={(objectId) => select(objectId, { focus: false })}
          onOpenView={(targetId) => setViewId(targetId)}
        />
        {visible.length === 0 && <p>{t("explorer.noMatches")}</p>}
      </div>
      {selected && (
        <ApartmentPanel
          key={selected.objectId}
          apartment={selected}
          text={text(selected)}
          view={view}
          location={data.location}
          sunStudyExternalUrl={settings.sunStudyExternalUrl}
          headingRef={panelHeading}
          onClose={() => setSelectedId(null)}
        />
      )}
      <ApartmentTable
        apartments={visible}
        selectedId={selectedId}
        text={text}
        caption={t("explorer.list.caption", { view: stageName })}
        onSelect={(objectId) => select(objectId, { focus: true })}
      />
    </div>
  );
}
