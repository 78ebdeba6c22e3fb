import { useLocation } from "react-router";
import { COOKIE_SETTINGS_ANCHOR, openConsentSettings } from "~/features/consent";
import type { BrowserPageViewModel, NavigationItem, SiteNavigation } from "~/features/content/schema";
import { useTranslation } from "~/i18n/react";
import { Logo } from "./Logo";
import { NavLink } from "./NavLink";
import styles from "./shell.module.css";
import { useSite } from "./use-site";

function LinkColumn({ id, heading, items }: { id: string; heading: string; items: NavigationItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.footerColumn}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.url}>
            <NavLink url={item.url}>{item.text}</NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Cookie settings" (issue 16): opens the settings dialog; without JavaScript, and on the cookies
 * page itself, it goes to the settings form of the cookies page.
 */
function CookieSettingsLink({ cookiesPageUrl }: { cookiesPageUrl: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <a
      href={`${cookiesPageUrl}#${COOKIE_SETTINGS_ANCHOR}`}
      onClick={(event) => {
        if (location.pathname === cookiesPageUrl || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        openConsentSettings();
      }}
    >
      {t("footer.cookieSettings")}
    </a>
  );
}

export function Footer({
  vm,
  footer,
  compact,
}: {
  vm: BrowserPageViewModel;
  footer: SiteNavigation["footer"];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      {!compact && (
        <div className={styles.footerColumns}>
          <LinkColumn id="footer-company" heading={t("footer.companyLinks")} items={footer.companyLinks} />
          <LinkColumn id="footer-discovery" heading={t("footer.discoveryLinks")} items={footer.discoveryLinks} />
          <LinkColumn id="footer-help" heading={t("footer.helpLinks")} items={footer.helpLinks} />
        </div>
      )}
      <div className={styles.footerBottom}>
        <Logo />
        <p>{t("footer.copyright", { year, siteName: site.siteName })}</p>
        {vm.cookiesPageUrl && (
          <NavLink url={vm.cookiesFaqSectionId ? `${vm.cookiesPageUrl}#${vm.cookiesFaqSectionId}` : vm.cookiesPageUrl}>
            {t("footer.cookies")}
          </NavLink>
        )}
        {vm.cookiesPageUrl && <CookieSettingsLink cookiesPageUrl={vm.cookiesPageUrl} />}
      </div>
    </footer>
  );
}
