/** The visits feature's public entry: the component a residence page mounts to record a visit. */
export { RecordVisit } from "./RecordVisit";
