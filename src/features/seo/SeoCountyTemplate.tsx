import type { TemplateProps } from "~/templates/registry";
import { SeoPlacePage } from "./components/SeoPlacePage";
import type { SeoPlaceData } from "./schema";

/** Template "seoCounty": new homes in a county (`<residences base><county>/`). */
export function SeoCountyTemplate({ vm }: TemplateProps) {
  return <SeoPlacePage data={vm.viewModel.data as SeoPlaceData} />;
}
