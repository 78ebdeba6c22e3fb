import { useTranslation } from "~/i18n/react";
import type { StaffContactView } from "../template-data";
import styles from "./my-pages-content.module.css";

/** The people of a project with their role (spec 000 section 3), phone (tel:) and e-mail (mailto:). */
export function StaffContactList({ contacts, label }: { contacts: StaffContactView[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.contacts} aria-label={label}>
      {contacts.map((contact) => (
        <li key={`${contact.role}-${contact.name}-${contact.email}`} className={styles.contact}>
          <p>
            <strong>{contact.name}</strong>
          </p>
          <p className={styles.muted}>{t(`enums.staffRole.${contact.role}`)}</p>
          <p>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
              <span className="visually-hidden">{t("myPages.contact.phone")} </span>
              {contact.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${contact.email}`}>
              <span className="visually-hidden">{t("myPages.contact.email")} </span>
              {contact.email}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
