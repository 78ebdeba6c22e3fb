import { useEffect } from "react";
import { useLocation } from "react-router";
import { LoginTriggers } from "~/features/account/components/LoginTriggers";
import { SessionWatch } from "~/features/account/components/SessionWatch";
import type { PageViewModel } from "~/features/content/schema";
import { Breadcrumbs } from "./Breadcrumbs";
import { CrisisBanner } from "./CrisisBanner";
import { Footer } from "./Footer";
import { FoldoutProvider, useFoldouts } from "./foldouts";
import { Header } from "./Header";
import { layoutForPath } from "./layout";
import { NavigationProgress } from "./NavigationProgress";
import { RedirectNotice } from "./RedirectNotice";
import { SkipLink } from "./SkipLink";
import styles from "./shell.module.css";
import { useLinkNavigation } from "./use-link-navigation";
import { useSession } from "./use-session";
import { useSite } from "./use-site";
import { useSiteVersionCheck } from "./use-site-version";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes each page view (or error) to the data layer once per page. */
function useDataLayer(vm: PageViewModel) {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one push per page view
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ ...vm.dataLayer, path: location.pathname });
  }, [location.key]);
}

function ShellFrame({ vm, children }: { vm: PageViewModel; children: React.ReactNode }) {
  const site = useSite();
  const location = useLocation();
  const { open, close } = useFoldouts();
  const session = useSession();
  const layout = layoutForPath(location.pathname, site, {
    template: vm.currentComponent,
    isInEditMode: vm.isInEditMode,
  });
  useDataLayer(vm);
  useSiteVersionCheck(vm.siteVersion);
  useLinkNavigation();

  if (layout === "bare") {
    return (
      <main id="main" className={styles.main}>
        {children}
      </main>
    );
  }
  return (
    <div className={styles.page}>
      <SkipLink />
      <NavigationProgress />
      {vm.crisisBanner && layout === "default" && <CrisisBanner banner={vm.crisisBanner} />}
      <Header vm={vm} layout={layout} />
      <RedirectNotice />
      {/* An open foldout blurs the page behind it; a click on the page closes it. */}
      <div
        className={open ? `${styles.body} ${styles.blurred}` : styles.body}
        onClickCapture={open ? close : undefined}
      >
        {layout === "default" && vm.breadcrumbs.length > 1 && <Breadcrumbs items={vm.breadcrumbs} />}
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        {(layout === "default" || layout === "minimal") && <Footer vm={vm} compact={layout === "minimal"} />}
      </div>
      {session && <SessionWatch />}
      <LoginTriggers />
    </div>
  );
}

export function PageShell({ vm, children }: { vm: PageViewModel; children: React.ReactNode }) {
  return (
    <FoldoutProvider>
      <ShellFrame vm={vm}>{children}</ShellFrame>
    </FoldoutProvider>
  );
}
