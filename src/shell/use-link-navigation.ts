import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isEnglishSubSitePath } from "~/sites/resolve";

/** True when a click on this link should become a client-side navigation. */
export function isClientNavigable(link: HTMLAnchorElement, event: MouseEvent, current: Location): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.dataset.reload !== undefined) {
    return false;
  }
  const url = new URL(link.href, current.href);
  if (url.origin !== current.origin) return false;
  // The Swedish site and its English sub-site share a host but are different sites.
  if (isEnglishSubSitePath(url.pathname) !== isEnglishSubSitePath(current.pathname)) return false;
  // Assets, images and the API are not pages.
  if (/^\/(api|img|assets|static)\//.test(url.pathname)) return false;
  // An anchor on the same page is the browser's business.
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return false;
  return true;
}

/** Turns clicks on same-site links anywhere in the page into router navigations. */
export function useLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || !isClientNavigable(link, event, window.location)) return;
      event.preventDefault();
      const url = new URL(link.href);
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
