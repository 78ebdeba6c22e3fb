import { MyPagesLayout } from "~/features/my-pages";
import { formatArea, formatPrice, formatRooms } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import styles from "../components/my-pages-content.module.css";
import { PhaseList } from "../components/PhaseList";
import { StaffContactList } from "../components/StaffContactList";
import { menuHref } from "../menu-links";
import type { MyObjectData } from "../template-data";

type Home = MyObjectData["homes"][number];

/**
 * Template "myObject": each home the user bought on this site (one section each): its facts,
 * floor plan, entry date, documents (status, link to the documents page), the project's timeline
 * in short, its contacts and a link to the home's public page.
 */
export function MyObjectTemplate({ vm }: TemplateProps<"myObject">) {
  const { menu, homes } = vm.viewModel.data;
  const { t } = useTranslation();
  return (
    <MyPagesLayout vm={vm} menu={menu}>
      {homes.length === 0 && <p className={styles.empty}>{t("myPages.home.empty")}</p>}
      {homes.map((home) => (
        <HomeSection key={home.bookingId} home={home} documentsHref={menuHref(menu, "myAgreements")} />
      ))}
    </MyPagesLayout>
  );
}

function HomeSection({ home, documentsHref }: { home: Home; documentsHref?: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const language = site.language;
  const title = home.streetAddress
    ? t("myPages.home.titleWithAddress", { number: home.number, address: home.streetAddress })
    : t("myPages.home.title", { number: home.number });
  const id = `home-${home.bookingId}`;
  const rooms = formatRooms(home.rooms, language);
  const area = formatArea(home.livingArea, language);
  return (
    <section className={styles.home} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className={styles.facts}>
        <dt>{t("myPages.home.project")}</dt>
        <dd>{home.stageName}</dd>
        <dt>{t("myPages.home.rooms")}</dt>
        <dd>{rooms}</dd>
        <dt>{t("myPages.home.livingArea")}</dt>
        <dd>{area}</dd>
        {home.floor !== null && (
          <>
            <dt>{t("myPages.home.floor")}</dt>
            <dd>{home.floor}</dd>
          </>
        )}
        {home.price !== null && (
          <>
            <dt>{t("myPages.home.price")}</dt>
            <dd>{formatPrice(home.price, site)}</dd>
          </>
        )}
        <dt>{t("myPages.home.status")}</dt>
        <dd>{t(`myPages.home.purchaseStatus.${home.status}`)}</dd>
        {home.contractDate && (
          <>
            <dt>{t("myPages.home.contractDate")}</dt>
            <dd>{formatDate(home.contractDate, language)}</dd>
          </>
        )}
        <dt>{t("myPages.home.entryDate")}</dt>
        <dd>{home.entryDate ? formatDate(home.entryDate, language) : t("myPages.home.entryDateLater")}</dd>
        <dt>{t("myPages.home.buyers")}</dt>
        <dd>
          {home.buyers.map((buyer) => (buyer.me ? t("myPages.home.you", { name: buyer.name }) : buyer.name)).join(", ")}
        </dd>
      </dl>
      <p>
        <a href={home.url}>{t("myPages.home.publicPage")}</a>
      </p>

      <figure className={styles.floorPlan}>
        <img
          src={`/api/residence/floorplan/${home.objectId}.svg`}
          alt={t("myPages.home.floorPlanAlt", { number: home.number, rooms, area })}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
        />
        <figcaption>{t("myPages.home.floorPlan")}</figcaption>
      </figure>

      <div className={styles.section}>
        <h3>{t("myPages.home.documents")}</h3>
        {home.documents.length === 0 ? (
          <p className={styles.muted}>{t("myPages.home.noDocuments")}</p>
        ) : (
          <ul className={styles.documents}>
            {home.documents.map((document) => (
              <li key={document.id}>
                <span>{t(`myPages.documentKind.${document.kind}`)}</span>
                <span className={`${styles.badge} ${styles[document.status]}`}>
                  {t(`myPages.documentStatus.${document.status}`)}
                </span>
                {document.status === "pending" && document.doneByMe && (
                  <span className={styles.muted}>{t("myPages.home.waitsForCoBuyer")}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {documentsHref && home.documents.length > 0 && <a href={documentsHref}>{t("myPages.home.documentsLink")}</a>}
      </div>

      {home.phases.length > 0 && (
        <div className={styles.section}>
          <h3>{t("myPages.home.timeline")}</h3>
          <PhaseList
            phases={home.phases}
            currentPhase={home.currentPhase}
            language={language}
            compact
            label={t("myPages.timeline.label", { stage: home.stageName })}
          />
        </div>
      )}

      {home.contacts.length > 0 && (
        <div className={styles.section}>
          <h3>{t("myPages.home.contacts")}</h3>
          <StaffContactList
            contacts={home.contacts}
            label={t("myPages.contact.projectLabel", { stage: home.stageName })}
          />
        </div>
      )}
    </section>
  );
}
