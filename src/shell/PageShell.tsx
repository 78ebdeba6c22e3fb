import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { pushAnalyticsEvent } from "~/features/consent";
import type { BrowserPageViewModel, SiteNavigation } from "~/features/content/schema";
import { asksForLogin, asksForRedirectNotice } from "./address-asks";
import { Breadcrumbs } from "./Breadcrumbs";
import { ConsentGate, useWebVitals } from "./ConsentGate";
import { CrisisBanner } from "./CrisisBanner";
import { Footer } from "./Footer";
import { FoldoutProvider, useFoldouts } from "./foldouts";
import { Header } from "./Header";
import { layoutForPath } from "./layout";
import { NavigationProgress } from "./NavigationProgress";
import { SkipLink } from "./SkipLink";
import styles from "./shell.module.css";
import { Toasts } from "./Toasts";
import { useLinkNavigation } from "./use-link-navigation";
import { useSession } from "./use-session";
import { useSite } from "./use-site";
import { useSiteNavigation } from "./use-site-navigation";
import { useSiteVersionCheck } from "./use-site-version";

/** Only logged-in users need the session watch: anonymous pages never download it. */
const SessionWatch = lazy(() =>
  import("~/features/account/entries/session-watch").then((module) => ({ default: module.SessionWatch })),
);

/** Login hash triggers and e-ID returns (spec 000 section 2): loaded only when the address asks for them. */
const LoginTriggers = lazy(() =>
  import("~/features/account/entries/login-triggers").then((module) => ({ default: module.LoginTriggers })),
);
const RedirectNotice = lazy(() => import("./RedirectNotice").then((module) => ({ default: module.RedirectNotice })));

/** Becomes true the first time the address matches, and stays (the loaded part then follows the address itself). */
function useAddressAsks(test: (hash: string, search: string) => boolean): boolean {
  const location = useLocation();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!asked && test(location.hash, location.search)) setAsked(true);
  }, [asked, test, location.hash, location.search]);
  return asked;
}

/**
 * Pushes each page view (or error) to the data layer once per page, only with statistics
 * consent (issue 16: the data layer's Consent Mode defaults come first, src/features/consent).
 */
function useDataLayer(vm: BrowserPageViewModel) {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one push per page view
  useEffect(() => {
    pushAnalyticsEvent({ ...vm.dataLayer, path: location.pathname });
  }, [location.key]);
}

/** The shell's props: the page's view model, an override of the root's navigation, the template. */
interface ShellProps {
  vm: BrowserPageViewModel;
  navigation?: SiteNavigation | null;
  children: React.ReactNode;
}

function ShellFrame({ vm, navigation, children }: ShellProps) {
  const site = useSite();
  const location = useLocation();
  const { open, close } = useFoldouts();
  const session = useSession();
  const rootNavigation = useSiteNavigation();
  const siteNavigation = navigation ?? rootNavigation;
  const loginTriggers = useAddressAsks(asksForLogin);
  const redirectNotice = useAddressAsks(asksForRedirectNotice);
  const layout = layoutForPath(location.pathname, site, {
    template: vm.currentComponent,
    isInEditMode: vm.isInEditMode,
  });
  useDataLayer(vm);
  useWebVitals(vm.currentComponent);
  useSiteVersionCheck(vm.siteVersion);
  useLinkNavigation();

  if (layout === "bare") {
    return (
      <>
        <main id="main" className={styles.main}>
          {children}
        </main>
        <ConsentGate cookiesPageUrl={vm.cookiesPageUrl} />
      </>
    );
  }
  return (
    <div className={styles.page}>
      <SkipLink />
      <NavigationProgress />
      {vm.crisisBanner && layout === "default" && <CrisisBanner banner={vm.crisisBanner} />}
      <Header vm={vm} navigation={siteNavigation.navigation} layout={layout} />
      {redirectNotice && (
        <Suspense fallback={null}>
          <RedirectNotice />
        </Suspense>
      )}
      {/* An open foldout blurs the page behind it; a click on the page closes it. */}
      <div
        className={open ? `${styles.body} ${styles.blurred}` : styles.body}
        onClickCapture={open ? close : undefined}
      >
        {layout === "default" && vm.breadcrumbs.length > 1 && <Breadcrumbs items={vm.breadcrumbs} />}
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        {(layout === "default" || layout === "minimal") && (
          <Footer vm={vm} footer={siteNavigation.footer} compact={layout === "minimal"} />
        )}
      </div>
      {session && (
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      )}
      {loginTriggers && (
        <Suspense fallback={null}>
          <LoginTriggers loggedIn={session !== null} />
        </Suspense>
      )}
      <ConsentGate cookiesPageUrl={vm.cookiesPageUrl} />
    </div>
  );
}

/**
 * The page shell around a template. The site's navigation comes from the root route; the 500
 * page of a failed client-side navigation may pass the fallback navigation call's instead.
 */
export function PageShell({ vm, navigation, children }: ShellProps) {
  return (
    <FoldoutProvider>
      <ShellFrame vm={vm} navigation={navigation}>
        {children}
      </ShellFrame>
      {/* Every layout's one toast host (spec 001 section 8): its code loads with the first toast. */}
      <Toasts />
    </FoldoutProvider>
  );
}
