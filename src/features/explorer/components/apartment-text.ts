import { formatArea, formatRooms } from "~/i18n/format";
import type { Language } from "~/sites/sites";
import type { ExplorerApartment } from "../schema";

/** A home's figures as the explorer shows them: on its card, in its polygon's name, in the table and the panel. */
export interface ApartmentText {
  name: string;
  rooms: string;
  area: string;
  price: string;
  status: string;
  /** The accessible name of its polygon: number, rooms, area, price, status. */
  label: string;
}

export function apartmentText(
  apt: ExplorerApartment,
  options: { language: Language; statusLabel: string; priceText: string },
): ApartmentText {
  const rooms = apt.possibleRooms
    ? `${formatRooms(apt.rooms, options.language)} (${apt.possibleRooms})`
    : formatRooms(apt.rooms, options.language);
  const area = formatArea(apt.primaryArea, options.language);
  const parts = [apt.name, rooms, area, options.priceText, options.statusLabel];
  return {
    name: apt.name,
    rooms,
    area,
    price: options.priceText,
    status: options.statusLabel,
    label: parts.join(", "),
  };
}
