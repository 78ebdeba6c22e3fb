import type { Language } from "~/sites/sites";

/**
 * Where the order form and the purchase notification live (spec 000 section 2 page types; issue
 * 18, decision 048): under the site's My Pages path, the purchase named by `?kop=<purchase id>`.
 * Shared by the server (the pages' resolver, the e-mail) and the browser (links).
 */
export const PURCHASE_PARAM = "kop";

const SEGMENTS: Record<Language, { orderForm: string; purchaseNotification: string }> = {
  sv: { orderForm: "tillval/", purchaseNotification: "kopet-ar-klart/" },
  no: { orderForm: "tilvalg/", purchaseNotification: "kjopet-er-klart/" },
  fi: { orderForm: "lisavalinnat/", purchaseNotification: "kauppa-on-tehty/" },
  en: { orderForm: "options/", purchaseNotification: "purchase-made/" },
};

/** The two pages' paths on a site whose My Pages path is `myPages` (null without My Pages). */
export function purchasePagePaths(myPages: string | undefined, language: Language) {
  if (!myPages) return null;
  const segments = SEGMENTS[language];
  return {
    orderForm: `${myPages}${segments.orderForm}`,
    purchaseNotification: `${myPages}${segments.purchaseNotification}`,
  };
}

export function orderFormHref(myPages: string | undefined, language: Language, purchaseId: string): string | null {
  const paths = purchasePagePaths(myPages, language);
  return paths ? `${paths.orderForm}?${PURCHASE_PARAM}=${purchaseId}` : null;
}

export function purchaseNotificationHref(
  myPages: string | undefined,
  language: Language,
  purchaseId: string,
): string | null {
  const paths = purchasePagePaths(myPages, language);
  return paths ? `${paths.purchaseNotification}?${PURCHASE_PARAM}=${purchaseId}` : null;
}
