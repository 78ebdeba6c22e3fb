/**
 * The saved-searches feature's public entry for templates: the search page's "Save search"
 * button (its dialog loads lazily when pressed).
 */
export { SaveSearchButton } from "./components/SaveSearchButton";
