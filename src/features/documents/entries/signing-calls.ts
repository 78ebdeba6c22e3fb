/**
 * Signing a document from another feature's page (the buy flow's sign step, issue 18): the e-ID
 * calls of one document for useEidAttempt, with an optional return path for Norway's and Finland's e-IDs.
 */
export { signingCalls } from "../components/documents-client";
