/**
 * The parts of a residence page that other pages of the same kind reuse (issue 19: the premises'
 * page): the gallery, key facts, contact persons, the lazily loaded map and the interest form.
 * Imported by lazily loaded templates only, so the parts stay in those pages' chunks.
 */
export { ContactPersons } from "../components/ContactPersons";
export { Gallery } from "../components/Gallery";
export { InterestForm } from "../components/InterestForm";
export { type Fact, KeyFacts } from "../components/KeyFacts";
export { ResidenceMap } from "../components/ResidenceMap";
