/** The documents feature's server entry: the service that makes, lists and signs a purchase's documents (seed, buy flow). */
export { createDocumentsService, type DocumentsService, signMethodOf } from "./documents.service";
export { DOCUMENT_KINDS, type DocumentAction, type DocumentKind } from "./schema";
