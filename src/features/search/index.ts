/**
 * The search's public browser entry: what other features' pages reuse of its filters (the
 * premises start page's area range). Import nothing heavy here: a page that uses one of these
 * takes only what it imports.
 */

export { CheckboxGroup } from "./components/CheckboxGroup";
export { type ChangePhase, RangeFilter, type RangeValue } from "./components/RangeFilter";
