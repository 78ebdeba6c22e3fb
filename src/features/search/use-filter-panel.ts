import { useEffect, useRef, useState } from "react";

/** The search's mobile width (spec 000 section 9: 625 px), as search.module.css uses it. */
const NARROW = "(max-width: 625px)";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex='0']";

/**
 * The filters of the home search on a phone (issue 13, point 2): "Filter" opens them as a
 * full-screen dialog over the results, with its heading focused; Tab stays inside it, Escape and
 * the close button close it and give the focus back to "Filter", and its sticky button closes it
 * onto the results. On a wider screen the filters are a column beside the results and none of
 * this applies (the dialog role only while it is open on a phone).
 */
export function useFilterPanel() {
  const [open, setOpen] = useState(false);
  const [narrow, setNarrow] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const keyDownRef = useRef<(event: KeyboardEvent) => void>(() => {});
  const modal = open && narrow;

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(NARROW);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  // While open on a phone: a modal dialog named by its heading, focused, over a page that does
  // not scroll (its scroll position is kept). The attributes are set here, not in the markup, as
  // the same element is a plain column on a wide screen.
  useEffect(() => {
    const panel = panelRef.current;
    if (!modal || !panel) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panel.setAttribute("role", "dialog");
    panel.setAttribute("aria-modal", "true");
    if (headingRef.current?.id) panel.setAttribute("aria-labelledby", headingRef.current.id);
    headingRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => keyDownRef.current(event);
    panel.addEventListener("keydown", onKeyDown);
    return () => {
      document.body.style.overflow = previous;
      for (const name of ["role", "aria-modal", "aria-labelledby"]) panel.removeAttribute(name);
      panel.removeEventListener("keydown", onKeyDown);
    };
  }, [modal]);

  const close = (focus: "toggle" | HTMLElement | null = "toggle") => {
    setOpen(false);
    const target = focus === "toggle" ? toggleRef.current : focus;
    // After the render that hides the panel, so the focus lands on a visible element.
    requestAnimationFrame(() => target?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === headingRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  keyDownRef.current = onKeyDown;

  return {
    open,
    modal,
    toggle: () => setOpen((current) => !current),
    close,
    toggleRef,
    panelRef,
    headingRef,
  };
}
