/** The My Pages feature's schemas for other features' page data (server side, decision 014). */
export { MyPagesPageDataSchema, MyPagesShellSchema } from "./page-data";
