import type { Translate } from "~/i18n/translator";

/**
 * What a favourite is called in lists: an area's or stage's name; a home's number and street
 * address (as its page and search card call it, decision 018) with its stage's name.
 */
export function favouriteTitle(
  t: Translate,
  item: { kind: string; name: string; objectNumber: string | null; streetAddress: string | null },
): string {
  if (item.kind !== "object" || !item.objectNumber) return item.name;
  return item.streetAddress
    ? t("favourites.homeTitleWithAddress", { number: item.objectNumber, address: item.streetAddress })
    : t("favourites.homeTitle", { number: item.objectNumber });
}
