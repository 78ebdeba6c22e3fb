/**
 * What the logs may say about an error or a value: never passwords, hashes, tokens, identity
 * numbers, e-mail addresses or phone numbers (issue 11; ASVS 16.2.5). Errors of the database
 * layer carry the statement's parameters (drizzle writes them into the message: "Failed query:
 * … params: …"), which are exactly the personal data a request brought; they are cut off here.
 * Pure, without Node modules: the server's logger and route modules both use it.
 */

/** Keys whose values are never logged, whatever the nesting. */
const SECRET_KEY =
  /pass(word)?|hash|token|secret|cookie|authori[sz]ation|security_?number|ssn|personal_?number|e-?mail|phone|params|parameters|binding/i;

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;
/** Long digit runs: identity numbers and phone numbers (a year or an id stays readable). */
const DIGIT_RUN = /\+?\d[\d -]{8,}\d/g;
const ARGON2 = /\$argon2id?\$[^\s"',)]+/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

export const REDACTED = "[redacted]";

/** A text with e-mail addresses, long digit runs, password hashes and tokens replaced. */
export function redactText(text: string): string {
  return text.replace(ARGON2, REDACTED).replace(JWT, REDACTED).replace(EMAIL, REDACTED).replace(DIGIT_RUN, REDACTED);
}

/** Drizzle's "Failed query: <sql>\nparams: <values>": the statement stays, its values go. */
function withoutQueryParams(message: string): string {
  const at = message.indexOf("\nparams:");
  return at === -1 ? message : `${message.slice(0, at)}\nparams: ${REDACTED}`;
}

/** A message of an error that is safe to log. */
export function safeErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return redactText(withoutQueryParams(message));
}

/**
 * A copy of a value for the log: secret keys redacted at any depth, strings cleaned, errors
 * reduced to type, message, code, stack and cause.
 */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (depth > 6) return "[too deep]";
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) {
    const error = value as Error & { code?: unknown; cause?: unknown };
    return {
      type: error.name,
      message: safeErrorMessage(error),
      ...(error.code !== undefined ? { code: error.code } : {}),
      ...(error.stack ? { stack: redactText(withoutQueryParams(error.stack)) } : {}),
      ...(error.cause !== undefined ? { cause: redactForLog(error.cause, depth + 1) } : {}),
    };
  }
  if (Array.isArray(value)) return value.map((item) => redactForLog(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : redactForLog(item, depth + 1);
  }
  return copy;
}

/** A request URL for the log: values of the query string and single-use link tokens hidden. */
export function redactUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const safePath = path.replace(/\/(changeemail)\/[^/]+/i, `/$1/${REDACTED}`);
  if (query === undefined) return safePath;
  const names = query
    .split("&")
    .map((pair) => pair.split("=", 1)[0])
    .filter(Boolean);
  return `${safePath}?${names.map((name) => `${name}=…`).join("&")}`;
}
