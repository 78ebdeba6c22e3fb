import { formatShowingTime } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { Picture } from "~/ui/Picture";
import { ShowingBooking } from "../components/ShowingBooking";
import styles from "../components/showing-pages.module.css";
import type { ContactPersonView } from "../schema";

/** Whom to ask about a showing: the stage's first contact person. */
function AskContact({ contacts }: { contacts: ContactPersonView[] }) {
  const { t } = useTranslation();
  const contact = contacts[0];
  if (!contact) return null;
  return (
    <p className={styles.ask}>
      {t("pages.showing.questions")} <strong>{contact.name}</strong>,{" "}
      <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
    </p>
  );
}

/**
 * The showing form (`<stage>/visning/`, minimal layout): where the sign's QR code and links in
 * advertising lead. The stage in a few words, its showings to choose from and the booking form.
 */
export function ShowingFormTemplate({ vm }: TemplateProps<"showingForm">) {
  const { t } = useTranslation();
  const data = vm.viewModel.data;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          {data.area.name}, {data.area.municipality}
        </p>
        <h1>{vm.viewModel.title}</h1>
        {data.stage.shortDescription && <p className={styles.lead}>{data.stage.shortDescription}</p>}
      </header>
      {data.stage.image && (
        <Picture
          src={data.stage.image.src}
          alt={data.stage.image.alt}
          priority
          className={styles.image}
          sizes="(max-width: 44rem) 100vw, 44rem"
        />
      )}
      <ShowingBooking stageId={data.stage.id} initial={data.showings} />
      <AskContact contacts={data.contacts} />
      <p>
        <a href={data.stage.url}>{t("pages.showing.stageLink", { name: data.stage.name })}</a>
      </p>
    </article>
  );
}

/**
 * The sign of a stage (`<stage>/qr/`, minimal layout): a QR code that leads to the showing form,
 * the address for those who type it, and the next showings. Printed for the building site's sign,
 * or shown on a tablet at a showing so that visitors book the next one with their phones.
 */
export function ShowingQrTemplate({ vm }: TemplateProps<"showingQr">) {
  const { t } = useTranslation();
  const site = useSite();
  const data = vm.viewModel.data;
  const next = data.showings.slice(0, 3);
  return (
    <article className={`${styles.page} ${styles.sign}`} data-print-sign="">
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          {data.area.name}, {data.area.municipality}
        </p>
        <h1>{vm.viewModel.title}</h1>
      </header>
      {data.qr && (
        <figure className={styles.qr}>
          <svg
            viewBox={`0 0 ${data.qr.size} ${data.qr.size}`}
            role="img"
            aria-label={t("pages.showing.qrLabel", { url: data.formUrl })}
            shapeRendering="crispEdges"
          >
            <rect width={data.qr.size} height={data.qr.size} fill="#fff" />
            <path d={data.qr.path} fill="#000" />
          </svg>
          <figcaption>{t("pages.showing.scan")}</figcaption>
        </figure>
      )}
      <p className={styles.address}>
        {t("pages.showing.orVisit")} <a href={data.formUrl}>{data.formUrl.replace(/^https?:\/\//, "")}</a>
      </p>
      <section aria-labelledby="next-showings">
        <h2 id="next-showings">{t("pages.showing.nextHeading")}</h2>
        {next.length === 0 ? (
          <p>{t("pages.showing.none")}</p>
        ) : (
          <ul className={styles.next}>
            {next.map((showing) => (
              <li key={showing.id}>
                <time dateTime={showing.startsAt}>
                  {formatShowingTime(showing.startsAt, showing.endsAt, site.language)}
                </time>{" "}
                · {showing.location}
              </li>
            ))}
          </ul>
        )}
      </section>
      <AskContact contacts={data.contacts} />
      <p className={styles.noPrint}>
        <button type="button" className={styles.printButton} onClick={() => window.print()}>
          {t("pages.showing.print")}
        </button>
      </p>
    </article>
  );
}
