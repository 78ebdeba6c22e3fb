import type { TestPerson } from "~/features/eid/test-persons";

/**
 * Server-rendered pages of the OIDC e-ID simulator, in the language of the country it stands for.
 * Testers use them with keyboard and screen readers too: real headings, labels, a fieldset for the
 * radio group, visible focus. Every interpolated value goes through escapeHtml.
 */

export type OidcSimulatorCountry = "no" | "fi";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

interface SimulatorTexts {
  lang: string;
  serviceName: string;
  simulatorNotice: string;
  loginHeading: string;
  signingInTo: string;
  personLegend: string;
  deceased: string;
  submit: string;
  cancel: string;
  choosePerson: string;
  errorHeading: string;
  errorCode: string;
  requestFailed: string;
  interactionExpired: string;
  logoutHeading: string;
  logoutQuestion: string;
  logoutYes: string;
  logoutNo: string;
  loggedOut: string;
}

export const SIMULATOR_TEXTS: Record<OidcSimulatorCountry, SimulatorTexts> = {
  no: {
    lang: "nb",
    serviceName: "Norsk e-ID (simulator)",
    simulatorNotice: "Dette er en testtjeneste. Ingen ekte personer eller ekte e-ID brukes.",
    loginHeading: "Logg inn",
    signingInTo: "Du logger inn på",
    personLegend: "Velg testperson",
    deceased: "død",
    submit: "Logg inn",
    cancel: "Avbryt",
    choosePerson: "Velg en testperson før du logger inn.",
    errorHeading: "Noe gikk galt",
    errorCode: "Feilkode",
    requestFailed: "Forespørselen til e-ID-tjenesten kunne ikke behandles.",
    interactionExpired:
      "Innloggingen er utløpt eller finnes ikke lenger. Gå tilbake til tjenesten og start innloggingen på nytt.",
    logoutHeading: "Logg ut",
    logoutQuestion: "Vil du logge ut av e-ID?",
    logoutYes: "Ja, logg ut",
    logoutNo: "Nei, forbli innlogget",
    loggedOut: "Du er nå logget ut.",
  },
  fi: {
    lang: "fi",
    serviceName: "Suomen tunnistuspalvelu (simulaattori)",
    simulatorNotice: "Tämä on testipalvelu. Oikeita henkilöitä tai oikeita tunnistusvälineitä ei käytetä.",
    loginHeading: "Tunnistaudu",
    signingInTo: "Tunnistaudut palveluun",
    personLegend: "Valitse testihenkilö",
    deceased: "kuollut",
    submit: "Tunnistaudu",
    cancel: "Peruuta",
    choosePerson: "Valitse testihenkilö ennen tunnistautumista.",
    errorHeading: "Jotain meni vikaan",
    errorCode: "Virhekoodi",
    requestFailed: "Pyyntöä tunnistuspalveluun ei voitu käsitellä.",
    interactionExpired:
      "Tunnistautuminen on vanhentunut tai sitä ei enää löydy. Palaa palveluun ja aloita tunnistautuminen uudelleen.",
    logoutHeading: "Kirjaudu ulos",
    logoutQuestion: "Haluatko kirjautua ulos tunnistuspalvelusta?",
    logoutYes: "Kyllä, kirjaudu ulos",
    logoutNo: "Ei, pysy kirjautuneena",
    loggedOut: "Olet nyt kirjautunut ulos.",
  },
};

const STYLE = `
body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;background:#f4f4f2;color:#1a1a1a}
main{max-width:34rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.6rem;margin:.25rem 0 1rem}
.service{margin:0;font-weight:600;color:#444}
.notice{background:#fff6d6;border-left:.3rem solid #b38600;padding:.5rem .75rem}
fieldset{border:1px solid #888;border-radius:.25rem;padding:.5rem 1rem;margin:1rem 0}
legend{font-weight:600;padding:0 .25rem}
.option{display:flex;gap:.5rem;align-items:center;padding:.35rem 0}
.option input{width:1.2rem;height:1.2rem;margin:0}
.number{font-variant-numeric:tabular-nums;color:#444}
.error{color:#a00000;font-weight:600}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.5rem 1.25rem;border-radius:.25rem;border:2px solid #1f4e8c;cursor:pointer}
.primary{background:#1f4e8c;color:#fff}
.secondary{background:#fff;color:#1f4e8c}
:focus-visible{outline:3px solid #d14900;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{font-weight:600}
`;

function layout(texts: SimulatorTexts, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(texts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(texts.serviceName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="service">${escapeHtml(texts.serviceName)}</p>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageInput {
  country: OidcSimulatorCountry;
  persons: readonly TestPerson[];
  clientId: string;
  /** Form targets, already absolute paths of this interaction. */
  submitPath: string;
  abortPath: string;
  /** Shown when the form came back without a (known) person. */
  showChoosePersonError?: boolean;
}

export function renderLoginPage(input: LoginPageInput): string {
  const texts = SIMULATOR_TEXTS[input.country];
  const errorId = "person-error";
  const options = input.persons
    .map((person, index) => {
      const id = `person-${index}`;
      const deceased = person.deceased ? ` (${escapeHtml(texts.deceased)})` : "";
      return `<div class="option"><input type="radio" name="personalNumber" id="${id}" value="${escapeHtml(person.personalNumber)}" required><label for="${id}">${escapeHtml(`${person.givenName} ${person.surname}`)}${deceased} <span class="number">${escapeHtml(person.personalNumber)}</span></label></div>`;
    })
    .join("\n");
  const error = input.showChoosePersonError
    ? `<p class="error" id="${errorId}" role="alert">${escapeHtml(texts.choosePerson)}</p>`
    : "";
  const describedBy = input.showChoosePersonError ? ` aria-describedby="${errorId}"` : "";
  const body = `<h1>${escapeHtml(texts.loginHeading)}</h1>
<p class="notice">${escapeHtml(texts.simulatorNotice)}</p>
<p>${escapeHtml(texts.signingInTo)}: <strong>${escapeHtml(input.clientId)}</strong></p>
<form method="post" action="${escapeHtml(input.submitPath)}" id="login-form">
${error}
<fieldset${describedBy}>
<legend>${escapeHtml(texts.personLegend)}</legend>
${options}
</fieldset>
</form>
<form method="post" action="${escapeHtml(input.abortPath)}" id="abort-form"></form>
<div class="actions">
<button type="submit" class="primary" form="login-form">${escapeHtml(texts.submit)}</button>
<button type="submit" class="secondary" form="abort-form">${escapeHtml(texts.cancel)}</button>
</div>`;
  return layout(texts, texts.loginHeading, body);
}

export function renderMessagePage(
  country: OidcSimulatorCountry,
  message: string,
  details?: { error?: string; description?: string },
): string {
  const texts = SIMULATOR_TEXTS[country];
  const rows: string[] = [];
  if (details?.error) rows.push(`<dt>${escapeHtml(texts.errorCode)}</dt><dd>${escapeHtml(details.error)}</dd>`);
  if (details?.description) rows.push(`<dd>${escapeHtml(details.description)}</dd>`);
  const list = rows.length > 0 ? `<dl>${rows.join("")}</dl>` : "";
  return layout(
    texts,
    texts.errorHeading,
    `<h1>${escapeHtml(texts.errorHeading)}</h1>\n<p>${escapeHtml(message)}</p>\n${list}`,
  );
}

export function renderInteractionExpiredPage(country: OidcSimulatorCountry): string {
  return renderMessagePage(country, SIMULATOR_TEXTS[country].interactionExpired);
}

/** `form` is oidc-provider's own hidden logout form (id "op.logoutForm"), trusted markup. */
export function renderLogoutPage(country: OidcSimulatorCountry, form: string): string {
  const texts = SIMULATOR_TEXTS[country];
  return layout(
    texts,
    texts.logoutHeading,
    `<h1>${escapeHtml(texts.logoutHeading)}</h1>
<p>${escapeHtml(texts.logoutQuestion)}</p>
${form}
<div class="actions">
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes">${escapeHtml(texts.logoutYes)}</button>
<button type="submit" class="secondary" form="op.logoutForm">${escapeHtml(texts.logoutNo)}</button>
</div>`,
  );
}

export function renderLoggedOutPage(country: OidcSimulatorCountry): string {
  const texts = SIMULATOR_TEXTS[country];
  return layout(
    texts,
    texts.logoutHeading,
    `<h1>${escapeHtml(texts.logoutHeading)}</h1>\n<p>${escapeHtml(texts.loggedOut)}</p>`,
  );
}

/** The simulator's root: where the two issuers live (for testers setting up a client). */
export function renderIndexPage(issuers: Record<OidcSimulatorCountry, string>): string {
  const items = (Object.keys(issuers) as OidcSimulatorCountry[])
    .map((country) => {
      const issuer = issuers[country];
      const discovery = `${issuer}/.well-known/openid-configuration`;
      return `<li lang="${escapeHtml(SIMULATOR_TEXTS[country].lang)}">${escapeHtml(SIMULATOR_TEXTS[country].serviceName)}: <a href="${escapeHtml(discovery)}">${escapeHtml(issuer)}</a></li>`;
    })
    .join("\n");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>OIDC e-ID simulator</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>OIDC e-ID simulator</h1>
<p>Test providers for Norway's e-ident and Finland's identity service. Issuers (links go to their discovery documents):</p>
<ul>
${items}
</ul>
</main>
</body>
</html>`;
}
