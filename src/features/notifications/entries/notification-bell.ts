import { withMessages } from "~/i18n/lazy-messages";
import { NotificationCenter } from "../components/NotificationBell";

// The header loads the bell and its foldout through this entry, in a chunk of their own, once a
// logged-in visitor's session is known. The default export keeps the header's lazy import short
// (every page's first paint carries it).
export default withMessages(["notifications"], NotificationCenter);
