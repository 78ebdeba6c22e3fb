import { useId } from "react";
import { imageUrl } from "~/domain/image-url";
import { useTranslation } from "~/i18n/react";
import type { ContactPersonView } from "../schema";
import styles from "./residence.module.css";

/** Contact persons grouped by staff role (spec 000 section 3), in the roles' order. */
export function ContactPersons({ contacts }: { contacts: ContactPersonView[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (contacts.length === 0) return null;
  const roles = [...new Set(contacts.map((c) => c.role))].sort((a, b) => a - b);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("residence.contacts.heading")}</h2>
      {roles.map((role) => (
        <div key={role} className={styles.contactGroup}>
          <h3>{t(`enums.staffRole.${role}`)}</h3>
          <ul className={styles.contacts}>
            {contacts
              .filter((c) => c.role === role)
              .map((c) => (
                <li key={`${c.name}-${c.email}`} className={styles.contact}>
                  {c.image && (
                    <img src={imageUrl(c.image, 160, "original")} alt="" width={64} height={64} loading="lazy" />
                  )}
                  <div>
                    <p>
                      <strong>{c.name}</strong>
                    </p>
                    <p>
                      <a href={`tel:${c.phone.replace(/[^\d+]/g, "")}`}>
                        <span className="visually-hidden">{t("content.phone")} </span>
                        {c.phone}
                      </a>
                    </p>
                    <p>
                      <a href={`mailto:${c.email}`}>
                        <span className="visually-hidden">{t("content.email")} </span>
                        {c.email}
                      </a>
                    </p>
                  </div>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
