import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { redactForLog } from "~/lib/redact";
import { requestContext } from "~/server/app-context";
import { RenderOnlyContext, renderOnlyRouterContext } from "~/templates/render-only";

export const streamTimeout = 5_000;

/**
 * Renders the whole document, then answers in one piece. Loaders finish before rendering and
 * pages have no deferred data, so streaming would only add per-chunk overhead; a complete
 * document also suits crawlers.
 */
export default function handleRequest(
  _request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The loaders have run (Server-Timing: "loaders"); React's render follows ("render").
  const steps = loadContext.get(requestContext).steps;
  steps?.lap("loaders");
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
        steps?.lap("render");
        callback();
      },
    });
    // What the loaders rendered but kept out of the hydration data (decision 023).
    const renderOnly = loadContext.get(renderOnlyRouterContext);
    const document = (
      <RenderOnlyContext.Provider value={renderOnly}>
        <ServerRouter context={routerContext} url={_request.url} />
      </RenderOnlyContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      onAllReady() {
        pipe(collector);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Loaders' errors may carry a statement's parameters (personal data): logged redacted.
        console.error("render failed", redactForLog(error));
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
