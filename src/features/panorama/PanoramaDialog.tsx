/**
 * The 360 apartment viewer's dialog (issue 19; spec 001 section 3 "360 viewer"): fetches the home's
 * tour, shows its panorama with the furnishing types (archetypes) and the rooms (cameras) as
 * controls beside it. The sphere itself (Photo Sphere Viewer with three.js) is a chunk of its own,
 * loaded when the dialog opens and only where WebGL works; without it the panorama is a flat
 * picture to scroll. Pages load this module lazily through entries/panorama-dialog.ts.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useState } from "react";
import { withMessages } from "~/i18n/lazy-messages";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import { isAbort, RequestError, requestJson } from "~/ui/query/request-error";
import { FlatPanorama } from "./FlatPanorama";
import styles from "./panorama.module.css";
import { type PanoramaShown, panoramaTourUrl } from "./panorama-view";
import type { PanoramaTour } from "./schema";
import { hasWebGl } from "./webgl";

const loadSphere = () => import("./PanoramaSphere");
const PanoramaSphere = lazy(() => loadSphere().then((module) => ({ default: module.PanoramaSphere })));

export interface PanoramaDialogProps {
  objectId: number;
  /** The dialog's heading, e.g. the home's name. */
  title: string;
  onClose: () => void;
}

type TourState =
  | { status: "loading" }
  | { status: "error"; message: string; notFound: boolean }
  | { status: "ready"; tour: PanoramaTour };

function PanoramaDialogView({ objectId, title, onClose }: PanoramaDialogProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TourState>({ status: "loading" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) fetches again; t only changes with the language
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    // The sphere's chunk (three.js) loads while the tour is fetched, not after it.
    if (hasWebGl()) void loadSphere().catch(() => {});
    requestJson<PanoramaTour>(panoramaTourUrl(objectId), { signal: controller.signal }).then(
      (tour) => {
        // And the first low-resolution picture while the chunk is still on its way.
        const first = tour.views[tour.config.defaultArchetypeId]?.[tour.firstCameraId];
        if (first) new Image().src = first.lowImage;
        setState({ status: "ready", tour });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        const notFound = error instanceof RequestError && error.status === 404;
        setState({ status: "error", notFound, message: notFound ? t("panorama.notFound") : t("panorama.loadError") });
      },
    );
    return () => controller.abort();
  }, [objectId, attempt, t]);

  return (
    <Dialog open onClose={onClose} title={title} closeLabel={t("panorama.close")} size="large">
      {state.status === "loading" && (
        <p role="status" className={styles.status}>
          {t("panorama.loading")}
        </p>
      )}
      {state.status === "error" && (
        <div role="alert" className={styles.problem}>
          <p>{state.message}</p>
          {!state.notFound && (
            <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
              {t("panorama.retry")}
            </button>
          )}
        </div>
      )}
      {state.status === "ready" && <PanoramaTourView tour={state.tour} />}
    </Dialog>
  );
}

/** The tour: the panorama of the chosen room and furnishing, the furnishing types and the rooms. */
function PanoramaTourView({ tour }: { tour: PanoramaTour }) {
  const { t } = useTranslation();
  const [archetypeId, setArchetypeId] = useState(tour.config.defaultArchetypeId);
  const [cameraId, setCameraId] = useState(tour.firstCameraId);
  const [shown, setShown] = useState<PanoramaShown | null>(null);
  const [failed, setFailed] = useState(false);
  const [retries, setRetries] = useState(0);
  const [webgl] = useState(hasWebGl);
  const [sphereFailed, setSphereFailed] = useState(false);
  const keysId = useId();

  const camera = tour.cameras.find((c) => c.id === cameraId) ?? tour.cameras[0];
  const archetype = tour.config.archetypes.find((a) => a.id === archetypeId) ?? tour.config.archetypes[0];
  const room = camera?.name ?? "";
  const furnishing = archetype?.name ?? "";
  const label = t("panorama.viewer", { room, furnishing });
  const onShown = useCallback((next: PanoramaShown) => {
    setFailed(false);
    setShown(next);
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  const onNoWebGl = useCallback(() => setSphereFailed(true), []);
  const useSphere = webgl && !sphereFailed;

  return (
    <div className={styles.tour}>
      <div
        className={styles.stage}
        data-testid="panorama-stage"
        data-shown-level={shown?.level ?? "none"}
        data-shown-camera={shown?.cameraId ?? ""}
        data-shown-archetype={shown?.archetypeId ?? ""}
      >
        {useSphere ? (
          <Suspense
            fallback={
              <p role="status" className={styles.status}>
                {t("panorama.loadingImage")}
              </p>
            }
          >
            <PanoramaSphere
              key={retries}
              tour={tour}
              archetypeId={archetypeId}
              cameraId={cameraId}
              label={label}
              describedBy={keysId}
              onCameraChange={setCameraId}
              onShown={onShown}
              onError={onError}
              onNoWebGl={onNoWebGl}
            />
          </Suspense>
        ) : (
          <FlatPanorama
            key={retries}
            tour={tour}
            archetypeId={archetypeId}
            cameraId={cameraId}
            label={t("panorama.flatImage", { room, furnishing })}
            message={t("panorama.noWebgl")}
            onShown={onShown}
            onError={onError}
          />
        )}
        {failed && (
          <div role="alert" className={styles.imageProblem}>
            <p>{t("panorama.imageError")}</p>
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                setFailed(false);
                setShown(null);
                setRetries((n) => n + 1);
              }}
            >
              {t("panorama.retry")}
            </button>
          </div>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {shown?.level === "full" ? t("panorama.fullShown", { room }) : ""}
      </p>
      {useSphere && (
        <p id={keysId} className={styles.hint}>
          {t("panorama.keys")}
        </p>
      )}
      <div className={styles.controls}>
        <fieldset className={styles.group}>
          <legend>{t("panorama.furnishing")}</legend>
          {tour.config.archetypes.map((option) => (
            <label key={option.id} className={styles.radio}>
              <input
                type="radio"
                name="panorama-archetype"
                value={option.id}
                checked={option.id === archetypeId}
                onChange={() => setArchetypeId(option.id)}
              />
              {option.name}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t("panorama.rooms")}</legend>
          <ul className={styles.rooms}>
            {tour.cameras.map((option) => (
              <li key={option.id}>
                <button
                  type="button"
                  className={styles.room}
                  aria-pressed={option.id === cameraId}
                  onClick={() => setCameraId(option.id)}
                >
                  {option.name}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>
    </div>
  );
}

/** The 360 viewer of a home in a modal dialog; it fetches the home's tour itself. */
export const PanoramaDialog = withMessages(["panorama"], PanoramaDialogView);
