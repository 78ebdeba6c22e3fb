import { MyPagesLayout } from "~/features/my-pages";
import { formatTime } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import styles from "../components/my-pages-content.module.css";
import { NewsItems } from "../components/NewsItems";
import { menuHref } from "../menu-links";
import type { MyPagesShell } from "../page-data";

/**
 * Templates "myPages" and "myPagesBoardMember": the overview. A customer sees what needs them now
 * (documents to sign or approve, unpaid payments, showings ahead, the next step of their project),
 * each with its link, then the latest news; a board member (menu.board) the board portal: the
 * association, its errands and contacts.
 */
export function OverviewTemplate({ vm }: TemplateProps<"myPages" | "myPagesBoardMember">) {
  const data = vm.viewModel.data;
  return (
    <MyPagesLayout vm={vm} menu={data.menu}>
      {data.menu.board ? <BoardOverview menu={data.menu} /> : <CustomerOverview data={data} />}
    </MyPagesLayout>
  );
}

function CustomerOverview({ data }: { data: TemplateProps<"myPages">["vm"]["viewModel"]["data"] }) {
  const { t } = useTranslation();
  const site = useSite();
  const documentsHref = menuHref(data.menu, "myAgreements");
  const paymentsHref = menuHref(data.menu, "myPayments");
  const timelineHref = menuHref(data.menu, "myTimeline");
  const newsHref = menuHref(data.menu, "myNews");
  const nothing =
    data.documentsToSign === 0 &&
    data.unpaidPayments === 0 &&
    data.showings.length === 0 &&
    data.milestones.length === 0;
  return (
    <>
      <section className={styles.section} aria-labelledby="my-pages-now">
        <h2 id="my-pages-now">{t("myPages.overview.now")}</h2>
        {nothing ? (
          <p className={styles.empty}>{t("myPages.overview.nothing")}</p>
        ) : (
          <ul className={styles.cards}>
            {data.documentsToSign > 0 && (
              <li className={styles.card}>
                <p className={styles.cardTitle}>{t("myPages.overview.documentsTitle")}</p>
                <p>{t("myPages.overview.documents", { count: data.documentsToSign })}</p>
                {documentsHref && <a href={documentsHref}>{t("myPages.overview.documentsLink")}</a>}
              </li>
            )}
            {data.unpaidPayments > 0 && (
              <li className={styles.card}>
                <p className={styles.cardTitle}>{t("myPages.overview.paymentsTitle")}</p>
                <p>{t("myPages.overview.payments", { count: data.unpaidPayments })}</p>
                {paymentsHref && <a href={paymentsHref}>{t("myPages.overview.paymentsLink")}</a>}
              </li>
            )}
            {data.showings.map((showing) => (
              <li key={showing.id} className={styles.card}>
                <p className={styles.cardTitle}>{t("myPages.overview.showingTitle")}</p>
                <p>
                  {t("myPages.overview.showing", {
                    date: formatDate(showing.startsAt, site.language),
                    time: formatTime(showing.startsAt, site.language),
                    location: showing.location,
                  })}
                </p>
                {!showing.confirmed && <p className={styles.muted}>{t("myPages.overview.showingUnconfirmed")}</p>}
                <a href={showing.stageUrl}>{t("myPages.overview.showingLink", { stage: showing.stageName })}</a>
              </li>
            ))}
            {data.milestones.map((milestone) => (
              <li key={`${milestone.stageName}-${milestone.phase}`} className={styles.card}>
                <p className={styles.cardTitle}>{t("myPages.overview.milestoneTitle")}</p>
                <p>
                  {t("myPages.overview.milestone", {
                    phase: t(`enums.projectPhase.${milestone.phase}`),
                    stage: milestone.stageName,
                    date: formatDate(milestone.startsOn, site.language),
                  })}
                </p>
                {timelineHref && <a href={timelineHref}>{t("myPages.overview.timelineLink")}</a>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.news.length > 0 && (
        <section className={styles.section} aria-labelledby="my-pages-latest-news">
          <h2 id="my-pages-latest-news">{t("myPages.overview.newsHeading")}</h2>
          <NewsItems news={data.news} language={site.language} siteName={site.siteName} headingLevel={3} />
          {newsHref && <a href={newsHref}>{t("myPages.overview.allNews")}</a>}
        </section>
      )}
    </>
  );
}

/** The board portal's overview: the association, a way to report a fault and its errands, and whom to contact. */
function BoardOverview({ menu }: { menu: MyPagesShell }) {
  const { t } = useTranslation();
  const site = useSite();
  const errandsHref = menuHref(menu, "myErrands");
  const contactHref = menuHref(menu, "myContact");
  return (
    <>
      <p>
        {menu.associationName
          ? t("myPages.board.intro", { association: menu.associationName })
          : t("myPages.board.introNoAssociation")}
      </p>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{t("myPages.board.errandsTitle")}</h2>
          <p>{t("myPages.board.errandsText")}</p>
          {site.urls.faultReportContact && <a href={site.urls.faultReportContact}>{t("myPages.reportFault")}</a>}
          {errandsHref && <a href={errandsHref}>{t("myPages.board.errandsLink")}</a>}
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{t("myPages.board.contactTitle")}</h2>
          <p>{t("myPages.board.contactText")}</p>
          {site.urls.customerService && <a href={site.urls.customerService}>{t("myPages.customerServiceLink")}</a>}
          {contactHref && <a href={contactHref}>{t("myPages.board.contactLink")}</a>}
        </li>
      </ul>
    </>
  );
}
