/** The content feature's public entry for the server: the content service and dynamic pages. */
export {
  type ContentService,
  createContentService,
  type DynamicPage,
  type DynamicPageResolver,
  urlKeyOfPath,
} from "./content.service";
