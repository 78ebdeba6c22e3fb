/**
 * Fails when the browser bundle contains server-only code or secrets (ARCHITECTURE.md rule 3).
 * Run after `npm run build`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const assets = path.resolve("build/client/assets");
const FORBIDDEN: [RegExp, string][] = [
  [/drizzle-orm/, "drizzle-orm (database access)"],
  [/@electric-sql\/pglite|PGlite/, "PGlite"],
  [/fastify/i, "Fastify"],
  [/argon2/i, "argon2"],
  [/nodemailer/i, "nodemailer"],
  [/DATABASE_URL|JWT_SECRET|SESSION_SECRET|AUTH_SECRET|SMTP_URL|BANKID_PFX|CLIENT_SECRET/, "a server secret's name"],
  [/development-only-secret-do-not-use-in-production/, "the development signing key"],
  [/node:fs|node:crypto|node:child_process/, "a Node built-in"],
  [/\bsharp\(/, "sharp"],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, "a private key"],
];

let failures = 0;
for (const file of readdirSync(assets).filter((f) => f.endsWith(".js"))) {
  const text = readFileSync(path.join(assets, file), "utf8");
  for (const [pattern, what] of FORBIDDEN) {
    if (pattern.test(text)) {
      console.error(`✖ ${file} contains ${what}`);
      failures++;
    }
  }
}
if (failures > 0) process.exit(1);
console.log("✔ client bundle has no server-only modules or secrets");
