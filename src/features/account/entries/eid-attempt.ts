/**
 * An e-ID attempt in the browser for other features (signing a purchase's documents): the
 * polling hook with its own calls, and the QR and progress view the login uses.
 */
export type { ApiAnswer } from "../components/auth-client";
export { EidProgress } from "../components/EidProgress";
export { type EidAttemptState, type EidCalls, useEidAttempt } from "../components/use-eid-attempt";
