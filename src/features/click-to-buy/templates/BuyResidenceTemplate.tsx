import type { TemplateProps } from "~/templates/registry";

/** Templates "buyResidence" and "clickToBuyContract": the buy flow (issue 18): to be built. */
export function BuyResidenceTemplate(_props: TemplateProps<"buyResidence" | "clickToBuyContract">) {
  return null;
}
