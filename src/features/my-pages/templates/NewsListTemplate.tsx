import { MyPagesLayout } from "~/features/my-pages";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import styles from "../components/my-pages-content.module.css";
import { NewsItems } from "../components/NewsItems";

/** Template "myPagesNewsList": the site's My Pages news and the news of the user's projects, newest first. */
export function NewsListTemplate({ vm }: TemplateProps<"myPagesNewsList">) {
  const { t } = useTranslation();
  const site = useSite();
  const data = vm.viewModel.data;
  return (
    <MyPagesLayout vm={vm} menu={data.menu}>
      {data.news.length === 0 ? (
        <p className={styles.empty}>{t("myPages.news.empty")}</p>
      ) : (
        <NewsItems news={data.news} language={site.language} siteName={site.siteName} headingLevel={2} />
      )}
    </MyPagesLayout>
  );
}
