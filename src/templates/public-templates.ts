/**
 * The templates of the public page types of issue 13, point 10 (decision 022), in one lazily
 * loaded chunk: each dynamic import costs the page route's chunk, which every page loads, its
 * call and its files' names, and these pages are few and small.
 */
export {
  RentalProjectStartTemplate,
  RentalProjectTemplate,
} from "~/features/residences/templates/RentalTemplates";
export { ShowingFormTemplate, ShowingQrTemplate } from "~/features/residences/templates/ShowingTemplates";
export { SandboxTemplate } from "~/features/sandbox/SandboxTemplate";
export { ImageFileTemplate, ModalContactTemplate, ReportListTemplate } from "./EditorTemplates";
