import { readFileSync } from "node:fs";
import { refuseCommonPasswords } from "./validation";

/**
 * The common and breached passwords a new password may not be (issue 13): the 10,000 most common
 * of the SecLists project, in ./common-passwords.txt (lower case, lines starting with # are
 * notes). Compared in lower case, so "Password1" is as common as "password1". Server-only: the
 * list (about 70 KB) never reaches a browser bundle.
 */
let list: Set<string> | null = null;

function commonPasswords(): Set<string> {
  if (!list) {
    const text = readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8");
    list = new Set(
      text
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "" && !line.startsWith("#")),
    );
  }
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Makes every new-password field (passwordField of ./validation.ts) refuse the common passwords. */
export function installCommonPasswordCheck() {
  commonPasswords();
  refuseCommonPasswords(isCommonPassword);
}
