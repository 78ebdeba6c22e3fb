import { createServer } from "node:net";

/**
 * Test support (imported by tests only): a minimal browser for driving the simulator's HTML forms
 * over real HTTP. Keeps cookies (name + path scoped, single host), never follows redirects by
 * itself, and stops at the client's redirect URI without requesting it.
 */

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export type NavigationResult = { kind: "callback"; url: URL } | { kind: "page"; url: URL; response: Response };

export class TestBrowser {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(private readonly redirectUriPrefix: string) {}

  async get(url: string | URL): Promise<Response> {
    return this.send(new URL(url), { method: "GET" });
  }

  async postForm(url: string | URL, fields: Record<string, string>): Promise<Response> {
    return this.post(url, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded");
  }

  async post(url: string | URL, body: string, contentType: string): Promise<Response> {
    return this.send(new URL(url), { method: "POST", headers: { "content-type": contentType }, body });
  }

  /** Follows redirects from `response` until a page or the client's redirect URI. */
  async follow(from: URL, response: Response): Promise<NavigationResult> {
    let current = from;
    let answer = response;
    for (let hops = 0; hops < 10; hops++) {
      const location = answer.headers.get("location");
      if (answer.status < 300 || answer.status >= 400 || !location) {
        return { kind: "page", url: current, response: answer };
      }
      await answer.arrayBuffer();
      current = new URL(location, current);
      if (current.href.startsWith(this.redirectUriPrefix)) return { kind: "callback", url: current };
      answer = await this.get(current);
    }
    throw new Error("Too many redirects");
  }

  async navigate(url: string | URL): Promise<NavigationResult> {
    const target = new URL(url);
    return this.follow(target, await this.get(target));
  }

  async submitForm(url: string | URL, fields: Record<string, string>): Promise<NavigationResult> {
    const target = new URL(url);
    return this.follow(target, await this.postForm(target, fields));
  }

  private async send(url: URL, init: RequestInit): Promise<Response> {
    const cookieHeader = [...this.cookies.values()]
      .filter((cookie) => pathMatches(url.pathname, cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
    const headers = new Headers(init.headers);
    if (cookieHeader) headers.set("cookie", cookieHeader);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const setCookie of response.headers.getSetCookie()) this.store(url, setCookie);
    return response;
  }

  private store(url: URL, setCookie: string): void {
    const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim());
    const separator = pair.indexOf("=");
    if (separator <= 0) return;
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    let path = url.pathname.slice(0, url.pathname.lastIndexOf("/")) || "/";
    let expired = false;
    for (const attribute of attributes) {
      const [key = "", attributeValue = ""] = attribute.split("=", 2);
      if (key.toLowerCase() === "path" && attributeValue.startsWith("/")) path = attributeValue;
      if (key.toLowerCase() === "expires" && Date.parse(attributeValue) <= Date.now()) expired = true;
      if (key.toLowerCase() === "max-age" && Number(attributeValue) <= 0) expired = true;
    }
    const key = `${name};${path}`;
    if (expired) this.cookies.delete(key);
    else this.cookies.set(key, { name, value, path });
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith("/") || requestPath[cookiePath.length] === "/";
}

/** The `action` of the form with the given id, resolved against the page URL. */
export function formAction(html: string, formId: string, pageUrl: URL): URL {
  const match = new RegExp(`<form[^>]*\\bid="${formId}"[^>]*>`).exec(html);
  const action = match ? /\baction="([^"]*)"/.exec(match[0])?.[1] : undefined;
  if (action === undefined) throw new Error(`No form #${formId} with an action in the page`);
  return new URL(action.replaceAll("&amp;", "&"), pageUrl);
}

/** A port nothing listens on (taken and released again). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("No port");
  return address.port;
}
