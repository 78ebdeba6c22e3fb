import type { TemplateProps } from "~/templates/registry";

/** Template "buyResidenceInfo": how booking online works (issue 18): to be built. */
export function BuyResidenceInfoTemplate(_props: TemplateProps<"buyResidenceInfo">) {
  return null;
}
