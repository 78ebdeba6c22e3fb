import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~/sites/sites";
import type { MyPagesNewsItem } from "../template-data";
import styles from "./my-pages-content.module.css";

/** My Pages news, newest first: title, date, what it is about (a project or the site), summary and body. */
export function NewsItems({
  news,
  language,
  siteName,
  headingLevel,
}: {
  news: (MyPagesNewsItem & { body?: string })[];
  language: Language;
  siteName: string;
  /** The items' heading level: 2 on the news page (under its h1), 3 under the overview's h2. */
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.news}>
      {news.map((item) => (
        <li key={item.id} className={styles.newsItem}>
          <Heading>{item.title}</Heading>
          <p className={styles.muted}>
            <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, language)}</time>
            {" · "}
            {item.stageName
              ? t("myPages.news.aboutProject", { stage: item.stageName })
              : t("myPages.news.fromSite", { site: siteName })}
          </p>
          <p>{item.summary}</p>
          {item.body && <p>{item.body}</p>}
        </li>
      ))}
    </ul>
  );
}
