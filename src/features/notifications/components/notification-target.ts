import type { UrlSet } from "~/sites/sites";
import type { BellNotification } from "./notifications-store";

/**
 * Where a notification's click leads (spec 000 section 2, "Behaviours of navigation"): a VIP
 * payment to the payments page, document signing to the documents page, a case to the errands
 * page with `?errandId=`. A site without that page (the English sub-site has no payments) leads
 * to My Pages.
 */
export function notificationTarget(urls: UrlSet, notification: BellNotification): string | undefined {
  switch (notification.notificationType) {
    case "VipPayment":
      return urls.myPayments ?? urls.myPages;
    case "DocumentSigning":
      return urls.myAgreements ?? urls.myPages;
    case "Case":
      return urls.myErrands ? `${urls.myErrands}?errandId=${encodeURIComponent(notification.subjectId)}` : urls.myPages;
  }
}
