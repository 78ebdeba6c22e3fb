import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";

export type FoldoutName = "navigation" | "search" | "language" | "user" | "notification" | "favourites";

interface FoldoutState {
  open: FoldoutName | null;
  /** Opening one closes the others; toggling the open one closes it (spec 000 section 4). */
  toggle: (name: FoldoutName) => void;
  close: () => void;
}

const FoldoutContext = createContext<FoldoutState | null>(null);

export function nextFoldout(current: FoldoutName | null, toggled: FoldoutName): FoldoutName | null {
  return current === toggled ? null : toggled;
}

export function FoldoutProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState<FoldoutName | null>(null);
  const location = useLocation();
  const toggle = useCallback((name: FoldoutName) => setOpen((current) => nextFoldout(current, name)), []);
  const close = useCallback(() => setOpen(null), []);

  // A navigation closes whatever is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setOpen(null), [location.pathname]);

  // Escape closes the open foldout and returns focus to its toggle button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(null);
      document.querySelector<HTMLElement>(`[aria-controls="foldout-${open}"]`)?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const value = useMemo(() => ({ open, toggle, close }), [open, toggle, close]);
  return <FoldoutContext.Provider value={value}>{children}</FoldoutContext.Provider>;
}

export function useFoldouts(): FoldoutState {
  const state = useContext(FoldoutContext);
  if (!state) throw new Error("useFoldouts outside FoldoutProvider");
  return state;
}

/** Props for a foldout's toggle button. */
export function useFoldoutToggle(name: FoldoutName) {
  const { open, toggle } = useFoldouts();
  return {
    isOpen: open === name,
    buttonProps: {
      type: "button" as const,
      "aria-expanded": open === name,
      "aria-controls": `foldout-${name}`,
      onClick: () => toggle(name),
    },
  };
}
