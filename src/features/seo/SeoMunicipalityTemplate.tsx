import type { TemplateProps } from "~/templates/registry";
import { SeoPlacePage } from "./components/SeoPlacePage";

/** Template "seoMunicipality": new homes in a municipality (`<residences base><county>/<municipality>/`). */
export function SeoMunicipalityTemplate({ vm }: TemplateProps<"seoMunicipality">) {
  return <SeoPlacePage data={vm.viewModel.data} />;
}
