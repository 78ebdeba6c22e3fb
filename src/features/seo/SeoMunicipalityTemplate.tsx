import type { TemplateProps } from "~/templates/registry";
import { SeoPlacePage } from "./components/SeoPlacePage";
import type { SeoPlaceData } from "./schema";

/** Template "seoMunicipality": new homes in a municipality (`<residences base><county>/<municipality>/`). */
export function SeoMunicipalityTemplate({ vm }: TemplateProps) {
  return <SeoPlacePage data={vm.viewModel.data as SeoPlaceData} />;
}
