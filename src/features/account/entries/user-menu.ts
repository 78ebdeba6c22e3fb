import { withMessages } from "~/i18n/lazy-messages";
import { UserButton as Button, UserFoldout as Foldout } from "../components/UserMenu";

// The header loads the user button and menu through this entry, in a chunk of their own.
export const UserButton = withMessages(["account"], Button);
export const UserFoldout = withMessages(["account"], Foldout);
