export * from "./content";
export * from "./residences";
export * from "./text-search";
