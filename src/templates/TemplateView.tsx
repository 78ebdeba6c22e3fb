import type { PageViewModel } from "~/features/content/schema";
import { getTemplate } from "./registry";

/** Renders the page's template; an unknown template name raises an error (spec 001 section 2). */
export function TemplateView({ vm }: { vm: PageViewModel }) {
  const Template = getTemplate(vm.currentComponent);
  return <Template vm={vm} />;
}
