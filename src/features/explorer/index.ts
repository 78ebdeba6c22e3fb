/** The explorer feature's browser entry: the stage page's launcher (the explorer itself loads lazily) and the object page's link to it. */

export { ExplorerLauncher } from "./ExplorerLauncher";
export { explorerLink } from "./explorer-link";
