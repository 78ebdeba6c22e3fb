import { Blocks } from "~/features/content/components/Blocks";
import { RecentlyViewedSlot } from "~/features/timeseries/RecentlyViewedSlot";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { Picture } from "~/ui/Picture";
import type { TemplateProps } from "./registry";
import styles from "./templates.module.css";

/** Start pages: the first hero block is the page's heading. */
export function StartTemplate({ vm }: TemplateProps) {
  const content = vm.viewModel;
  const heroFirst = content.blocks[0]?.type === "hero";
  return (
    <div className={styles.start}>
      {!heroFirst && <h1 className={styles.container}>{content.title}</h1>}
      <div className={styles.container}>
        <Blocks content={content} firstHeroIsTitle={heroFirst} />
        {/* Recently viewed and most visited: filled in the browser, below the content (no layout shift). */}
        <RecentlyViewedSlot />
      </div>
    </div>
  );
}

/** Standard, list and landing pages: title, lead and blocks. */
export function ContentTemplate({ vm }: TemplateProps) {
  const content = vm.viewModel;
  return (
    <article className={styles.container}>
      <header className={styles.pageHeader}>
        <h1>{content.title}</h1>
        {content.summary && <p className={styles.lead}>{content.summary}</p>}
      </header>
      <Blocks content={content} />
    </article>
  );
}

/** Press releases, blog posts, inspiration and reference projects: dated, with a lead image. */
export function ArticleTemplate({ vm }: TemplateProps) {
  const { t } = useTranslation();
  const site = useSite();
  const content = vm.viewModel;
  return (
    <article className={`${styles.container} ${styles.article}`}>
      <header className={styles.pageHeader}>
        <h1>{content.title}</h1>
        <p className={styles.meta}>
          <time dateTime={content.publishedAt}>
            {t("content.published", { date: formatDate(content.publishedAt, site.language) })}
          </time>
        </p>
        {content.summary && <p className={styles.lead}>{content.summary}</p>}
      </header>
      {content.image && content.blocks[0]?.type !== "hero" && (
        <Picture
          src={content.image}
          alt=""
          priority
          className={styles.leadImage}
          sizes="(max-width: 72rem) 100vw, 72rem"
        />
      )}
      <Blocks content={content} />
    </article>
  );
}
