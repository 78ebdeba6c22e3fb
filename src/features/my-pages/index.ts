/**
 * The My Pages feature's public entry for templates: the page frame with the sub-menu and the
 * menu's vocabulary. Types only from the page data (zod stays out of the browser, decision 014);
 * other features' page-data modules import the schemas from ./schema.ts.
 */

export { MyPagesLayout } from "./MyPagesLayout";
export type { MyPagesKey } from "./menu";
export type { MyPagesPageData, MyPagesShell } from "./page-data";
