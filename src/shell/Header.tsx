import { lazy, Suspense } from "react";
import type { BrowserPageViewModel, SiteNavigation } from "~/features/content/schema";
import { useFavouritesVisitor } from "~/features/favourites";
import { useTranslation } from "~/i18n/react";
import { useFoldoutToggle } from "./foldouts";
import { LanguageFoldout, NavigationFoldout, SearchFoldout } from "./HeaderFoldouts";
import { Logo } from "./Logo";
import type { ShellLayout } from "./layout";
import { NavLink } from "./NavLink";
import styles from "./shell.module.css";
import { useHydrated } from "./use-hydrated";
import { useSession } from "./use-session";
import { useSite } from "./use-site";

/** The user menu's code loads only for logged-in users. */
const UserButton = lazy(() =>
  import("~/features/account/entries/user-menu").then((module) => ({ default: module.UserButton })),
);
const UserFoldout = lazy(() =>
  import("~/features/account/entries/user-menu").then((module) => ({ default: module.UserFoldout })),
);
/** The notification bell and its foldout: their code loads only for logged-in users, once the session is known. */
const NotificationCenter = lazy(() => import("~/features/notifications/entries/notification-bell"));

/** The favourites button and list load for every visitor but board members, after hydration (decision 030: the header is the same HTML for everyone). */
const loadFavouritesHeader = () => import("~/features/favourites/entries/header");
const FavouritesButton = lazy(() => loadFavouritesHeader().then((module) => ({ default: module.FavouritesButton })));
const FavouritesFoldout = lazy(() => loadFavouritesHeader().then((module) => ({ default: module.FavouritesFoldout })));

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

export function Header({
  vm,
  navigation: menus,
  layout,
}: {
  vm: BrowserPageViewModel;
  navigation: SiteNavigation["navigation"];
  layout: ShellLayout;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const navigation = useFoldoutToggle("navigation");
  const search = useFoldoutToggle("search");
  const language = useFoldoutToggle("language");
  const userMenu = useFoldoutToggle("user");
  const favouritesMenu = useFoldoutToggle("favourites");
  // Favourites are about homes: only sites with the residence search have them.
  const favouritesVisitor = useFavouritesVisitor();
  const favourites = site.features.search ? favouritesVisitor : null;
  const session = useSession();
  const hydrated = useHydrated();

  const myPagesLink = session && (
    <NavLink url={site.urls.myPages ?? "/"} className={styles.userButton}>
      {session.firstName}
    </NavLink>
  );

  if (layout === "minimal") {
    return (
      <header className={styles.header}>
        <div className={styles.headerBar}>
          <Logo />
        </div>
      </header>
    );
  }
  if (layout === "clickToBuy" || layout === "clickToBuyFi") {
    return (
      <header className={`${styles.header} ${layout === "clickToBuyFi" ? styles.headerFi : ""}`}>
        <div className={styles.headerBar}>
          <Logo />
          <p className={styles.buyFlowTitle}>{t("shell.bookingAgreement")}</p>
        </div>
      </header>
    );
  }

  const searchUrl = site.urls.textSearch;
  const showLanguages = vm.availableLanguages.length > 1;
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <Logo />
        {menus.quickLinks.length > 0 && (
          <nav aria-label={t("shell.quickLinks")} className={styles.quickLinks}>
            <ul>
              {menus.quickLinks.map((item) => (
                <li key={item.url}>
                  <NavLink url={item.url}>{item.text}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.actions}>
          {searchUrl && (
            <button {...search.buttonProps} className={styles.iconButton}>
              <SearchIcon />
              <span className={styles.actionLabel}>{t("shell.search")}</span>
            </button>
          )}
          {showLanguages && (
            <button {...language.buttonProps} className={styles.iconButton}>
              <GlobeIcon />
              <span className={styles.actionLabel}>{t("shell.language")}</span>
            </button>
          )}
          {favourites && (
            <Suspense fallback={null}>
              <FavouritesButton
                loggedIn={favourites === "customer"}
                className={styles.iconButton}
                buttonProps={favouritesMenu.buttonProps}
              />
            </Suspense>
          )}
          {/* The same header HTML for every visitor (decision 030): the bell comes after hydration. */}
          {hydrated && session && (
            <Suspense fallback={null}>
              <NotificationCenter
                session={session}
                buttonClassName={styles.iconButton}
                foldoutClassName={styles.foldout}
              />
            </Suspense>
          )}
          {session ? (
            // Until the page has hydrated and the menu's code has loaded, the button is a plain
            // link to My Pages: a click on a button without its code would be lost.
            hydrated ? (
              <Suspense fallback={myPagesLink}>
                <UserButton session={session} className={styles.userButton} buttonProps={userMenu.buttonProps} />
              </Suspense>
            ) : (
              myPagesLink
            )
          ) : (
            site.features.login &&
            site.urls.login && (
              <NavLink url={`${site.urls.login}`} className={styles.userButton} data-slot="user">
                {t("shell.logIn")}
              </NavLink>
            )
          )}
          <button {...navigation.buttonProps} className={styles.iconButton}>
            <MenuIcon open={navigation.isOpen} />
            <span className={styles.actionLabel}>{navigation.isOpen ? t("shell.closeMenu") : t("shell.menu")}</span>
          </button>
        </div>
      </div>
      <NavigationFoldout items={menus.main} quickLinks={menus.quickLinks} isOpen={navigation.isOpen} />
      {searchUrl && <SearchFoldout action={searchUrl} popular={vm.popularSearches} isOpen={search.isOpen} />}
      {showLanguages && <LanguageFoldout languages={vm.availableLanguages} isOpen={language.isOpen} />}
      {favourites && (
        <Suspense fallback={null}>
          <FavouritesFoldout
            loggedIn={favourites === "customer"}
            isOpen={favouritesMenu.isOpen}
            className={styles.foldout}
          />
        </Suspense>
      )}
      {session && (
        <Suspense fallback={null}>
          <UserFoldout session={session} isOpen={userMenu.isOpen} className={styles.foldout} />
        </Suspense>
      )}
    </header>
  );
}
