/** The saved choice in the cookies page's address after a form post: `?saved=m0s1t0` (zod-free: the browser reads it). */
export const SAVED_PARAM = "saved";
