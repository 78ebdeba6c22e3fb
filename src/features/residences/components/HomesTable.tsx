import { useId, useState } from "react";
import { monthlyRent } from "~/domain/purchase-price";
import { homePriceText, listPrice, monthlyFeeText, showsPrice } from "~/domain/residence-format";
import { ObjectStatusBadge } from "~/domain/StatusBadge";
import { formatArea, formatDate, formatRooms } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { HomeSummary } from "../schema";
import styles from "./residence.module.css";

type SortKey = "number" | "rooms" | "livingArea" | "floor" | "price" | "inhabitDate";

/**
 * The homes of a stage as a table linking to each home; columns sort with a button. What a buyer
 * compares first (price, fee, rooms, area, move-in) comes first, so on a phone the price is beside
 * the home's name and the rest scrolls sideways under the name, which stays in place.
 */
export function HomesTable({ homes, caption }: { homes: HomeSummary[]; caption: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const headingId = useId();
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: "number", ascending: true });
  const showFee = homes.some((h) => h.monthlyFee !== null);

  const value = (home: HomeSummary, key: SortKey): number | string | null => {
    // The price column shows the purchase price, or a rented home's monthly rent.
    if (key === "price") return showsPrice(home.status) ? (listPrice(home, site) ?? monthlyRent(home)) : null;
    if (key === "number") return home.number.padStart(8, "0");
    return home[key];
  };
  const sorted = [...homes].sort((a, b) => {
    const x = value(a, sort.key);
    const y = value(b, sort.key);
    // Homes without a value (no price shown, no date) come last either way.
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return sort.ascending ? order : -order;
  });

  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (sort.ascending ? "ascending" : "descending") : undefined}>
        <button
          type="button"
          className={styles.sortButton}
          onClick={() => setSort({ key, ascending: active ? !sort.ascending : true })}
        >
          {label}
          <span aria-hidden="true">{active ? (sort.ascending ? " ▲" : " ▼") : ""}</span>
        </button>
      </th>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("residence.homes.heading")}</h2>
      {homes.length === 0 ? (
        <p>{t("residence.homes.none")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {header("number", t("residence.homes.number"))}
                {header(
                  "price",
                  site.currency === "EUR" ? t("residence.facts.totalPrice") : t("residence.facts.price"),
                )}
                {showFee && <th scope="col">{t("residence.facts.monthlyFee")}</th>}
                {header("rooms", t("residence.facts.rooms"))}
                {header("livingArea", t("residence.facts.livingArea"))}
                {header("inhabitDate", t("residence.facts.moveIn"))}
                {header("floor", t("residence.facts.floor"))}
                <th scope="col">{t("residence.homes.status")}</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((home) => (
                <tr key={home.id}>
                  <th scope="row">
                    <a href={home.url}>{t("residence.object.title", { number: home.number })}</a>
                  </th>
                  <td>{showsPrice(home.status) ? homePriceText(home, site, t) : "–"}</td>
                  {showFee && (
                    <td>
                      {home.monthlyFee !== null && home.disposalForm !== "tenancy"
                        ? monthlyFeeText(home.monthlyFee, site, t)
                        : "–"}
                    </td>
                  )}
                  <td>{formatRooms(home.rooms, site.language)}</td>
                  <td>{formatArea(home.livingArea, site.language)}</td>
                  <td>{home.inhabitDate ? formatDate(home.inhabitDate, site.language) : "–"}</td>
                  <td>{home.floor ?? "–"}</td>
                  <td>
                    <ObjectStatusBadge status={home.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
