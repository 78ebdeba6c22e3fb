// The header loads the user button and menu through this entry, in a chunk of their own.
export { UserButton, UserFoldout } from "../components/UserMenu";
