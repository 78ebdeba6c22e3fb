import { withMessages } from "~/i18n/lazy-messages";
import { LoginTriggers as Triggers } from "../components/LoginTriggers";

// The page shell loads the login triggers through this entry, only when the address asks for them;
// the login panel's texts come with them when the page does not carry them.
export const LoginTriggers = withMessages(["account", "accountPages", "validation"], Triggers);
