// The header's search foldout loads the quick search through this entry, when it opens.
export { QuickSearch } from "../QuickSearch";
