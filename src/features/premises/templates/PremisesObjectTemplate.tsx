import {
  ContactPersons,
  type Fact,
  Gallery,
  InterestForm,
  KeyFacts,
  ResidenceMap,
} from "~/features/residences/entries/residence-page-parts";
import { formatArea, formatDate, formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { PremisesStatusBadge } from "../components/PremisesStatusBadge";
import { PREMISES_STATUS_COLOURS, takesInterest } from "../premises-status";
import styles from "./premises-page.module.css";

/**
 * A premises' page (issue 19): status, key facts (type, area, rent or price, access, address),
 * gallery, description, tags, map, contacts and the interest form ("Intresseanmälan"). Sold
 * premises keep their page and show their status instead of the form.
 */
export function PremisesObjectTemplate({ vm }: TemplateProps<"premisesObject">) {
  const { t } = useTranslation();
  const site = useSite();
  const { premises, tags, contacts, availableNow } = vm.viewModel.data;
  const title = vm.viewModel.title;
  const rent =
    premises.monthlyRent !== null
      ? t("premises.object.perMonth", { amount: formatPrice(premises.monthlyRent, site) })
      : null;
  const price = premises.price !== null ? formatPrice(premises.price, site) : null;
  const access =
    premises.accessDate === null
      ? t("premises.object.byAgreement")
      : availableNow
        ? t("premises.object.availableNow")
        : formatDate(premises.accessDate, site.language);
  const address = `${premises.streetAddress}, ${premises.postalCode} ${premises.city}`;

  const facts: (Fact | null)[] = [
    { label: t("premises.object.facts.status"), value: <PremisesStatusBadge status={premises.status} /> },
    { label: t("premises.object.facts.type"), value: t(`premises.types.${premises.type}`) },
    { label: t("premises.object.facts.area"), value: formatArea(premises.premisesArea, site.language) },
    rent ? { label: t("premises.object.facts.rent"), value: rent } : null,
    price ? { label: t("premises.object.facts.price"), value: price } : null,
    { label: t("premises.object.facts.access"), value: access },
    { label: t("premises.object.facts.address"), value: address },
    { label: t("premises.object.facts.municipality"), value: premises.municipality },
  ];

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <PremisesStatusBadge status={premises.status} />
        <h1>{title}</h1>
        <p className={styles.location}>
          {t(`premises.types.${premises.type}`)}, {premises.municipality}
        </p>
        {(rent ?? price) && <p className={styles.price}>{[rent, price].filter(Boolean).join(" · ")}</p>}
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {premises.images.length > 0 && (
            <Gallery images={premises.images} label={t("premises.object.galleryLabel", { name: title })} />
          )}
          <KeyFacts facts={facts} />
          {premises.description && (
            <section className={styles.section}>
              <h2>{t("premises.object.about")}</h2>
              <p className={styles.text}>{premises.description}</p>
            </section>
          )}
          {tags.length > 0 && (
            <section className={styles.section}>
              <h2>{t("premises.object.tags")}</h2>
              <ul className={styles.tags}>
                {tags.map((tag) => (
                  <li key={tag.id}>{tag.name}</li>
                ))}
              </ul>
            </section>
          )}
          <ResidenceMap
            name={title}
            center={{ latitude: premises.latitude, longitude: premises.longitude }}
            zoom={15}
            markers={[
              {
                id: `premises-${premises.id}`,
                latitude: premises.latitude,
                longitude: premises.longitude,
                label: title,
                caption: title,
                colour: PREMISES_STATUS_COLOURS[premises.status],
              },
            ]}
          />
        </div>
        <aside className={styles.aside}>
          <ContactPersons contacts={contacts} />
          {takesInterest(premises.status) ? (
            <InterestForm
              name={title}
              target={{ premisesId: premises.id }}
              intro={t("premises.interest.intro", { name: title })}
              askRooms={false}
            />
          ) : (
            <p className={styles.notice} role="note">
              {t("premises.object.soldNotice")}
            </p>
          )}
        </aside>
      </div>
    </article>
  );
}
