import { withMessages } from "~/i18n/lazy-messages";
import { SessionWatch as Watch } from "../components/SessionWatch";

// The page shell loads the session watch through this entry, only for a logged-in visitor.
export const SessionWatch = withMessages(["account"], Watch);
