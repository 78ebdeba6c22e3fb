import { useLocation } from "react-router";
import { Blocks } from "~/features/content/components/Blocks";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "./registry";
import styles from "./templates.module.css";

/** The 404 and 500 pages; their view model's data layer records the error (spec 000 section 8). */
export function ErrorTemplate({ vm }: TemplateProps) {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const notFound = vm.status === 404;
  const content = vm.viewModel;
  // A page that is not there: search the site, or go to the homes (issue 13).
  const homes = notFound ? site.urls.searchHomes : undefined;
  const textSearch = notFound ? site.urls.textSearch : undefined;
  // A full load of the same address: the server tries the page again. The address comes from the
  // request: one leading slash, so "//host/…" cannot become a link to another site.
  const again = notFound ? undefined : `/${location.pathname.replace(/^[/\\]+/, "")}${location.search}`;
  return (
    <div className={`${styles.container} ${styles.error}`}>
      <p className={styles.errorCode} aria-hidden="true">
        {vm.status}
      </p>
      <h1>{content.title || t(notFound ? "errors.notFoundTitle" : "errors.serverErrorTitle")}</h1>
      {content.blocks.length > 0 ? (
        <Blocks content={content} />
      ) : (
        <p>{t(notFound ? "errors.notFoundText" : "errors.serverErrorText")}</p>
      )}
      {textSearch && (
        // biome-ignore lint/a11y/useSemanticElements: role="search" is announced by more screen readers than <search>.
        <form role="search" action={textSearch} method="get" className={styles.errorSearch}>
          <label htmlFor="not-found-search">{t("errors.notFoundSearch")}</label>
          <input id="not-found-search" type="search" name="s" minLength={2} required />
          <button type="submit" className={styles.secondaryButton}>
            {t("errors.search")}
          </button>
        </form>
      )}
      <p className={styles.errorActions}>
        <a href={site.urls.start ?? "/"} className={styles.button}>
          {t("errors.backHome")}
        </a>
        {homes && (
          <a href={homes} className={styles.secondaryButton}>
            {t("errors.homes")}
          </a>
        )}
        {again && (
          <a href={again} className={styles.secondaryButton}>
            {t("errors.tryAgain")}
          </a>
        )}
      </p>
    </div>
  );
}
