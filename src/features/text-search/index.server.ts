/** The text search's public entry for the server: rebuilding the index after a bulk import. */
export { reindexAll } from "./indexer";
