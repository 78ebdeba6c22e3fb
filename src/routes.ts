import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every path is a content page resolved from the database by site and path; the page's
 * template (from its view model) decides what renders. The splat does not match the root,
 * so the start page is the same module as an index route. Feature routes with their own
 * modules are added in front of the catch-all as their issues land.
 */
export default [index("routes/page.tsx", { id: "start-page" }), route("*", "routes/page.tsx")] satisfies RouteConfig;
