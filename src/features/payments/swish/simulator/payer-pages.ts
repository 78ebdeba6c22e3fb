import { escapeHtml, simulatorPage } from "../../simulator-pages";
import { minorOfSwishAmount, type SwishPaymentRequest } from "../swish-schema";

/**
 * The payer's "Swish app" of the simulator: plain server-rendered HTML in Swedish, like the BankID
 * simulator's app. Every interpolated value goes through escapeHtml (the message comes from the
 * merchant's request).
 */

const STATUS_TEXT: Record<SwishPaymentRequest["status"], string> = {
  CREATED: "Väntar på betalaren",
  PAID: "Betald",
  DECLINED: "Avbruten av betalaren",
  ERROR: "Misslyckad",
  CANCELLED: "Makulerad av mottagaren",
};

function kronor(request: SwishPaymentRequest): string {
  const minor = minorOfSwishAmount(request.amount);
  return `${new Intl.NumberFormat("sv-SE", { minimumFractionDigits: 2 }).format(minor / 100)} kr`;
}

function page(title: string, body: string): string {
  return simulatorPage("sv", title, body);
}

function requestHtml(request: SwishPaymentRequest): string {
  const open = request.status === "CREATED";
  return `<article aria-labelledby="r-${escapeHtml(request.id)}">
<h2 id="r-${escapeHtml(request.id)}">${escapeHtml(kronor(request))}</h2>
<dl>
<dt>Meddelande</dt><dd>${escapeHtml(request.message ?? "")}</dd>
<dt>Referens</dt><dd>${escapeHtml(request.payeePaymentReference ?? "")}</dd>
<dt>Mottagare</dt><dd>${escapeHtml(request.payeeAlias ?? "")}</dd>
<dt>Status</dt><dd>${escapeHtml(STATUS_TEXT[request.status])}</dd>
</dl>
${
  open
    ? `<form method="post" action="/payer/${escapeHtml(request.id)}">
<button class="primary" type="submit" name="action" value="pay">Betala</button>
<button type="submit" name="action" value="decline">Avbryt</button>
</form>`
    : ""
}
</article>`;
}

/** The payer's view of one payment request, with "Betala" and "Avbryt" while it waits. */
export function payerRequestPageHtml(request: SwishPaymentRequest, notice?: string): string {
  return page(
    "Swish-simulator: betalning",
    `<h1>Swish (simulator)</h1>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ""}
${requestHtml(request)}
<p><a href="/payer">Alla betalningsförfrågningar</a></p>`,
  );
}

/** Every payment request still waiting for its payer. */
export function payerListPageHtml(requests: SwishPaymentRequest[]): string {
  return page(
    "Swish-simulator",
    `<h1>Swish (simulator)</h1>
<p>Betalningsförfrågningar som väntar på betalaren. Betalarens nummer styr testbeteenden: slutar det på 01 avböjs betalningen, 02 makuleras den, 03 svarar simulatorn aldrig på förfrågan och skickar inga callbacks, 04 betalas den direkt och callbacken skickas två gånger, 05 betalas den direkt med fel belopp.</p>
${requests.length === 0 ? "<p>Inga väntande betalningar.</p>" : requests.map(requestHtml).join("\n")}`,
  );
}

export function payerMessagePageHtml(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p class="notice" role="status">${escapeHtml(text)}</p>`);
}
