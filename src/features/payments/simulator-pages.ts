/**
 * Plain server-rendered pages of the bundled payment simulators (Swish's payer app, Svea's
 * checkout, Nordea's bank page): not product pages, so not translated, like the e-ID simulators'
 * pages. Every interpolated value goes through escapeHtml.
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function simulatorPage(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:1.5rem auto;padding:0 1rem;color:#1d2321;line-height:1.45}
h1{font-size:1.5rem}
article{border:1px solid #c9c3b8;border-radius:8px;padding:1rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
fieldset{border:1px solid #c9c3b8;border-radius:8px;margin:1rem 0;padding:.75rem 1rem}
label{display:block;margin:.35rem 0}
select,button{font:inherit;padding:.4rem .6rem;border-radius:6px;border:1px solid #6b665e}
button{background:#f4f1ec;cursor:pointer;margin:.5rem .5rem 0 0}
button.primary{background:#1d4f3a;color:#fff}
.note{color:#4a463f;font-size:.9rem}
.notice{padding:.75rem 1rem;border-radius:6px;background:#e6f2ea}
:focus-visible{outline:3px solid #d9822b;outline-offset:2px}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** A form's urlencoded body, parsed (the simulators take no @fastify/formbody). */
export function parseFormBody(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** The simulators' faults for tests and testers, chosen on their pages. */
export const SIMULATED_FAULTS = ["none", "noPush", "duplicatePush", "wrongAmount", "noReturn"] as const;
export type SimulatedFault = (typeof SIMULATED_FAULTS)[number];

export const FAULT_LABELS: Record<SimulatedFault, string> = {
  none: "Inget fel",
  noPush: "Inget anrop till butiken (timeout), webbläsaren skickas inte tillbaka",
  duplicatePush: "Anropet till butiken skickas två gånger",
  wrongAmount: "Betalningen gäller ett annat belopp",
  noReturn: "Webbläsaren skickas inte tillbaka",
};

export function faultOptionsHtml(): string {
  return SIMULATED_FAULTS.map((fault) => `<option value="${fault}">${escapeHtml(FAULT_LABELS[fault])}</option>`).join(
    "",
  );
}
