import type { TemplateProps } from "~/templates/registry";
import { SeoPlacePage } from "./components/SeoPlacePage";

/** Template "seoCounty": new homes in a county (`<residences base><county>/`). */
export function SeoCountyTemplate({ vm }: TemplateProps<"seoCounty">) {
  return <SeoPlacePage data={vm.viewModel.data} />;
}
