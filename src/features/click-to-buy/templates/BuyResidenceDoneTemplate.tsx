import type { TemplateProps } from "~/templates/registry";

/** Templates "buyResidenceSuccess" and "clickToBuyComplete": the completed booking (issue 18): to be built. */
export function BuyResidenceDoneTemplate(_props: TemplateProps<"buyResidenceSuccess" | "clickToBuyComplete">) {
  return null;
}
