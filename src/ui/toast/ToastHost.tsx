import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useTranslation } from "~/i18n/react";
import {
  type Outlet,
  receiveToasts,
  setToastRenderer,
  subscribeToastOutlets,
  type ToastRequest,
  type ToastTone,
  toastOutlets,
} from "./show-toast";
import styles from "./toast.module.css";

/** How long a success or info toast stays (errors stay until dismissed); paused while pointed at or focused. */
export const TOAST_DISMISS_MS = 6000;
/** At most this many toasts per place; the oldest goes first. */
const MAX_TOASTS = 4;
/**
 * The first toasts wait this long after the host mounted its live regions: a screen reader only
 * reports changes to a region it already knows.
 */
export const REGIONS_SETTLE_MS = 100;

interface Toast extends ToastRequest {
  id: number;
  /** The modal dialog that was open when it was shown (drawn inside it), or null: the page. */
  outlet: Outlet | null;
}

const NO_OUTLETS: readonly Outlet[] = [];
const NO_TOASTS: Toast[] = [];

function addToast(list: Toast[], toast: Toast): Toast[] {
  // The same message shown twice in a row (a retried request) is one toast.
  const same = list.some(
    (shown) =>
      shown.outlet === toast.outlet &&
      shown.tone === toast.tone &&
      shown.message === toast.message &&
      shown.fallback === toast.fallback,
  );
  if (same) return list;
  const mine = list.filter((shown) => shown.outlet === toast.outlet);
  const drop = mine.length >= MAX_TOASTS ? mine[0] : undefined;
  return [...list.filter((shown) => shown !== drop), toast];
}

/**
 * The toast host (spec 001 section 8), loaded the first time a toast is shown (showToast): errors
 * in a `role="alert"` region, successes and information in a `role="status"` region. It never
 * takes focus; every toast has a dismiss button (Escape on it works too), and only successes and
 * information go by themselves. While a modal dialog is open its toasts are drawn inside it
 * (ToastOutlet), since the page behind is inert.
 */
export function ToastHost() {
  const [toasts, setToasts] = useState<Toast[]>(NO_TOASTS);
  const [settled, setSettled] = useState(false);
  const outlets = useSyncExternalStore(subscribeToastOutlets, toastOutlets, () => NO_OUTLETS);
  const lastId = useRef(0);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), REGIONS_SETTLE_MS);
    const stop = receiveToasts((request) => {
      lastId.current += 1;
      const open = toastOutlets();
      const toast: Toast = { ...request, id: lastId.current, outlet: open[open.length - 1] ?? null };
      setToasts((list) => addToast(list, toast));
    });
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, []);

  // A dialog that closed takes its toasts with it: they were about what happened in it.
  useEffect(() => {
    setToasts((list) => {
      const kept = list.filter((toast) => toast.outlet === null || outlets.includes(toast.outlet));
      return kept.length === list.length ? list : kept;
    });
  }, [outlets]);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  // The live regions are in place before the first toasts go in.
  const shown = settled ? toasts : NO_TOASTS;

  useEffect(() => {
    setToastRenderer((outlet) => {
      const here = shown.filter((toast) => toast.outlet === outlet);
      return here.length > 0 ? <ToastStack toasts={here} onDismiss={dismiss} /> : null;
    });
  }, [shown, dismiss]);
  useEffect(() => () => setToastRenderer(null), []);

  return <ToastStack toasts={shown.filter((toast) => toast.outlet === null)} onDismiss={dismiss} keepStatusRegion />;
}

function ToastStack({
  toasts,
  onDismiss,
  keepStatusRegion = false,
}: {
  toasts: Toast[];
  onDismiss: (id: number) => void;
  /** The page's status region stays even when empty, so that a screen reader knows it before the next message. */
  keepStatusRegion?: boolean;
}) {
  const [paused, setPaused] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const stackRef = useRef<HTMLDivElement>(null);
  const errors = toasts.filter((toast) => (toast.tone ?? "error") === "error");
  const notes = toasts.filter((toast) => (toast.tone ?? "error") !== "error");

  const update = () => setPaused(hovered.current || focused.current);

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const from = event.relatedTarget;
    if (!focused.current && from instanceof HTMLElement && !stackRef.current?.contains(from)) {
      returnFocus.current = from;
    }
    focused.current = true;
    update();
  }
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.relatedTarget instanceof Node && stackRef.current?.contains(event.relatedTarget)) return;
    focused.current = false;
    update();
  }

  /** Focus on a dismissed toast goes to the next one, else back to where it came from. */
  function dismiss(id: number) {
    const stack = stackRef.current;
    const hadFocus = stack?.contains(document.activeElement) ?? false;
    if (hadFocus && stack) {
      const buttons = [...stack.querySelectorAll<HTMLButtonElement>("button[data-toast-dismiss]")];
      const index = buttons.findIndex((button) => button.dataset.toastDismiss === String(id));
      const next = buttons[index + 1] ?? buttons[index - 1];
      if (next) next.focus();
      else {
        focused.current = false;
        update();
        if (returnFocus.current?.isConnected) returnFocus.current.focus();
      }
    }
    onDismiss(id);
  }

  if (!keepStatusRegion && toasts.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only pause the timers while the toasts are pointed at or focused
    <div
      ref={stackRef}
      className={styles.stack}
      onPointerEnter={() => {
        hovered.current = true;
        update();
      }}
      onPointerLeave={() => {
        hovered.current = false;
        update();
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* Inserted with its first error: an alert is read out as it appears. aria-atomic: only what is new. */}
      {errors.length > 0 && (
        <div role="alert" aria-atomic="false" className={styles.region}>
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} paused={paused} onDismiss={dismiss} />
          ))}
        </div>
      )}
      <div role="status" aria-atomic="false" className={styles.region}>
        {notes.map((toast) => (
          <ToastItem key={toast.id} toast={toast} paused={paused} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );
}

const TONE_CLASS: Record<ToastTone, string | undefined> = {
  error: styles.error,
  success: styles.success,
  info: styles.info,
};

function ToastItem({ toast, paused, onDismiss }: { toast: Toast; paused: boolean; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const tone = toast.tone ?? "error";
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (tone === "error" || paused) return;
    // A pause starts the time again: whoever looked at it gets the whole time to read it.
    const timer = window.setTimeout(() => dismissRef.current(toast.id), TOAST_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [tone, paused, toast.id]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape") return;
    // The toast, not the dialog or foldout behind it.
    event.preventDefault();
    event.stopPropagation();
    onDismiss(toast.id);
  }

  const text = toast.message || (toast.fallback === "network" ? t("errors.network") : t("errors.somethingWentWrong"));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape on the dismiss button inside dismisses the toast
    <div className={`${styles.toast} ${TONE_CLASS[tone] ?? ""}`} onKeyDown={onKeyDown}>
      <ToneIcon tone={tone} />
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t("toast.dismiss")}
        data-toast-dismiss={toast.id}
        onClick={() => onDismiss(toast.id)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** Not by colour alone (WCAG 1.4.1): an exclamation mark for errors, a tick for successes, an i for information. */
function ToneIcon({ tone }: { tone: ToastTone }) {
  const path =
    tone === "error" ? "M12 7v6M12 16.5v.5" : tone === "success" ? "M7 12.5l3.2 3.2L17 9" : "M12 11v6M12 7.5v.5";
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
