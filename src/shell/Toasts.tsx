import { type ComponentType, useEffect, useState } from "react";

/**
 * The event by which showToast asks for the host (src/ui/toast/show-toast.ts; a test holds the
 * two the same). Written out, not imported: a module shared with the lazily loaded code that
 * shows toasts would become a chunk of its own in every page's first paint.
 */
export const TOAST_SLOT_EVENT = "nordhem:toast";

/**
 * The page's one toast host (spec 001 section 8), mounted by the shell: its code loads the
 * first time a toast is shown, and takes the toasts that wait for it.
 */
export function Toasts() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    // Until the host has taken over, every toast asks for it (so one that failed to load is asked again).
    const load = () =>
      import("~/ui/toast/ToastHost").then(
        (module) => setHost(() => module.ToastHost),
        () => {},
      );
    window.addEventListener(TOAST_SLOT_EVENT, load);
    return () => window.removeEventListener(TOAST_SLOT_EVENT, load);
  }, []);
  return Host ? <Host /> : null;
}
