/**
 * The account feature's public entry for the browser and the server: what other parts of the app
 * may use without loading the feature's schemas (zod) or its widgets.
 */

/** Whether a login kind acts for a housing association (board members: no favourites, no notifications). */
export { isBoardKind } from "./login-kinds";
/** The session's marker cookie (not HttpOnly, no token): the page shell asks for the session only when it is there (decision 030). */
export { SESSION_EXPIRES_COOKIE } from "./session-cookies";
