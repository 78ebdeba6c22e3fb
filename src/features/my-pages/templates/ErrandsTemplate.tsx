import { MyPagesLayout } from "~/features/my-pages";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import styles from "../components/my-pages-content.module.css";

/**
 * Template "myErrands": the errands list arrives with the fault reports (issue 17). Until then the
 * page says so plainly and offers the way to report a fault; it shows no errands it does not have.
 */
export function ErrandsTemplate({ vm }: TemplateProps<"myErrands">) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      <section className={styles.section} aria-labelledby="my-errands-report">
        <h2 id="my-errands-report">{t("myPages.errands.reportTitle")}</h2>
        <p>{t("myPages.errands.reportText")}</p>
        {site.urls.faultReportContact && (
          <p>
            <a href={site.urls.faultReportContact}>{t("myPages.reportFault")}</a>
          </p>
        )}
      </section>
      <p className={styles.empty}>
        {vm.viewModel.data.menu.board ? t("myPages.errands.listComingBoard") : t("myPages.errands.listComing")}
      </p>
    </MyPagesLayout>
  );
}
