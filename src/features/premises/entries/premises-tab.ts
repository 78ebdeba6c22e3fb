import { withMessages } from "~/i18n/lazy-messages";
import { PremisesTabView } from "../components/PremisesTab";

/**
 * The premises tab of the home search, which the search page loads lazily when the tab is chosen,
 * with the premises texts (the search page does not carry them).
 */
export const PremisesTab = withMessages(["premises"], PremisesTabView);
