export * from "./accounts";
export * from "./content";
export * from "./my-pages";
export * from "./residence-search";
export * from "./residences";
export * from "./saved-searches";
export * from "./text-search";
export * from "./tracking";
