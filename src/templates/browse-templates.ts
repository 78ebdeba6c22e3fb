/**
 * The browsing pages of issue 19 in one lazily loaded chunk (like ./public-templates.ts): each
 * dynamic import costs the page route's chunk, which every page loads, and these pages are small
 * (their maps load lazily on their own). The residence explorer and the 360 viewer are not
 * templates: they load from the stage and home pages when opened.
 */
export { PremisesObjectTemplate } from "~/features/premises/templates/PremisesObjectTemplate";
export { PremisesStartTemplate } from "~/features/premises/templates/PremisesStartTemplate";
export { ResidenceNotFoundTemplate } from "~/features/residences/templates/ResidenceNotFoundTemplate";
export { SuccessionStageTemplate, SuccessionTemplate } from "~/features/succession/SuccessionTemplates";
