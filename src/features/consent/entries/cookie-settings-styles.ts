/**
 * The consent styles as part of the content pages' route CSS: the cookies page's settings form
 * is rendered on the server in full (its script comes later, lazily), so its look must not wait
 * for it, nor need JavaScript at all. No script of its own.
 */
import "../consent.module.css";
