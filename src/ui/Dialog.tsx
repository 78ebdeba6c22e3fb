import { type ReactNode, useEffect, useId, useRef } from "react";
import styles from "./dialog.module.css";
import { ToastOutlet } from "./toast/ToastOutlet";

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, makes the page
 * behind inert and closes it on Escape (reported through onClose). Focus returns to where it
 * was when the dialog closes. Toasts shown while it is open appear inside it (the page's own
 * would be inert behind it).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel,
  size = "medium",
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Label of the close button in the corner; without it the dialog has none (it must offer its own way out). */
  closeLabel?: string;
  size?: "medium" | "large";
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const previous = document.activeElement as HTMLElement | null;
      // jsdom has no showModal; the open attribute is enough there.
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      return () => {
        if (dialog.open) {
          if (typeof dialog.close === "function") dialog.close();
          else dialog.removeAttribute("open");
        }
        previous?.focus?.();
      };
    }
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`${styles.dialog} ${size === "large" ? styles.large : ""}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closeLabel && (
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
      <ToastOutlet />
    </dialog>
  );
}
