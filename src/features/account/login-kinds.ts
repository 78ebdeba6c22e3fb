/**
 * Login kinds (spec 000 section 3) without zod, for the page shell's small bundle; schema.ts
 * builds its enum from the same list.
 */
export const LOGIN_KINDS = ["private", "privateCase", "boardMember", "boardMemberCase"] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

export function isBoardKind(kind: LoginKind): boolean {
  return kind === "boardMember" || kind === "boardMemberCase";
}
