/**
 * Toasts (spec 001 section 8): errors of auth calls, data requests and form submissions appear
 * as toasts with the server's message; successes may. `showToast` queues the toast for the host
 * that draws and announces toasts (ToastHost). The host loads the first time a toast is shown:
 * this module pings the page shell's slot (src/shell/Toasts.tsx) with a window event, and the
 * slot loads the host, which takes the queue. Only the code that shows toasts imports this
 * module, and it loads lazily: a page's first paint carries the slot's listener alone.
 */

import type { ReactNode } from "react";

export type ToastTone = "error" | "success" | "info";

export interface ToastRequest {
  /** An error stays until dismissed; a success or info goes by itself. Default: error. */
  tone?: ToastTone;
  /** The server's translated message. Without one the host shows a translated generic message. */
  message?: string | null;
  /** The generic message to fall back on: the server could not be reached ("network"), or any other failure. */
  fallback?: "generic" | "network";
}

/** The event that asks the shell's slot for the host (src/shell/Toasts.tsx listens to the same name). */
export const TOAST_EVENT = "nordhem:toast";

const waiting: ToastRequest[] = [];
let deliver: ((toast: ToastRequest) => void) | null = null;

/** Shows a toast: at once when the host is there, otherwise as soon as it has loaded. */
export function showToast(request: ToastRequest): void {
  if (deliver) deliver(request);
  else if (typeof window !== "undefined") {
    waiting.push(request);
    window.dispatchEvent(new Event(TOAST_EVENT));
  }
}

/** The host takes the waiting toasts, then every new one (returns its leaving). */
export function receiveToasts(receive: (toast: ToastRequest) => void): () => void {
  deliver = receive;
  for (const toast of waiting.splice(0)) receive(toast);
  return () => {
    if (deliver === receive) deliver = null;
  };
}

// The places of toasts inside open modal dialogs: while one is open, everything outside it is
// inert (not announced, not reachable), so toasts shown meanwhile are drawn inside it. Dialogs
// (ToastOutlet) and the host (ToastHost) meet here.

/** An open dialog's place, innermost last. */
export type Outlet = object;
/** Draws the toasts of a place (the host's, once it has loaded). */
export type OutletRenderer = (outlet: Outlet) => ReactNode;

let outlets: readonly Outlet[] = [];
let renderer: OutletRenderer | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function subscribeToastOutlets(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open dialogs' places, innermost last (a new array after each change). */
export const toastOutlets = (): readonly Outlet[] => outlets;
export const toastRenderer = (): OutletRenderer | null => renderer;

/** A dialog opened (returns its closing). */
export function openToastOutlet(outlet: Outlet): () => void {
  outlets = [...outlets, outlet];
  notify();
  return () => {
    outlets = outlets.filter((open) => open !== outlet);
    notify();
  };
}

/** The host draws into the places (null: it went away). */
export function setToastRenderer(next: OutletRenderer | null): void {
  renderer = next;
  notify();
}
