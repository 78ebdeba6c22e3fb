import { useEffect, useState, useSyncExternalStore } from "react";
import { openToastOutlet, subscribeToastOutlets, toastRenderer } from "./show-toast";

/** A modal dialog's place for the toasts shown while it is open (ui/Dialog renders one). */
export function ToastOutlet() {
  const [outlet] = useState(() => ({}));
  useEffect(() => openToastOutlet(outlet), [outlet]);
  const render = useSyncExternalStore(subscribeToastOutlets, toastRenderer, () => null);
  return render ? render(outlet) : null;
}
