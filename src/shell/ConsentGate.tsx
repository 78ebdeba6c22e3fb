import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { currentConsent, onOpenConsentSettings, whenStatisticsAllowed } from "~/features/consent";

/** Spec 001 section 9: the consent dialog opens 2 s after load. */
export const CONSENT_DIALOG_DELAY_MS = 2000;

/** The dialogs load only when they open: after 2 s on a first visit, or from "Cookie settings". */
const ConsentDialogs = lazy(() =>
  import("~/features/consent/entries/consent-dialogs").then((module) => ({ default: module.ConsentDialogs })),
);

type Mode = "ask" | "settings";

/**
 * Asks for cookie consent (issue 16): 2 s after the page has loaded, unless the visitor has
 * answered this policy revision or is on the cookies page (which has the settings itself), and
 * opens the settings whenever something asks (the footer link, a video). Renders nothing until then.
 */
export function ConsentGate({ cookiesPageUrl }: { cookiesPageUrl: string | null }) {
  const location = useLocation();
  const [mode, setMode] = useState<Mode | null>(null);
  const onCookiesPage = cookiesPageUrl !== null && location.pathname === cookiesPageUrl;

  useEffect(() => {
    if (mode || onCookiesPage || currentConsent().answered) return;
    const timer = window.setTimeout(() => {
      if (!currentConsent().answered) setMode("ask");
    }, CONSENT_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mode, onCookiesPage]);

  useEffect(() => onOpenConsentSettings(() => setMode("settings")), []);

  if (!mode) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialogs mode={mode} cookiesPageUrl={cookiesPageUrl} onModeChange={setMode} onDone={() => setMode(null)} />
    </Suspense>
  );
}

/**
 * Real visitors' page speed (issue 16 Build 5): the reporter loads once per page load, after the
 * page is interactive and only with statistics consent (at once, or when the visitor gives it).
 */
export function useWebVitals(template: string): void {
  const firstTemplate = useRef(template);
  useEffect(
    () =>
      whenStatisticsAllowed(() => {
        import("~/features/web-vitals/entries/web-vitals-reporter")
          .then((module) => module.startWebVitals({ template: firstTemplate.current }))
          // Measuring must never disturb the page.
          .catch(() => {});
      }),
    [],
  );
}
