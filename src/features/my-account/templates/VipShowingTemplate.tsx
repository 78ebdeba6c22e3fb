import { MyPagesLayout } from "~/features/my-pages";
import { formatShowingTime } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import styles from "../my-account.module.css";

/**
 * Template "myPagesVipShowing" (My Pages, menu key "myVipShowing"): the upcoming showings of the
 * site's VIP stages, each with a link to its stage's showing form, where the member books a
 * place as any visitor does (decision 033).
 */
export function VipShowingTemplate({ vm }: TemplateProps<"myPagesVipShowing">) {
  const { t } = useTranslation();
  const site = useSite();
  const { menu, showings } = vm.viewModel.data;
  return (
    <MyPagesLayout vm={vm} menu={menu}>
      <p>{t("myAccount.vipShowing.intro")}</p>
      {showings.length === 0 ? (
        <p className={styles.muted}>{t("myAccount.vipShowing.none")}</p>
      ) : (
        <ul className={styles.list}>
          {showings.map((showing) => {
            const time = formatShowingTime(showing.startsAt, showing.endsAt, site.language);
            return (
              <li key={showing.id} className={styles.listItem}>
                <div>
                  <h2>
                    <a href={showing.stageUrl}>{showing.stageName}</a>
                  </h2>
                  <p>{time}</p>
                  <p>
                    {t("myAccount.vipShowing.location")}: {showing.location}
                  </p>
                </div>
                {showing.capacity === null ? (
                  <p className={styles.muted}>{t("myAccount.vipShowing.dropIn")}</p>
                ) : (
                  <a
                    className={styles.bookLink}
                    href={showing.bookingUrl}
                    aria-label={t("myAccount.vipShowing.bookLabel", { stage: showing.stageName, time })}
                  >
                    {t("myAccount.vipShowing.book")}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </MyPagesLayout>
  );
}
