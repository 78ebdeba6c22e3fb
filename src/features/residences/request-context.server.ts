/**
 * What the residence services need to know about the request beyond its body: where links in
 * e-mail point, and which client the throttle counts (decision 013).
 */
export interface RequestContext {
  /** Origin for links in e-mail: the site's configured public origin, never the request's Host header. */
  mailOrigin: string;
  /** The client address as the throttle counts it (an IPv6 client by its /64 network). */
  client: string;
  /** The logged-in user who sent it (their My Pages list their interests and showings); null for a visitor. */
  userId?: string | null;
}
