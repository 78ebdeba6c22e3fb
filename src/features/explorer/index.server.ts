/** The explorer feature's server entry: the explorer settings and link of the stage and home pages (read by the residences feature). */

export { explorerSettingsOf } from "./explorer.service";
export { explorerLink } from "./explorer-link";
