import { withMessages } from "~/i18n/lazy-messages";
import { ConsentDialogs as Dialogs } from "../ConsentDialogs";

/** The consent dialogs with their texts, a chunk the page shell loads after 2 s or on demand. */
export const ConsentDialogs = withMessages(["consent"], Dialogs);
