/**
 * Cookie names of the session (shared by the server and the browser). The token cookie is
 * HttpOnly; the expiry cookie holds only the time the token expires (epoch milliseconds), so
 * the page can check the session every 30 s and refresh it without reading the token.
 */
export const SESSION_COOKIE = "nordhem_session";
export const SESSION_EXPIRES_COOKIE = "nordhem_session_expires";
/** HttpOnly secret binding e-ID attempts to the browser that started them (path /api/). */
export const EID_BINDING_COOKIE = "nordhem_eid";
/**
 * HttpOnly cookie of a browser that has logged in to an account with its password (path of the
 * e-mail login only): failures from other clients do not close the account to it (decision 011).
 */
export const LOGIN_DEVICE_COOKIE = "nordhem_device";
export const LOGIN_DEVICE_PATH = "/api/account_service/login/email";
