import { receiveToasts, type ToastRequest } from "./show-toast";

/** Test support: the toasts shown while it listens, in order, as the page's host would take them. */
export function collectToasts() {
  const toasts: ToastRequest[] = [];
  const stop = receiveToasts((toast) => toasts.push(toast));
  return { toasts, stop };
}
