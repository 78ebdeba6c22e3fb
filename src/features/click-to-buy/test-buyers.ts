/**
 * The buyers' test support under its first name (other parts' tests import it): the factories
 * live in ./buyer-test-support.ts, a name the dependency rules exempt (it reaches into My Pages'
 * test customers).
 */
export * from "./buyer-test-support";
