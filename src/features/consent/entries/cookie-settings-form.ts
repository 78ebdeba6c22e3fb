/** The cookies page's settings form, a content block (src/features/content/components/Blocks.tsx). */
export { CookieSettingsForm } from "../CookieSettingsForm";
