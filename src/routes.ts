import { type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every path is a content page resolved from the database by site and path; the page's
 * template (from its view model) decides what renders. Feature routes with their own
 * modules are added in front of the catch-all as their issues land.
 */
export default [route("*", "routes/page.tsx")] satisfies RouteConfig;
