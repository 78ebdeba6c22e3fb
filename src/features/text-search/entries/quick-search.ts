import { withMessages } from "~/i18n/lazy-messages";
import { QuickSearch as Search } from "../QuickSearch";

// The header's search foldout loads the quick search through this entry, when it opens; its
// texts come with it when the page does not carry them.
export const QuickSearch = withMessages(["textSearch"], Search);
