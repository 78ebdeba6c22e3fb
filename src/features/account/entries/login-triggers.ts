// The page shell loads the login triggers through this entry, only when the address asks for them.
export { LoginTriggers } from "../components/LoginTriggers";
