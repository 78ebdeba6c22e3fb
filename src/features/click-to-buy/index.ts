/**
 * The click-to-buy feature's public entry for the browser: the "Book online" link of a home's
 * page (it asks the server whether the home can be booked now).
 */
export { BookOnline } from "./BookOnline";
