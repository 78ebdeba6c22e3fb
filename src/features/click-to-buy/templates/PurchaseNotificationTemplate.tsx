import type { TemplateProps } from "~/templates/registry";

/** Template "purchaseNotification": the notice that a purchase was made (issue 18): to be built. */
export function PurchaseNotificationTemplate(_props: TemplateProps<"purchaseNotification">) {
  return null;
}
