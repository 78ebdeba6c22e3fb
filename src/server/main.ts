// React chooses its production or development build when it is first loaded, and every copy
// must agree: set the mode before anything imports React (static imports are hoisted, so the
// server itself is loaded afterwards).
process.env.NODE_ENV ??= "production";
await import("./start");

export {};
