// The page shell loads the session watch through this entry, only for a logged-in visitor.
export { SessionWatch } from "../components/SessionWatch";
