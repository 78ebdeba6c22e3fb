import { withMessages } from "~/i18n/lazy-messages";
import { NotificationCenter as Center } from "../components/NotificationBell";

// The header loads the bell and its foldout through this entry, in a chunk of their own, once a
// logged-in visitor's session is known.
export const NotificationCenter = withMessages(["notifications"], Center);
