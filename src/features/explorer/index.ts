/** The explorer feature's browser entry: the stage page's launcher (the explorer itself loads lazily). */
export { ExplorerLauncher } from "./ExplorerLauncher";
