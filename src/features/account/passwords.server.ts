import { hash, verify } from "@node-rs/argon2";

/**
 * Password hashing with argon2id at OWASP's minimum parameters (19 MiB memory, 2 iterations,
 * 1 lane). Hashes carry their parameters, so raising them later keeps old hashes verifiable.
 */
export const ARGON2_OPTIONS = {
  /** Algorithm.Argon2id (a const enum the build cannot import). */
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of no one's password. Verifying against it when the account does not exist (or has no
 * password) makes an unknown e-mail take as long as a wrong password.
 */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword("no account has this password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
