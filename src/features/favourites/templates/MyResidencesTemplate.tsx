import type { ReactNode } from "react";
import { imageUrl } from "~/domain/image-url";
import { StatusBadge } from "~/domain/StatusBadge";
import { MyPagesLayout } from "~/features/my-pages";
import { formatPrice, formatShowingTime } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { favouriteTitle } from "../favourite-title";
import { FavouriteToggle } from "../favourite-toggle";
import type { MyHome, MyInterest, MyShowing } from "../page-data";
import type { Favourite } from "../schema";
import styles from "./my-residences.module.css";

function Section({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children.length > 0 ? <ul className={styles.list}>{children}</ul> : <p className={styles.empty}>{empty}</p>}
    </section>
  );
}

function HomeItem({ home }: { home: MyHome }) {
  const { t } = useTranslation();
  const site = useSite();
  const title = home.objectNumber
    ? favouriteTitle(t, {
        kind: "object",
        name: home.stageName ?? "",
        objectNumber: home.objectNumber,
        streetAddress: home.streetAddress,
      })
    : t("favourites.page.homeWithoutPage", { id: home.objectId });
  return (
    <li className={`${styles.item} ${styles.noImage}`}>
      <div>
        {/* A booking whose home has no page (objectPageExists false) shows without a link. */}
        <h3 className={styles.title}>{home.url ? <a href={home.url}>{title}</a> : title}</h3>
        {home.stageName && <p className={styles.meta}>{home.stageName}</p>}
        {!home.url && <p className={styles.meta}>{t("favourites.page.noPage")}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t("favourites.page.status")}</dt>
            <dd>{t(`favourites.page.purchaseStatus.${home.purchaseStatus ?? "none"}`)}</dd>
          </div>
          {home.entryDate && (
            <div>
              <dt>{t("favourites.page.entryDate")}</dt>
              <dd>{formatDate(home.entryDate, site.language)}</dd>
            </div>
          )}
        </dl>
        {home.role === "coBuyer" && <p className={styles.meta}>{t("favourites.page.coBuyer")}</p>}
      </div>
    </li>
  );
}

function FavouriteItem({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation();
  const site = useSite();
  const title = favouriteTitle(t, favourite);
  return (
    <li className={`${styles.item} ${favourite.image ? "" : styles.noImage}`}>
      {favourite.image && (
        <img className={styles.image} src={imageUrl(favourite.image.src, 200)} alt="" loading="lazy" />
      )}
      <div>
        <div className={styles.titleRow}>
          <h3 className={styles.title}>
            <a href={favourite.url}>{title}</a>
          </h3>
          {/* Removing here leaves the entry until the next visit, with the heart to undo it. */}
          <FavouriteToggle
            kind={favourite.kind}
            id={favourite.id}
            name={favourite.name}
            objectNumber={favourite.objectNumber}
            streetAddress={favourite.streetAddress}
            url={favourite.url}
            image={favourite.image}
          />
        </div>
        <p className={styles.meta}>
          {t(`favourites.kind.${favourite.kind}`)}
          {favourite.kind === "object" ? ` · ${favourite.name}` : ""}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt className="visually-hidden">{t("favourites.page.status")}</dt>
            <dd>
              <StatusBadge kind={favourite.kind === "object" ? "object" : "project"} status={favourite.status} />
            </dd>
          </div>
          {favourite.price !== null && (
            <div>
              <dt>{t("favourites.page.price")}</dt>
              <dd>{formatPrice(favourite.price, site)}</dd>
            </div>
          )}
        </dl>
      </div>
    </li>
  );
}

function InterestItem({ interest }: { interest: MyInterest }) {
  const { t } = useTranslation();
  const site = useSite();
  const title = interest.objectNumber ? t("favourites.homeTitle", { number: interest.objectNumber }) : interest.name;
  return (
    <li className={`${styles.item} ${styles.noImage}`}>
      <div>
        <h3 className={styles.title}>
          <a href={interest.url}>{title}</a>
        </h3>
        <p className={styles.meta}>
          {t(`favourites.kind.${interest.kind}`)}
          {interest.objectNumber ? ` · ${interest.name}` : ""} ·{" "}
          {t("favourites.page.registered", { date: formatDate(interest.createdAt, site.language) })}
        </p>
      </div>
    </li>
  );
}

function ShowingItem({ showing }: { showing: MyShowing }) {
  const { t } = useTranslation();
  const site = useSite();
  const title = showing.objectNumber
    ? `${showing.stageName}, ${t("favourites.homeTitle", { number: showing.objectNumber })}`
    : showing.stageName;
  return (
    <li className={`${styles.item} ${styles.noImage}`}>
      <div>
        <h3 className={styles.title}>
          <a href={showing.url}>{title}</a>
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t("favourites.page.when")}</dt>
            <dd>{formatShowingTime(showing.startsAt, showing.endsAt, site.language)}</dd>
          </div>
          <div>
            <dt>{t("favourites.page.where")}</dt>
            <dd>{showing.location}</dd>
          </div>
        </dl>
        <p className={styles.meta}>
          {showing.confirmed ? t("favourites.page.confirmed") : t("favourites.page.pending")}
        </p>
      </div>
    </li>
  );
}

/**
 * My residences (spec 001 section 2): the homes the user bought or booked on this site, the
 * favourites, the interests and the showings ahead, each linking to its page.
 */
export function MyResidencesTemplate({ vm }: TemplateProps<"myResidences">) {
  const { t } = useTranslation();
  const { menu, homes, favourites, interests, showings } = vm.viewModel.data;
  return (
    <MyPagesLayout vm={vm} menu={menu}>
      <Section id="my-homes" title={t("favourites.page.homes")} empty={t("favourites.page.homesEmpty")}>
        {homes.map((home) => (
          <HomeItem key={`${home.objectId}:${home.role}`} home={home} />
        ))}
      </Section>
      <Section id="my-favourites" title={t("favourites.page.favourites")} empty={t("favourites.page.favouritesEmpty")}>
        {favourites.map((favourite) => (
          <FavouriteItem key={`${favourite.kind}:${favourite.id}`} favourite={favourite} />
        ))}
      </Section>
      <Section id="my-interests" title={t("favourites.page.interests")} empty={t("favourites.page.interestsEmpty")}>
        {interests.map((interest) => (
          <InterestItem key={interest.id} interest={interest} />
        ))}
      </Section>
      <Section id="my-showings" title={t("favourites.page.showings")} empty={t("favourites.page.showingsEmpty")}>
        {showings.map((showing) => (
          <ShowingItem key={showing.id} showing={showing} />
        ))}
      </Section>
    </MyPagesLayout>
  );
}
