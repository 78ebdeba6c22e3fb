/** The explorer feature's server entry: the stage page's explorer settings (read by the residences feature). */
export { explorerSettingsOf } from "./explorer.service";
