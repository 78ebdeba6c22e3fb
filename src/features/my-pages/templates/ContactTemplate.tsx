import { MyPagesLayout } from "~/features/my-pages";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import styles from "../components/my-pages-content.module.css";
import { StaffContactList } from "../components/StaffContactList";

/**
 * Template "myPagesContact": the people of the user's projects, by project, and the site's
 * customer service. A board member's contacts are the customer service, who answer for the
 * association (the associations carry no project of their own in our data).
 */
export function ContactTemplate({ vm }: TemplateProps<"myPagesContact">) {
  const { t } = useTranslation();
  const site = useSite();
  const { menu, projects } = vm.viewModel.data;
  return (
    <MyPagesLayout vm={vm} menu={menu}>
      {projects.map((project) => (
        <section key={project.stageId} className={styles.section} aria-labelledby={`contacts-${project.stageId}`}>
          <h2 id={`contacts-${project.stageId}`}>{project.stageName}</h2>
          {project.contacts.length === 0 ? (
            <p className={styles.muted}>{t("myPages.contact.noneForProject")}</p>
          ) : (
            <StaffContactList
              contacts={project.contacts}
              label={t("myPages.contact.projectLabel", { stage: project.stageName })}
            />
          )}
        </section>
      ))}
      {projects.length === 0 && !menu.board && <p className={styles.empty}>{t("myPages.contact.empty")}</p>}
      <section className={styles.section} aria-labelledby="contacts-customer-service">
        <h2 id="contacts-customer-service">{t("myPages.contact.customerServiceTitle")}</h2>
        <p>{menu.board ? t("myPages.contact.boardText") : t("myPages.contact.customerServiceText")}</p>
        {site.urls.customerService && (
          <p>
            <a href={site.urls.customerService}>{t("myPages.customerServiceLink")}</a>
          </p>
        )}
      </section>
    </MyPagesLayout>
  );
}
