import { useId, useState } from "react";
import { RENTAL_OBJECT_STATUSES, rentalStatusColour } from "~/domain/rental-status";
import { OBJECT_STATUSES, PROJECT_STATUSES } from "~/domain/residence-enums";
import { ObjectStatusBadge, ProjectStatusBadge } from "~/domain/StatusBadge";
import badge from "~/domain/status-badge.module.css";
import { formatArea, formatDate, formatPrice, formatRooms } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { Dialog } from "~/ui/Dialog";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import styles from "./sandbox.module.css";

/**
 * The developer sandbox page (template "sandbox", bare layout): the site's theme, the status
 * badges, the formats, a form field with its error and a dialog, in the site's language.
 */
export function SandboxTemplate({ vm }: TemplateProps<"sandbox">) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  return (
    <article className={styles.page}>
      <header>
        <h1>{vm.viewModel.title}</h1>
        <p>{t("pages.sandbox.lead", { site: site.siteName, language: site.language })}</p>
      </header>
      <section aria-labelledby={`${id}-status`}>
        <h2 id={`${id}-status`}>{t("pages.sandbox.statuses")}</h2>
        <h3>{t("pages.sandbox.projectStatuses")}</h3>
        <ul className={styles.row}>
          {PROJECT_STATUSES.map((status) => (
            <li key={status}>
              <ProjectStatusBadge status={status} />
            </li>
          ))}
        </ul>
        <h3>{t("pages.sandbox.objectStatuses")}</h3>
        <ul className={styles.row}>
          {OBJECT_STATUSES.map((status) => (
            <li key={status}>
              <ObjectStatusBadge status={status} />
            </li>
          ))}
        </ul>
        <h3>{t("pages.sandbox.rentalStatuses")}</h3>
        <ul className={styles.row}>
          {RENTAL_OBJECT_STATUSES.map((status) => (
            <li key={status}>
              <span className={`${badge.badge} ${badge[rentalStatusColour(status)]}`}>
                {t(`pages.rental.status.${status}`)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-formats`}>
        <h2 id={`${id}-formats`}>{t("pages.sandbox.formats")}</h2>
        <dl className={styles.formats}>
          <dt>{t("residence.facts.price")}</dt>
          <dd>{formatPrice(3_860_000, site)}</dd>
          <dt>{t("residence.facts.rooms")}</dt>
          <dd>{formatRooms(3, site.language, 5)}</dd>
          <dt>{t("residence.facts.livingArea")}</dt>
          <dd>{formatArea(74, site.language, 120)}</dd>
          <dt>{t("pages.rental.moveIn")}</dt>
          <dd>{formatDate("2027-05-01", site.language)}</dd>
        </dl>
      </section>
      <section aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>{t("pages.sandbox.form")}</h2>
        <form className={formStyles.form} noValidate onSubmit={(event) => event.preventDefault()}>
          <FormField
            id={`${id}-email`}
            label={t("content.email")}
            required
            error={value.includes("@") ? undefined : t("validation.email")}
          >
            <input type="email" value={value} onChange={(event) => setValue(event.target.value)} />
          </FormField>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.button} onClick={() => setOpen(true)}>
              {t("pages.sandbox.openDialog")}
            </button>
          </div>
        </form>
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title={t("pages.sandbox.dialogTitle")}
          closeLabel={t("pages.modalContact.close")}
        >
          <p>{t("pages.sandbox.dialogText")}</p>
        </Dialog>
      </section>
    </article>
  );
}
