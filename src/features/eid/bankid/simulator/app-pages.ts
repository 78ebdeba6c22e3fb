import { type TestPerson, testPersonByNumber, testPersonsOf } from "~/features/eid/test-persons";
import type { NextStartError, SimulatedOrder } from "./order-store";

/**
 * The tester's "BankID app" of the simulator: plain server-rendered HTML in Swedish. Every
 * interpolated value goes through escapeHtml (the order texts come from whoever called /auth).
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Messages after an action (fixed texts chosen by a key, so a URL cannot inject text). */
export const APP_RESULT_MESSAGES = {
  complete: "Ordern är genomförd.",
  userCancel: "Ordern är avbruten av användaren.",
  expiredTransaction: "Ordern har gått ut.",
  startFailed: "Ordern misslyckades vid start.",
  nextStartSaved: "Inställningen för nästa start är sparad.",
} as const;
export type AppResultKey = keyof typeof APP_RESULT_MESSAGES;

export interface Notice {
  kind: "status" | "error";
  text: string;
}

const timeFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  dateStyle: "short",
  timeStyle: "medium",
});

const TYPE_TITLE = { auth: "Legitimering", sign: "Signering" } as const;
const COMPLETE_BUTTON = { auth: "Legitimera", sign: "Signera" } as const;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:1.5rem auto;padding:0 1rem;color:#1d2321;line-height:1.45}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem}h3{font-size:1.05rem;margin:0 0 .5rem}
article,section.box{border:1px solid #c9c3b8;border-radius:8px;padding:1rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;margin:0;font:inherit}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input,select,button{font:inherit;padding:.4rem .6rem;border-radius:6px;border:1px solid #6b665e}
input[type=text]{width:100%;box-sizing:border-box}
button{background:#f4f1ec;cursor:pointer;margin:.5rem .5rem 0 0}
button.primary{background:#193e72;color:#fff;border-color:#193e72}
:focus-visible{outline:3px solid #d9822b;outline-offset:2px}
.notice{padding:.75rem 1rem;border-radius:6px;background:#e6f2ea}.notice.error{background:#fbe5e5;color:#7a1114}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function noticeHtml(notice: Notice | undefined): string {
  if (!notice) return "";
  const role = notice.kind === "error" ? "alert" : "status";
  return `<p class="notice${notice.kind === "error" ? " error" : ""}" role="${role}">${escapeHtml(notice.text)}</p>`;
}

function personLabel(person: TestPerson): string {
  return `${person.givenName} ${person.surname} (${person.personalNumber})${person.deceased ? " – avliden" : ""}`;
}

function orderArticle(order: SimulatedOrder, options: { headingLevel: 2 | 3; redirect?: string }): string {
  const id = `order-${order.orderRef}`;
  const heading = `h${options.headingLevel}`;
  const required = order.requirement.personalNumber;
  const requiredPerson = required ? testPersonByNumber(required) : undefined;
  const persons = required ? (requiredPerson?.country === "se" ? [requiredPerson] : []) : testPersonsOf("se");
  const opened = order.state.status === "pending" && order.state.hintCode === "userSign";
  const personField = persons.length
    ? `<label for="${id}-person">Testperson</label>
<select id="${id}-person" name="personalNumber">
${persons.map((person) => `<option value="${escapeHtml(person.personalNumber)}">${escapeHtml(personLabel(person))}</option>`).join("\n")}
</select>
<button type="submit" class="primary" name="action" value="complete">${COMPLETE_BUTTON[order.type]}</button>`
    : `<p>Personnumret som ordern kräver finns inte bland testpersonerna, så ordern kan inte genomföras.</p>`;
  return `<article aria-labelledby="${id}-title">
<${heading} id="${id}-title">${TYPE_TITLE[order.type]} startad ${escapeHtml(timeFormat.format(order.createdAt))}</${heading}>
<dl>
<dt>Startad</dt><dd><time datetime="${order.createdAt.toISOString()}">${escapeHtml(timeFormat.format(order.createdAt))}</time></dd>
<dt>Status</dt><dd>${opened ? "Öppnad i appen (userSign)" : "Väntar på att öppnas (outstandingTransaction)"}</dd>
<dt>Text till användaren</dt><dd>${order.userVisibleData ? `<pre>${escapeHtml(order.userVisibleData)}</pre>` : "<em>Ingen text</em>"}</dd>
${required ? `<dt>Kräver person</dt><dd>${escapeHtml(requiredPerson ? personLabel(requiredPerson) : required)}</dd>` : ""}
<dt>Ordernummer</dt><dd><code>${escapeHtml(order.orderRef)}</code></dd>
</dl>
${opened ? "" : `<p><a href="/app/orders/${encodeURIComponent(order.orderRef)}" aria-describedby="${id}-title">Öppna ordern</a> (som när appen startar eller en QR-kod skannas)</p>`}
<form method="post" action="/app/orders/${encodeURIComponent(order.orderRef)}" aria-labelledby="${id}-title">
${options.redirect ? `<input type="hidden" name="redirect" value="${escapeHtml(options.redirect)}">` : ""}
${personField}
<button type="submit" name="action" value="userCancel">Avbryt</button>
<button type="submit" name="action" value="expiredTransaction">Låt ordern gå ut</button>
<button type="submit" name="action" value="startFailed">Starta misslyckas</button>
</form>
</article>`;
}

export interface AppPageInput {
  orders: SimulatedOrder[];
  nextStartError: NextStartError | undefined;
  notice?: Notice;
  /** What the tester typed into the QR field, shown again after an error. */
  qrInput?: string;
}

/** GET /app: the pending orders, newest first, the QR field and the one-shot setting. */
export function appPageHtml({ orders, nextStartError, notice, qrInput }: AppPageInput): string {
  const list = orders.length
    ? orders.map((order) => orderArticle(order, { headingLevel: 3 })).join("\n")
    : "<p>Det finns inga väntande ordrar. Starta en legitimering eller signering i tjänsten.</p>";
  return page(
    "BankID-simulator",
    `<h1>BankID-simulator</h1>
<p>Testverktyg som ersätter BankID-appen utanför produktion. Välj en testperson och ett utfall för en order.</p>
${noticeHtml(notice)}
<section class="box" aria-labelledby="qr-title">
<h2 id="qr-title">Skanna QR-kod</h2>
<form method="post" action="/app/qr">
<label for="qr-content">QR-kod (innehåll)</label>
<input type="text" id="qr-content" name="qr" autocomplete="off" spellcheck="false" required value="${escapeHtml(qrInput ?? "")}" aria-describedby="qr-help">
<p id="qr-help">Klistra in texten som QR-koden innehåller, till exempel bankid.&lt;token&gt;.&lt;sekunder&gt;.&lt;kod&gt;.</p>
<button type="submit">Öppna order från QR-kod</button>
</form>
</section>
<section aria-labelledby="orders-title">
<h2 id="orders-title">Väntande ordrar</h2>
${list}
</section>
<section class="box" aria-labelledby="next-start-title">
<h2 id="next-start-title">Nästa start</h2>
<form method="post" action="/app/next-start">
<label for="next-start">Svar på nästa auth- eller sign-anrop</label>
<select id="next-start" name="errorCode">
<option value=""${nextStartError ? "" : " selected"}>Normalt svar (ny order)</option>
<option value="alreadyInProgress"${nextStartError === "alreadyInProgress" ? " selected" : ""}>400 alreadyInProgress (en gång)</option>
</select>
<button type="submit">Spara</button>
</form>
</section>`,
  );
}

/** GET /app/orders/:orderRef: one opened order. */
export function orderPageHtml(order: SimulatedOrder, redirect: string | undefined, notice?: Notice): string {
  return page(
    `${TYPE_TITLE[order.type]} – BankID-simulator`,
    `<h1>BankID-simulator</h1>
${noticeHtml(notice)}
${orderArticle(order, { headingLevel: 2, redirect })}
<p><a href="/app">Tillbaka till alla ordrar</a></p>`,
  );
}

/** A page that only says what went wrong, with the way back. */
export function messagePageHtml(title: string, notice: Notice): string {
  return page(
    `${title} – BankID-simulator`,
    `<h1>${escapeHtml(title)}</h1>
${noticeHtml(notice)}
<p><a href="/app">Till BankID-simulatorn</a></p>`,
  );
}
