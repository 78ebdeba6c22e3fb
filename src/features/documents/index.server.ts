/** The documents feature's server entry: the service that makes, lists and signs a purchase's documents (seed, buy flow). */

/** The documents' PDF layout: the buy flow's booking documents look like the agreement the buyer later signs. */
export { type PdfBlock, renderPdf } from "./document-pdf.server";
export { createDocumentsService, type DocumentsService, signMethodOf } from "./documents.service";
export { DOCUMENT_KINDS, type DocumentAction, type DocumentKind } from "./schema";
