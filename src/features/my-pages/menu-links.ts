import type { MyPagesKey } from "./menu";
import type { MyPagesShell } from "./page-data";

/** The path of a page in the user's menu, or undefined when the menu does not have it (no link then). */
export function menuHref(menu: MyPagesShell, key: MyPagesKey): string | undefined {
  return menu.items.find((item) => item.key === key)?.href;
}
