import type { TemplateName } from "./names";
import type { TemplateViewModel } from "./page-data";
import { getTemplate } from "./registry";

/**
 * Renders the page's template with the page's view model. The component is the one registered
 * for `vm.currentComponent`, and the server parsed `vm.viewModel.data` with the schema of that
 * same name, so the component gets the data its props declare (decision 014).
 */
export function TemplateView<K extends TemplateName>({ vm }: { vm: TemplateViewModel<K> }) {
  const Template = getTemplate(vm.currentComponent);
  return <Template vm={vm} />;
}
