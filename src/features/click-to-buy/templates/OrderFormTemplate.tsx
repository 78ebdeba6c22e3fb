import type { TemplateProps } from "~/templates/registry";

/** Template "orderForm": interior options ordered after a purchase (issue 18): to be built. */
export function OrderFormTemplate(_props: TemplateProps<"orderForm">) {
  return null;
}
