/** The cookies page's settings form, a chunk of its own (src/features/content/components/Blocks.tsx). */
export { CookieSettingsForm } from "../CookieSettingsForm";
