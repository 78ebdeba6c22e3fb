import type { TemplateProps } from "~/templates/registry";

/** Template "buyResidenceError": the general message (issue 18): to be built. */
export function BuyResidenceErrorTemplate(_props: TemplateProps<"buyResidenceError">) {
  return null;
}
