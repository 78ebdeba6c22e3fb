import type { Breadcrumb } from "~/features/content/schema";
import { useTranslation } from "~/i18n/react";
import styles from "./shell.module.css";

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("shell.breadcrumbs")} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={item.url}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <a href={item.url}>{item.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
