/** The content feature's public entry for the browser: other features' pages render content blocks with it. */
export { Blocks } from "./components/Blocks";
