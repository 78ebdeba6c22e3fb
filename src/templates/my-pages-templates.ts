/**
 * The lighter My Pages templates in one lazily loaded chunk (like ./public-templates.ts): each
 * dynamic import costs the page route's chunk, which every page loads, its call and its files'
 * names. The documents page (e-ID signing) and the settings page (its forms) keep chunks of
 * their own, so the other My Pages pages do not carry their code.
 */
export { MyResidencesTemplate } from "~/features/favourites/templates/MyResidencesTemplate";
export { PaymentsTemplate } from "~/features/my-account/templates/PaymentsTemplate";
export { VipShowingTemplate } from "~/features/my-account/templates/VipShowingTemplate";
export { VipTemplate } from "~/features/my-account/templates/VipTemplate";
export { ContactTemplate } from "~/features/my-pages/templates/ContactTemplate";
export { MyObjectTemplate } from "~/features/my-pages/templates/MyObjectTemplate";
export { NewsListTemplate } from "~/features/my-pages/templates/NewsListTemplate";
export { OverviewTemplate } from "~/features/my-pages/templates/OverviewTemplate";
export { TimelineTemplate } from "~/features/my-pages/templates/TimelineTemplate";
export { SavedSearchesTemplate } from "~/features/saved-searches/templates/SavedSearchesTemplate";
