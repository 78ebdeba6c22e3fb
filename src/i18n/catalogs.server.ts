import type { Language } from "~/sites/sites";
import enAccount from "./messages/en/account.json";
import enAccountPages from "./messages/en/account-pages.json";
import enBuyResidence from "./messages/en/buy-residence.json";
import enBuySign from "./messages/en/buy-sign.json";
import enBuySteps from "./messages/en/buy-steps.json";
import enBuyValidation from "./messages/en/buy-validation.json";
import enCaseHandling from "./messages/en/case-handling.json";
import enCaseMail from "./messages/en/case-mail.json";
import enCaseValidation from "./messages/en/case-validation.json";
import enCommon from "./messages/en/common.json";
import enConsent from "./messages/en/consent.json";
import enDocuments from "./messages/en/documents.json";
import enEnums from "./messages/en/enums.json";
import enErrands from "./messages/en/errands.json";
import enExplorer from "./messages/en/explorer.json";
import enFaultReport from "./messages/en/fault-report.json";
import enFaultReportSteps from "./messages/en/fault-report-steps.json";
import enFavourites from "./messages/en/favourites.json";
import enMyAccount from "./messages/en/my-account.json";
import enMyPages from "./messages/en/my-pages.json";
import enNotifications from "./messages/en/notifications.json";
import enPages from "./messages/en/pages.json";
import enPanorama from "./messages/en/panorama.json";
import enPayments from "./messages/en/payments.json";
import enPremises from "./messages/en/premises.json";
import enResidence from "./messages/en/residence.json";
import enResidenceNotFound from "./messages/en/residence-not-found.json";
import enSavedSearches from "./messages/en/saved-searches.json";
import enSearch from "./messages/en/search.json";
import enSeo from "./messages/en/seo.json";
import enSuccession from "./messages/en/succession.json";
import enTextSearch from "./messages/en/text-search.json";
import enTimeseries from "./messages/en/timeseries.json";
import enValidation from "./messages/en/validation.json";
import enVideo from "./messages/en/video.json";
import enWebVitals from "./messages/en/web-vitals.json";
import fiAccount from "./messages/fi/account.json";
import fiAccountPages from "./messages/fi/account-pages.json";
import fiBuyResidence from "./messages/fi/buy-residence.json";
import fiBuySign from "./messages/fi/buy-sign.json";
import fiBuySteps from "./messages/fi/buy-steps.json";
import fiBuyValidation from "./messages/fi/buy-validation.json";
import fiCaseHandling from "./messages/fi/case-handling.json";
import fiCaseMail from "./messages/fi/case-mail.json";
import fiCaseValidation from "./messages/fi/case-validation.json";
import fiCommon from "./messages/fi/common.json";
import fiConsent from "./messages/fi/consent.json";
import fiDocuments from "./messages/fi/documents.json";
import fiEnums from "./messages/fi/enums.json";
import fiErrands from "./messages/fi/errands.json";
import fiExplorer from "./messages/fi/explorer.json";
import fiFaultReport from "./messages/fi/fault-report.json";
import fiFaultReportSteps from "./messages/fi/fault-report-steps.json";
import fiFavourites from "./messages/fi/favourites.json";
import fiMyAccount from "./messages/fi/my-account.json";
import fiMyPages from "./messages/fi/my-pages.json";
import fiNotifications from "./messages/fi/notifications.json";
import fiPages from "./messages/fi/pages.json";
import fiPanorama from "./messages/fi/panorama.json";
import fiPayments from "./messages/fi/payments.json";
import fiPremises from "./messages/fi/premises.json";
import fiResidence from "./messages/fi/residence.json";
import fiResidenceNotFound from "./messages/fi/residence-not-found.json";
import fiSavedSearches from "./messages/fi/saved-searches.json";
import fiSearch from "./messages/fi/search.json";
import fiSeo from "./messages/fi/seo.json";
import fiSuccession from "./messages/fi/succession.json";
import fiTextSearch from "./messages/fi/text-search.json";
import fiTimeseries from "./messages/fi/timeseries.json";
import fiValidation from "./messages/fi/validation.json";
import fiVideo from "./messages/fi/video.json";
import fiWebVitals from "./messages/fi/web-vitals.json";
import noAccount from "./messages/no/account.json";
import noAccountPages from "./messages/no/account-pages.json";
import noBuyResidence from "./messages/no/buy-residence.json";
import noBuySign from "./messages/no/buy-sign.json";
import noBuySteps from "./messages/no/buy-steps.json";
import noBuyValidation from "./messages/no/buy-validation.json";
import noCaseHandling from "./messages/no/case-handling.json";
import noCaseMail from "./messages/no/case-mail.json";
import noCaseValidation from "./messages/no/case-validation.json";
import noCommon from "./messages/no/common.json";
import noConsent from "./messages/no/consent.json";
import noDocuments from "./messages/no/documents.json";
import noEnums from "./messages/no/enums.json";
import noErrands from "./messages/no/errands.json";
import noExplorer from "./messages/no/explorer.json";
import noFaultReport from "./messages/no/fault-report.json";
import noFaultReportSteps from "./messages/no/fault-report-steps.json";
import noFavourites from "./messages/no/favourites.json";
import noMyAccount from "./messages/no/my-account.json";
import noMyPages from "./messages/no/my-pages.json";
import noNotifications from "./messages/no/notifications.json";
import noPages from "./messages/no/pages.json";
import noPanorama from "./messages/no/panorama.json";
import noPayments from "./messages/no/payments.json";
import noPremises from "./messages/no/premises.json";
import noResidence from "./messages/no/residence.json";
import noResidenceNotFound from "./messages/no/residence-not-found.json";
import noSavedSearches from "./messages/no/saved-searches.json";
import noSearch from "./messages/no/search.json";
import noSeo from "./messages/no/seo.json";
import noSuccession from "./messages/no/succession.json";
import noTextSearch from "./messages/no/text-search.json";
import noTimeseries from "./messages/no/timeseries.json";
import noValidation from "./messages/no/validation.json";
import noVideo from "./messages/no/video.json";
import noWebVitals from "./messages/no/web-vitals.json";
import svAccount from "./messages/sv/account.json";
import svAccountPages from "./messages/sv/account-pages.json";
import svBuyResidence from "./messages/sv/buy-residence.json";
import svBuySign from "./messages/sv/buy-sign.json";
import svBuySteps from "./messages/sv/buy-steps.json";
import svBuyValidation from "./messages/sv/buy-validation.json";
import svCaseHandling from "./messages/sv/case-handling.json";
import svCaseMail from "./messages/sv/case-mail.json";
import svCaseValidation from "./messages/sv/case-validation.json";
import svCommon from "./messages/sv/common.json";
import svConsent from "./messages/sv/consent.json";
import svDocuments from "./messages/sv/documents.json";
import svEnums from "./messages/sv/enums.json";
import svErrands from "./messages/sv/errands.json";
import svExplorer from "./messages/sv/explorer.json";
import svFaultReport from "./messages/sv/fault-report.json";
import svFaultReportSteps from "./messages/sv/fault-report-steps.json";
import svFavourites from "./messages/sv/favourites.json";
import svMyAccount from "./messages/sv/my-account.json";
import svMyPages from "./messages/sv/my-pages.json";
import svNotifications from "./messages/sv/notifications.json";
import svPages from "./messages/sv/pages.json";
import svPanorama from "./messages/sv/panorama.json";
import svPayments from "./messages/sv/payments.json";
import svPremises from "./messages/sv/premises.json";
import svResidence from "./messages/sv/residence.json";
import svResidenceNotFound from "./messages/sv/residence-not-found.json";
import svSavedSearches from "./messages/sv/saved-searches.json";
import svSearch from "./messages/sv/search.json";
import svSeo from "./messages/sv/seo.json";
import svSuccession from "./messages/sv/succession.json";
import svTextSearch from "./messages/sv/text-search.json";
import svTimeseries from "./messages/sv/timeseries.json";
import svValidation from "./messages/sv/validation.json";
import svVideo from "./messages/sv/video.json";
import svWebVitals from "./messages/sv/web-vitals.json";
import type { Namespace } from "./namespaces";
import { type Catalog, createTranslator, type Translate } from "./translator";

/**
 * One catalog per language, merged from one file per feature (common, enums, search,
 * residence, text-search, validation, pages); each file holds a single top-level namespace of its own.
 */
export const CATALOGS: Record<Language, Catalog> = {
  sv: {
    ...svCommon,
    ...svEnums,
    ...svSearch,
    ...svResidence,
    ...svTextSearch,
    ...svSeo,
    ...svTimeseries,
    ...svValidation,
    ...svAccount,
    ...svAccountPages,
    ...svPages,
    ...svMyPages,
    ...svDocuments,
    ...svFavourites,
    ...svSavedSearches,
    ...svNotifications,
    ...svMyAccount,
    ...svConsent,
    ...svWebVitals,
    ...svVideo,
    ...svCaseHandling,
    ...svErrands,
    ...svFaultReport,
    ...svCaseMail,
    ...svCaseValidation,
    ...svFaultReportSteps,
    ...svBuyResidence,
    ...svBuySteps,
    ...svBuySign,
    ...svPayments,
    ...svBuyValidation,
    ...svPremises,
    ...svSuccession,
    ...svExplorer,
    ...svPanorama,
    ...svResidenceNotFound,
  },
  no: {
    ...noCommon,
    ...noEnums,
    ...noSearch,
    ...noResidence,
    ...noTextSearch,
    ...noSeo,
    ...noTimeseries,
    ...noValidation,
    ...noAccount,
    ...noAccountPages,
    ...noPages,
    ...noMyPages,
    ...noDocuments,
    ...noFavourites,
    ...noSavedSearches,
    ...noNotifications,
    ...noMyAccount,
    ...noConsent,
    ...noWebVitals,
    ...noVideo,
    ...noCaseHandling,
    ...noErrands,
    ...noFaultReport,
    ...noCaseMail,
    ...noCaseValidation,
    ...noFaultReportSteps,
    ...noBuyResidence,
    ...noBuySteps,
    ...noBuySign,
    ...noPayments,
    ...noBuyValidation,
    ...noPremises,
    ...noSuccession,
    ...noExplorer,
    ...noPanorama,
    ...noResidenceNotFound,
  },
  fi: {
    ...fiCommon,
    ...fiEnums,
    ...fiSearch,
    ...fiResidence,
    ...fiTextSearch,
    ...fiSeo,
    ...fiTimeseries,
    ...fiValidation,
    ...fiAccount,
    ...fiAccountPages,
    ...fiPages,
    ...fiMyPages,
    ...fiDocuments,
    ...fiFavourites,
    ...fiSavedSearches,
    ...fiNotifications,
    ...fiMyAccount,
    ...fiConsent,
    ...fiWebVitals,
    ...fiVideo,
    ...fiCaseHandling,
    ...fiErrands,
    ...fiFaultReport,
    ...fiCaseMail,
    ...fiCaseValidation,
    ...fiFaultReportSteps,
    ...fiBuyResidence,
    ...fiBuySteps,
    ...fiBuySign,
    ...fiPayments,
    ...fiBuyValidation,
    ...fiPremises,
    ...fiSuccession,
    ...fiExplorer,
    ...fiPanorama,
    ...fiResidenceNotFound,
  },
  en: {
    ...enCommon,
    ...enEnums,
    ...enSearch,
    ...enResidence,
    ...enTextSearch,
    ...enSeo,
    ...enTimeseries,
    ...enValidation,
    ...enAccount,
    ...enAccountPages,
    ...enPages,
    ...enMyPages,
    ...enDocuments,
    ...enFavourites,
    ...enSavedSearches,
    ...enNotifications,
    ...enMyAccount,
    ...enConsent,
    ...enWebVitals,
    ...enVideo,
    ...enCaseHandling,
    ...enErrands,
    ...enFaultReport,
    ...enCaseMail,
    ...enCaseValidation,
    ...enFaultReportSteps,
    ...enBuyResidence,
    ...enBuySteps,
    ...enBuySign,
    ...enPayments,
    ...enBuyValidation,
    ...enPremises,
    ...enSuccession,
    ...enExplorer,
    ...enPanorama,
    ...enResidenceNotFound,
  },
};

/** Every namespace of the catalogs; the type holds it to the Swedish files' top-level keys. */
export const NAMESPACES = Object.keys(CATALOGS.sv) as Namespace[];
type FileNamespace = keyof (typeof svCommon &
  typeof svEnums &
  typeof svSearch &
  typeof svResidence &
  typeof svTextSearch &
  typeof svSeo &
  typeof svTimeseries &
  typeof svValidation &
  typeof svAccount &
  typeof svAccountPages &
  typeof svPages &
  typeof svMyPages &
  typeof svDocuments &
  typeof svFavourites &
  typeof svSavedSearches &
  typeof svNotifications &
  typeof svMyAccount &
  typeof svConsent &
  typeof svWebVitals &
  typeof svVideo &
  typeof svFaultReport &
  typeof svErrands &
  typeof svCaseHandling &
  typeof svFaultReportSteps &
  typeof svCaseMail &
  typeof svCaseValidation &
  typeof svBuyResidence &
  typeof svBuySteps &
  typeof svBuySign &
  typeof svPayments &
  typeof svBuyValidation &
  typeof svPremises &
  typeof svSuccession &
  typeof svExplorer &
  typeof svPanorama &
  typeof svResidenceNotFound);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Fails to compile when a message file gains a namespace that the Namespace type does not name, or the reverse.
export const namespacesMatchFiles: Same<FileNamespace, Namespace> = true;

/**
 * What the page shell renders on every page, sent once with the root route: the header, footer,
 * skip link, crisis banner, breadcrumbs, language names, error pages and toasts, and the form
 * field's "required" mark, and the content templates' few words. Lazily loaded shell widgets
 * that need more (the login panel, the user menu, the quick search) load their namespaces
 * themselves (src/i18n/lazy-messages.tsx); a template's come with its page.
 */
export const SHELL_NAMESPACES: readonly Namespace[] = [
  "shell",
  "footer",
  "languages",
  "errors",
  "forms",
  "toast",
  // The content templates and the error page are in the page route's own chunk.
  "content",
];

const subsets = new Map<string, Catalog>();

/**
 * The part of a language's catalog with only `namespaces`, one object per language and set (so
 * the translators cached per catalog object are built once per set, not per page).
 */
export function catalogOf(language: Language, namespaces: readonly Namespace[]): Catalog {
  const key = `${language}:${namespaces.join(",")}`;
  let subset = subsets.get(key);
  if (!subset) {
    const catalog = CATALOGS[language];
    subset = Object.fromEntries(namespaces.map((namespace) => [namespace, catalog[namespace] ?? {}]));
    subsets.set(key, subset);
  }
  return subset;
}

const translators = Object.fromEntries(
  (Object.keys(CATALOGS) as Language[]).map((language) => [language, createTranslator(language, CATALOGS[language])]),
) as Record<Language, Translate>;

/** Translates a key on the server, e.g. for API error messages. */
export function translate(language: Language, key: string, options?: Record<string, unknown>): string {
  return translators[language](key, options);
}

/** The server's translator of a language, for code that translates many keys (pages, e-mails). */
export function translatorFor(language: Language): Translate {
  return translators[language];
}
