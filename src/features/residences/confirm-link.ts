/**
 * The e-mailed confirmation link opens the showing's page with the token in the fragment:
 * `<page>#confirm-showing=<token>`. The fragment never reaches a server, a proxy's log or a
 * Referer header, and opening the page confirms nothing: its "Confirm booking" button does.
 * Apart from ./schema.ts so that the showings list reads it without loading zod (decision 026).
 */
export const CONFIRM_SHOWING_HASH = "confirm-showing";
