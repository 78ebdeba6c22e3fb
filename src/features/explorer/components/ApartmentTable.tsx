import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import type { ExplorerApartment } from "../schema";
import type { ApartmentText } from "./apartment-text";
import styles from "./explorer-view.module.css";

/**
 * The list alternative to the picture: every home the filter shows, with its figures and a
 * button that selects it as a click on the picture does.
 */
export function ApartmentTable({
  apartments,
  selectedId,
  text,
  caption,
  onSelect,
}: {
  apartments: readonly ExplorerApartment[];
  selectedId: number | null;
  text: (apt: ExplorerApartment) => ApartmentText;
  caption: string;
  onSelect: (objectId: number) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.list}>
      <h3 id={headingId}>{t("explorer.list.heading")}</h3>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("explorer.list.number")}</th>
              <th scope="col">{t("explorer.list.floor")}</th>
              <th scope="col">{t("explorer.list.rooms")}</th>
              <th scope="col">{t("explorer.list.area")}</th>
              <th scope="col">{t("explorer.list.price")}</th>
              <th scope="col">{t("explorer.list.status")}</th>
            </tr>
          </thead>
          <tbody>
            {apartments.map((apt) => {
              const figures = text(apt);
              return (
                <tr key={apt.objectId} aria-current={apt.objectId === selectedId ? "true" : undefined}>
                  <th scope="row">
                    <button
                      type="button"
                      className={styles.rowButton}
                      aria-label={t("explorer.list.select", { name: figures.name })}
                      onClick={() => onSelect(apt.objectId)}
                    >
                      {apt.apartmentNumber}
                    </button>
                  </th>
                  <td>{apt.floor ?? "–"}</td>
                  <td>{figures.rooms}</td>
                  <td>{figures.area}</td>
                  <td>{figures.price}</td>
                  <td>{figures.status}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
