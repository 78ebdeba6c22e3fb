import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

/**
 * A browser stand-in for API tests: keeps the cookies the app sets (as a browser would, by
 * name) and sends them back on every request to the same host, from one client address.
 */
let clients = 0;
/** Addresses of the benchmarking range 198.18.0.0/15, one per browser. */
function nextClientAddress(): string {
  clients++;
  return `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

export function browserClient(app: FastifyInstance, host: string, options: { remoteAddress?: string } = {}) {
  const jar = new Map<string, string>();

  function remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      const expired = cookie.expires !== undefined && new Date(cookie.expires).getTime() <= Date.now();
      if (cookie.value === "" || expired || cookie.maxAge === 0) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  }

  // Each stand-in browser is a client of its own (per-client limits count them apart).
  const clientAddress = options.remoteAddress ?? nextClientAddress();

  async function send(request: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await app.inject({
      remoteAddress: clientAddress,
      ...request,
      headers: { host, ...(cookie ? { cookie } : {}), ...(request.headers ?? {}) },
    });
    remember(response);
    return response;
  }

  return {
    jar,
    request: send,
    get: (url: string, headers?: Record<string, string>) => send({ method: "GET", url, headers }),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      send({ method: "POST", url, payload: payload as InjectOptions["payload"], headers }),
  };
}

export type BrowserClient = ReturnType<typeof browserClient>;
