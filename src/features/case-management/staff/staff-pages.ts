import { createHash } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { escapeHtml } from "~/features/mail/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import type { Translate } from "~/i18n/translator";
import { isValidationMessageKey } from "~/lib/field-errors";
import { clientNetworkOf } from "~/server/client-address";
import type { FileStorage } from "~/server/files";
import { type StaffContext, staffOf } from "~/server/plugins/auth";
import { FieldValidationError } from "~/server/plugins/errors";
import { ThrottledError } from "~/server/throttle";
import { LANGUAGE_TAGS, type Language, SITE_CODES } from "~/sites/sites";
import { CASE_FILE_ACCEPT, CaseIdParamsSchema } from "../schema";
import { caseStatusByCode, STATUS_DISPLAY_GROUPS } from "../statuses";
import { removeStored } from "../uploads/receive-uploads";
import {
  STAFF_MESSAGE_MAX,
  type StaffCaseDetail,
  type StaffCaseList,
  StaffCasesQuerySchema,
  StaffLoginRequestSchema,
  StaffMessageSchema,
  StaffRoundRequestSchema,
  StaffStatusChangeSchema,
} from "./staff.schema";
import type { StaffService } from "./staff.service";
import { receiveStaffFiles, STAFF_FILES_FIELD } from "./staff-files";
import { clearStaffCookie, STAFF_COOKIE, type StaffSessions, writeStaffCookie } from "./staff-sessions.server";

/**
 * The staff pages (decision 041): a small server-rendered area outside the sites' content, served
 * by Fastify as plain HTML forms that work without JavaScript (no script at all, so no hydration
 * and no bundle). Texts in caseHandling, in the language of the host's site.
 */

export const STAFF_PATHS = {
  login: "/staff/login",
  logout: "/staff/logout",
  cases: "/staff/cases",
  case: (id: string) => `/staff/cases/${id}`,
} as const;

const STYLE = `
*{box-sizing:border-box}
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;padding:.75rem 1.5rem;background:#0b3d2e;color:#fff}
header a,header button{color:#fff}
main{padding:1.5rem;max-width:72rem;margin:0 auto}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;color:#000;padding:.5rem}
a{color:#0b5d3e}
a:focus,button:focus,input:focus,select:focus,textarea:focus{outline:3px solid #c96a00;outline-offset:2px}
label,legend{display:block;font-weight:600;margin:.75rem 0 .25rem}
fieldset{border:1px solid #888;padding:.5rem 1rem;margin:0}
fieldset label{display:inline-block;font-weight:400;margin-right:1rem}
input,select,textarea{font:inherit;padding:.4rem;border:1px solid #555;border-radius:4px;max-width:100%}
textarea{width:100%;min-height:6rem}
button{font:inherit;padding:.5rem 1rem;margin-top:.75rem;border:0;border-radius:4px;background:#0b5d3e;color:#fff;cursor:pointer}
header button{background:transparent;border:1px solid #fff;margin:0}
.logout{display:inline;margin-left:1rem}
.filters{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-end}
table{border-collapse:collapse;width:100%;margin-top:1rem}
th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc;vertical-align:top}
.error{color:#a00000;font-weight:600}
.notice{background:#e6f4ea;border-left:4px solid #0b5d3e;padding:.5rem 1rem}
.alert{background:#fdecea;border-left:4px solid #a00000;padding:.5rem 1rem}
.status{display:inline-block;padding:0 .5rem;border-radius:1rem;color:#1a1a1a}
.status-registered{background:#cfe2ff}.status-ongoing{background:#fff3b0}.status-executed{background:#c8ecd0}.status-completed{background:#e2e2e2}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
section{margin-top:2rem}
.description{white-space:pre-wrap}
`;
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");
/** No script, no frames, forms only to us: the page can do nothing but what its HTML says. */
const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

const FORM = "application/x-www-form-urlencoded";
/** A staff form is a few kilobytes (a message of 2,000 characters at most). */
const FORM_BODY_LIMIT = 32 * 1024;

type FieldErrors = Record<string, string>;

const h = escapeHtml;

interface PageContext {
  t: Translate;
  language: Language;
  staff?: StaffContext;
}

function layout(context: PageContext, title: string, body: string): string {
  const { t, staff } = context;
  const account = staff
    ? `<div><span>${h(t("caseHandling.loggedInAs", { name: staff.name }))}</span>
<form class="logout" method="post" action="${STAFF_PATHS.logout}"><button type="submit">${h(t("caseHandling.logout"))}</button></form></div>`
    : "";
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[context.language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${h(title)} – ${h(t("caseHandling.title"))}</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#main">${h(t("caseHandling.skipToContent"))}</a>
<header><span>${h(t("caseHandling.title"))}</span>${account}</header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>`;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", CSP)
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
    .send(html);
}

/** The translated messages of a failed zod parse, by field path (the first of each field). */
function fieldErrorsOf(t: Translate, error: z.ZodError, rename: Record<string, string> = {}): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".");
    const field = rename[path] ?? path;
    if (fields[field]) continue;
    fields[field] = isValidationMessageKey(issue.message)
      ? t(issue.message, { field })
      : t("errors.invalidField", { field });
  }
  return fields;
}

/** A field's error: the message, and the attributes that tie it to the input. */
function errorOf(errors: FieldErrors, field: string, id: string) {
  const message = errors[field];
  if (!message) return { attributes: "", html: "" };
  return {
    attributes: ` aria-invalid="true" aria-describedby="${id}-error"`,
    html: `<p class="error" id="${id}-error">${h(message)}</p>`,
  };
}

function errorSummary(t: Translate, errors: FieldErrors): string {
  return Object.keys(errors).length ? `<p class="alert" role="alert">${h(t("caseHandling.formErrors"))}</p>` : "";
}

function loginPage(context: PageContext, options: { email?: string; error?: string; notice?: string } = {}): string {
  const { t } = context;
  const error = options.error ? `<p class="alert" role="alert" id="login-error">${h(options.error)}</p>` : "";
  const described = options.error ? ' aria-describedby="login-error"' : "";
  const notice = options.notice ? `<p class="notice" role="status">${h(options.notice)}</p>` : "";
  return layout(
    context,
    t("caseHandling.login.heading"),
    `<h1>${h(t("caseHandling.login.heading"))}</h1>
<p>${h(t("caseHandling.login.intro"))}</p>
${notice}${error}
<form method="post" action="${STAFF_PATHS.login}" novalidate>
<label for="email">${h(t("caseHandling.login.email"))}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${h(options.email ?? "")}"${described}>
<label for="password">${h(t("caseHandling.login.password"))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<div><button type="submit">${h(t("caseHandling.login.submit"))}</button></div>
</form>`,
  );
}

function statusBadge(t: Translate, code: StaffCaseDetail["statusCode"]): string {
  const status = caseStatusByCode(code);
  return `<span class="status status-${status.displayGroup}">${h(t(`caseHandling.statuses.${code}`))}</span>`;
}

function formatDate(language: Language, iso: string, withTime = false): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: "Europe/Stockholm",
  }).format(new Date(iso));
}

type ListQuery = z.infer<typeof StaffCasesQuerySchema>;

function listPage(
  context: PageContext,
  list: StaffCaseList,
  query: ListQuery,
  properties: { id: number; name: string }[],
  errors: FieldErrors,
  rawQuery: Record<string, unknown>,
): string {
  const { t, language } = context;
  const selected = new Set(query.status ?? []);
  const statusBoxes = STATUS_DISPLAY_GROUPS.map(
    (group) =>
      `<label><input type="checkbox" name="status" value="${group}"${selected.has(group) ? " checked" : ""}> ${h(t(`caseHandling.groups.${group}`))}</label>`,
  ).join("\n");
  const propertyOptions = properties
    .map(
      (property) =>
        `<option value="${property.id}"${query.property === property.id ? " selected" : ""}>${h(property.name)}</option>`,
    )
    .join("");
  const siteOptions = SITE_CODES.map(
    (site) => `<option value="${site}"${query.site === site ? " selected" : ""}>${site}</option>`,
  ).join("");
  const sortOptions = (["created", "createdAsc", "status"] as const)
    .map((sort) => {
      const key = { created: "sortCreated", createdAsc: "sortCreatedAsc", status: "sortStatus" }[sort];
      return `<option value="${sort}"${(query.sort ?? "created") === sort ? " selected" : ""}>${h(t(`caseHandling.list.${key}`))}</option>`;
    })
    .join("");
  const older = errorOf(errors, "olderThanDays", "olderThanDays");
  const text = errorOf(errors, "text", "text");
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const rows = list.items
    .map(
      (item) => `<tr>
<td><a href="${STAFF_PATHS.case(item.id)}">${item.ticketNumber}</a></td>
<td>${statusBadge(t, item.statusCode)}</td>
<td>${h(formatDate(language, item.createdAt))}</td>
<td>${h(item.address ?? "")}${item.propertyName ? `<br>${h(item.propertyName)}` : ""}</td>
<td>${h(item.roomName)}</td>
<td>${h(item.reporterName)}</td>
<td>${h(item.associationName ?? "")}</td>
</tr>`,
    )
    .join("\n");
  const pageLink = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(rawQuery)) {
      if (key === "page") continue;
      for (const one of [value].flat()) if (typeof one === "string" && one !== "") params.append(key, one);
    }
    params.set("page", String(page));
    return `${STAFF_PATHS.cases}?${params}`;
  };
  const pagination =
    pages > 1
      ? `<nav aria-label="${h(t("caseHandling.list.pagination"))}"><ul>
${list.page > 1 ? `<li><a href="${h(pageLink(list.page - 1))}">${h(t("caseHandling.list.previous"))}</a></li>` : ""}
${list.page < pages ? `<li><a href="${h(pageLink(list.page + 1))}">${h(t("caseHandling.list.next"))}</a></li>` : ""}
</ul></nav>`
      : "";
  const table = list.items.length
    ? `<table>
<caption>${h(t("caseHandling.list.caption", { page: list.page, pages }))}</caption>
<thead><tr><th scope="col">${h(t("caseHandling.list.ticket"))}</th><th scope="col">${h(t("caseHandling.list.status"))}</th><th scope="col">${h(t("caseHandling.list.created"))}</th><th scope="col">${h(t("caseHandling.list.address"))}</th><th scope="col">${h(t("caseHandling.list.room"))}</th><th scope="col">${h(t("caseHandling.list.reporter"))}</th><th scope="col">${h(t("caseHandling.list.association"))}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>${pagination}`
    : `<p>${h(t("caseHandling.list.empty"))}</p>`;
  return layout(
    context,
    t("caseHandling.list.heading"),
    `<h1>${h(t("caseHandling.list.heading"))}</h1>
${errorSummary(t, errors)}
<form method="get" action="${STAFF_PATHS.cases}" aria-label="${h(t("caseHandling.list.filters"))}">
<div class="filters">
<fieldset><legend>${h(t("caseHandling.list.status"))}</legend>
${statusBoxes}
</fieldset>
<div><label for="property">${h(t("caseHandling.list.property"))}</label>
<select id="property" name="property"><option value="">${h(t("caseHandling.list.anyProperty"))}</option>${propertyOptions}</select></div>
<div><label for="olderThanDays">${h(t("caseHandling.list.olderThanDays"))}</label>
<input id="olderThanDays" name="olderThanDays" type="number" min="0" max="3650" inputmode="numeric" value="${h(String(rawQuery.olderThanDays ?? ""))}"${older.attributes}>${older.html}</div>
<div><label for="text">${h(t("caseHandling.list.text"))}</label>
<input id="text" name="text" type="search" inputmode="numeric" value="${h(String(rawQuery.text ?? ""))}"${text.attributes}>${text.html}</div>
<div><label for="site">${h(t("caseHandling.list.site"))}</label>
<select id="site" name="site"><option value="">${h(t("caseHandling.list.anySite"))}</option>${siteOptions}</select></div>
<div><label for="sort">${h(t("caseHandling.list.sort"))}</label>
<select id="sort" name="sort">${sortOptions}</select></div>
</div>
<button type="submit">${h(t("caseHandling.list.apply"))}</button> <a href="${STAFF_PATHS.cases}">${h(t("caseHandling.list.reset"))}</a>
</form>
<p role="status">${h(t("caseHandling.list.count", { count: list.total }))}</p>
${table}`,
  );
}

interface CasePageState {
  errors?: FieldErrors;
  /** Which form the errors and values are of. */
  form?: "status" | "message" | "round" | "files";
  values?: Record<string, string>;
  done?: string;
}

function casePage(
  context: PageContext,
  detail: StaffCaseDetail,
  round: { associationId: number; associationName: string } | undefined,
  state: CasePageState = {},
): string {
  const { t, language } = context;
  const errors = state.errors ?? {};
  const values = state.values ?? {};
  const formErrors = (form: CasePageState["form"]) => (state.form === form ? errors : {});
  const row = (label: string, value: string | null | undefined) =>
    `<dt>${h(t(label))}</dt><dd>${value ? h(value) : h(t("caseHandling.case.none"))}</dd>`;
  const address = [detail.address, [detail.zipCode, detail.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const files = detail.files.length
    ? `<ul>${detail.files
        .map((file) =>
          file.downloadUrl
            ? `<li><a href="${h(file.downloadUrl)}" aria-label="${h(t("caseHandling.case.download", { name: file.filename }))}">${h(file.filename)}</a> (${Math.ceil(file.size / 1024)} kB)</li>`
            : `<li>${h(t("caseHandling.case.fileProcessing", { name: file.filename }))}</li>`,
        )
        .join("")}</ul>`
    : `<p>${h(t("caseHandling.case.noFiles"))}</p>`;
  const history = `<ol>${detail.history
    .map((event) => {
      const what =
        event.kind === "status" && event.statusCode
          ? t("caseHandling.case.events.status", { status: t(`caseHandling.statuses.${event.statusCode}`) })
          : t(`caseHandling.case.events.${event.kind}`);
      const by = t("caseHandling.case.eventBy", {
        time: formatDate(language, event.at, true),
        actor: t(`caseHandling.case.actors.${event.actor}`),
      });
      return `<li><strong>${h(what)}</strong> <span>${h(by)}</span>${event.message ? `<p class="description">${h(event.message)}</p>` : ""}</li>`;
    })
    .join("")}</ol>`;

  const statusErrors = formErrors("status");
  const statusField = errorOf(statusErrors, "statusCode", "statusCode");
  const statusMessage = errorOf(statusErrors, "message", "statusMessage");
  const statusOptions = detail.allowedStatusCodes
    .map(
      (code) =>
        `<option value="${code}"${(state.form === "status" ? values.statusCode : detail.statusCode) === code ? " selected" : ""}>${h(t(`caseHandling.statuses.${code}`))}</option>`,
    )
    .join("");
  const messageErrors = formErrors("message");
  const messageField = errorOf(messageErrors, "message", "message");
  const filesField = errorOf(formErrors("files"), STAFF_FILES_FIELD, "files");
  const roundErrors = formErrors("round");
  const roundTitle = errorOf(roundErrors, "title", "roundTitle");
  const roundDate = errorOf(roundErrors, "plannedFor", "plannedFor");
  const pointTitle = errorOf(roundErrors, "pointTitle", "pointTitle");
  const pointLocation = errorOf(roundErrors, "pointLocation", "pointLocation");
  const roundSection = round
    ? `<p>${h(t("caseHandling.roundForm.intro", { association: round.associationName }))}</p>
${errorSummary(t, roundErrors)}
<form method="post" action="${STAFF_PATHS.case(detail.id)}/rounds" novalidate>
<label for="roundTitle">${h(t("caseHandling.roundForm.title"))}</label>
<input id="roundTitle" name="title" required maxlength="200" value="${h(state.form === "round" ? (values.title ?? "") : "")}"${roundTitle.attributes}>${roundTitle.html}
<label for="plannedFor">${h(t("caseHandling.roundForm.plannedFor"))}</label>
<input id="plannedFor" name="plannedFor" type="date" required value="${h(state.form === "round" ? (values.plannedFor ?? "") : "")}"${roundDate.attributes}>${roundDate.html}
<label for="pointTitle">${h(t("caseHandling.roundForm.pointTitle"))}</label>
<input id="pointTitle" name="pointTitle" required maxlength="200" value="${h(state.form === "round" ? (values.pointTitle ?? "") : `${detail.roomName}: ${detail.ticketNumber}`)}"${pointTitle.attributes}>${pointTitle.html}
<label for="pointLocation">${h(t("caseHandling.roundForm.pointLocation"))}</label>
<input id="pointLocation" name="pointLocation" maxlength="200" value="${h(state.form === "round" ? (values.pointLocation ?? "") : (detail.address ?? ""))}"${pointLocation.attributes}>${pointLocation.html}
<div><button type="submit">${h(t("caseHandling.roundForm.submit"))}</button></div>
</form>`
    : `<p>${h(t("caseHandling.roundForm.noAssociation"))}</p>`;

  const alternative = detail.alternativeContact
    ? `${detail.alternativeContact.firstName} ${detail.alternativeContact.lastName}, ${detail.alternativeContact.email}, ${detail.alternativeContact.phone}`
    : null;
  const done = state.done ? `<p class="notice" role="status">${h(state.done)}</p>` : "";
  return layout(
    context,
    t("caseHandling.case.heading", { ticketNumber: detail.ticketNumber }),
    `<p><a href="${STAFF_PATHS.cases}">${h(t("caseHandling.case.back"))}</a></p>
<h1>${h(t("caseHandling.case.heading", { ticketNumber: detail.ticketNumber }))}</h1>
${done}
<p>${h(t("caseHandling.case.status"))}: ${statusBadge(t, detail.statusCode)}</p>
<section aria-labelledby="details-heading"><h2 id="details-heading">${h(t("caseHandling.case.details"))}</h2>
<dl>
${row("caseHandling.case.created", formatDate(language, detail.createdAt, true))}
${row("caseHandling.case.kind", t(`caseHandling.case.kinds.${detail.kind}`))}
${row("caseHandling.case.caseType", t(`caseHandling.case.caseTypes.${detail.caseType}`))}
${row("caseHandling.case.area", t(`caseHandling.case.areas.${detail.area}`))}
${row("caseHandling.case.room", detail.roomName)}
${row("caseHandling.case.detail", detail.detailName)}
${row("caseHandling.case.address", address)}
${row("caseHandling.case.property", detail.propertyName)}
${row("caseHandling.case.building", detail.buildingName)}
${row("caseHandling.case.buildingPart", detail.buildingPartName)}
${row("caseHandling.case.apartment", detail.governmentObjectId)}
${row("caseHandling.case.association", detail.associationName ?? detail.compoundName)}
</dl>
<h3>${h(t("caseHandling.case.description"))}</h3>
<p class="description">${h(detail.description)}</p>
<h3>${h(t("caseHandling.case.reporter"))}</h3>
<dl>
${row("caseHandling.case.name", `${detail.reporter.firstName} ${detail.reporter.lastName}`)}
${row("caseHandling.case.email", detail.reporter.email)}
${row("caseHandling.case.phone", detail.reporter.phone)}
${row("caseHandling.case.boardEmail", detail.boardEmail)}
${row("caseHandling.case.alternativeContact", alternative)}
</dl>
</section>
<section aria-labelledby="files-heading"><h2 id="files-heading">${h(t("caseHandling.case.files"))}</h2>${files}</section>
<section aria-labelledby="history-heading"><h2 id="history-heading">${h(t("caseHandling.case.history"))}</h2>${history}</section>
<section aria-labelledby="status-heading"><h2 id="status-heading">${h(t("caseHandling.statusForm.heading"))}</h2>
${errorSummary(t, statusErrors)}
<form method="post" action="${STAFF_PATHS.case(detail.id)}/status" novalidate>
<label for="statusCode">${h(t("caseHandling.statusForm.status"))}</label>
<select id="statusCode" name="statusCode"${statusField.attributes}>${statusOptions}</select>${statusField.html}
<label for="statusMessage">${h(t("caseHandling.statusForm.message"))}</label>
<textarea id="statusMessage" name="message" maxlength="${STAFF_MESSAGE_MAX}"${statusMessage.attributes}>${h(state.form === "status" ? (values.message ?? "") : "")}</textarea>${statusMessage.html}
<p>${h(t("caseHandling.statusForm.hint"))}</p>
<button type="submit">${h(t("caseHandling.statusForm.submit"))}</button>
</form></section>
<section aria-labelledby="message-heading"><h2 id="message-heading">${h(t("caseHandling.messageForm.heading"))}</h2>
${errorSummary(t, messageErrors)}
<form method="post" action="${STAFF_PATHS.case(detail.id)}/messages" novalidate>
<label for="message">${h(t("caseHandling.messageForm.message"))}</label>
<textarea id="message" name="message" required maxlength="${STAFF_MESSAGE_MAX}"${messageField.attributes}>${h(state.form === "message" ? (values.message ?? "") : "")}</textarea>${messageField.html}
<button type="submit">${h(t("caseHandling.messageForm.submit"))}</button>
</form></section>
<section aria-labelledby="files-form-heading"><h2 id="files-form-heading">${h(t("caseHandling.filesForm.heading"))}</h2>
${errorSummary(t, formErrors("files"))}
<form method="post" action="${STAFF_PATHS.case(detail.id)}/files" enctype="multipart/form-data" novalidate>
<label for="files">${h(t("caseHandling.filesForm.files"))}</label>
<input id="files" name="${STAFF_FILES_FIELD}" type="file" multiple accept="${h(CASE_FILE_ACCEPT)}" aria-describedby="files-hint${filesField.html ? " files-error" : ""}"${filesField.html ? ' aria-invalid="true"' : ""}>
<p id="files-hint">${h(t("caseHandling.filesForm.hint"))}</p>${filesField.html}
<button type="submit">${h(t("caseHandling.filesForm.submit"))}</button>
</form></section>
<section aria-labelledby="round-heading"><h2 id="round-heading">${h(t("caseHandling.roundForm.heading"))}</h2>
${roundSection}
</section>`,
  );
}

const DONE_KEYS = {
  files: "caseHandling.filesForm.done",
  status: "caseHandling.statusForm.done",
  message: "caseHandling.messageForm.done",
  round: "caseHandling.roundForm.done",
} as const;

/** A form's fields as strings (a repeated field keeps its first value). */
function formValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!body || typeof body !== "object") return values;
  for (const [key, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") values[key] = first;
  }
  return values;
}

export const staffPages: FastifyPluginAsync<{
  staff: StaffService;
  sessions: StaffSessions;
  secureCookies: boolean;
  files: FileStorage;
}> = async (app, { staff, sessions, secureCookies, files }) => {
  app.addContentTypeParser(FORM, { parseAs: "string", bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // A page of a staff route without a staff session leads to the login form, not to a JSON 401.
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode === 401 && request.routeOptions.config.access === "staff") {
      reply.status(303).header("location", STAFF_PATHS.login).header("content-type", "text/plain; charset=utf-8");
      return "";
    }
    return payload;
  });

  const contextOf = (request: FastifyRequest, staffContext?: StaffContext): PageContext => ({
    t: translatorFor(request.site.language),
    language: request.site.language,
    staff: staffContext,
  });
  const page = { schema: { hide: true } };

  app.get("/staff", { config: { access: "public" }, ...page }, async (_request, reply) =>
    reply.redirect(STAFF_PATHS.cases, 303),
  );
  app.get("/staff/", { config: { access: "public" }, ...page }, async (_request, reply) =>
    reply.redirect(STAFF_PATHS.cases, 303),
  );

  app.get(STAFF_PATHS.login, { config: { access: "public" }, ...page }, async (request, reply) => {
    const context = contextOf(request);
    const loggedOut = (request.query as Record<string, unknown>)?.loggedOut === "1";
    return send(
      reply,
      200,
      loginPage(context, { notice: loggedOut ? context.t("caseHandling.login.loggedOut") : undefined }),
    );
  });

  app.post(STAFF_PATHS.login, { config: { access: "public" }, ...page }, async (request, reply) => {
    const context = contextOf(request);
    const parsed = StaffLoginRequestSchema.safeParse(formValues(request.body));
    const email = formValues(request.body).email ?? "";
    if (!parsed.success) {
      return send(reply, 400, loginPage(context, { email, error: context.t("caseHandling.login.invalid") }));
    }
    try {
      const outcome = await sessions.login(parsed.data, clientNetworkOf(request.ip));
      if (!outcome.ok) {
        request.log.warn(
          { security: { call: "POST /staff/login", client: clientNetworkOf(request.ip) } },
          "staff login refused",
        );
        return send(reply, 401, loginPage(context, { email, error: context.t("caseHandling.login.invalid") }));
      }
      await sessions.logout(request.cookies?.[STAFF_COOKIE]);
      writeStaffCookie(reply, outcome.token, outcome.expiresAt, secureCookies);
      return reply.redirect(STAFF_PATHS.cases, 303);
    } catch (error) {
      if (!(error instanceof ThrottledError)) throw error;
      reply.header("retry-after", String(error.retryAfterSeconds));
      return send(reply, 429, loginPage(context, { email, error: context.t(error.messageKey) }));
    }
  });

  app.post(STAFF_PATHS.logout, { config: { access: "public" }, ...page }, async (request, reply) => {
    await sessions.logout(request.cookies?.[STAFF_COOKIE]);
    clearStaffCookie(reply, secureCookies);
    return reply.redirect(`${STAFF_PATHS.login}?loggedOut=1`, 303);
  });

  app.get(STAFF_PATHS.cases, { config: { access: "staff" }, ...page }, async (request, reply) => {
    const context = contextOf(request, staffOf(request));
    const rawQuery = (request.query ?? {}) as Record<string, unknown>;
    const parsed = StaffCasesQuerySchema.safeParse(rawQuery);
    const query = parsed.success ? parsed.data : {};
    const errors = parsed.success ? {} : fieldErrorsOf(context.t, parsed.error);
    const [list, properties] = await Promise.all([
      staff.listCases(query, request.site.language),
      staff.propertyChoices(),
    ]);
    return send(reply, parsed.success ? 200 : 400, listPage(context, list, query, properties, errors, rawQuery));
  });

  /** The case page with the given form state; 404 page for an unknown case. */
  async function renderCase(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    status: number,
    state: CasePageState = {},
  ) {
    const context = contextOf(request, staffOf(request));
    const detail = await staff.getCase(id, request.site.language);
    if (!detail) {
      return send(
        reply,
        404,
        layout(
          context,
          context.t("caseHandling.errors.caseNotFound"),
          `<h1>${h(context.t("caseHandling.errors.caseNotFound"))}</h1><p><a href="${STAFF_PATHS.cases}">${h(context.t("caseHandling.case.back"))}</a></p>`,
        ),
      );
    }
    const association = await staff.associationOfCase(id);
    const round = association
      ? {
          associationId: association.associationId,
          associationName: detail.associationName ?? detail.compoundName ?? "",
        }
      : undefined;
    return send(reply, status, casePage(context, detail, round, state));
  }

  function caseIdOf(request: FastifyRequest): string | undefined {
    const parsed = CaseIdParamsSchema.safeParse(request.params);
    return parsed.success ? parsed.data.id : undefined;
  }

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => {
    const context = contextOf(request, staffOf(request));
    return send(
      reply,
      404,
      layout(
        context,
        context.t("caseHandling.errors.caseNotFound"),
        `<h1>${h(context.t("caseHandling.errors.caseNotFound"))}</h1><p><a href="${STAFF_PATHS.cases}">${h(context.t("caseHandling.case.back"))}</a></p>`,
      ),
    );
  };

  app.get(`${STAFF_PATHS.cases}/:id`, { config: { access: "staff" }, ...page }, async (request, reply) => {
    const id = caseIdOf(request);
    if (!id) return notFoundPage(request, reply);
    const done = (request.query as Record<string, unknown>)?.done;
    const context = contextOf(request);
    const doneText =
      typeof done === "string" && done in DONE_KEYS ? context.t(DONE_KEYS[done as keyof typeof DONE_KEYS]) : undefined;
    return renderCase(request, reply, id, 200, { done: doneText });
  });

  /** A field error of a service (FieldValidationError) on a form: the page again with the message. */
  async function withFieldErrors(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    form: CasePageState["form"],
    values: Record<string, string>,
    action: () => Promise<boolean | number>,
    rename: Record<string, string> = {},
  ) {
    try {
      const outcome = await action();
      if (outcome === false) return notFoundPage(request, reply);
      return reply.redirect(`${STAFF_PATHS.case(id)}?done=${form}`, 303);
    } catch (error) {
      if (!(error instanceof FieldValidationError)) throw error;
      const t = translatorFor(request.site.language);
      const errors: FieldErrors = {};
      for (const field of error.fields) errors[rename[field.field] ?? field.field] = t(field.messageKey, field.values);
      // A refused upload keeps its status (413 for too large), the rest answer 400.
      return renderCase(request, reply, id, error.status, { form, errors, values });
    }
  }

  app.post(`${STAFF_PATHS.cases}/:id/status`, { config: { access: "staff" }, ...page }, async (request, reply) => {
    const id = caseIdOf(request);
    if (!id) return notFoundPage(request, reply);
    const values = formValues(request.body);
    const parsed = StaffStatusChangeSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrorsOf(translatorFor(request.site.language), parsed.error);
      return renderCase(request, reply, id, 400, { form: "status", errors, values });
    }
    return withFieldErrors(request, reply, id, "status", values, () =>
      staff.changeStatus(staffOf(request), id, parsed.data),
    );
  });

  app.post(`${STAFF_PATHS.cases}/:id/messages`, { config: { access: "staff" }, ...page }, async (request, reply) => {
    const id = caseIdOf(request);
    if (!id) return notFoundPage(request, reply);
    const values = formValues(request.body);
    const parsed = StaffMessageSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrorsOf(translatorFor(request.site.language), parsed.error);
      return renderCase(request, reply, id, 400, { form: "message", errors, values });
    }
    return withFieldErrors(request, reply, id, "message", values, () =>
      staff.sendMessage(staffOf(request), id, parsed.data.message),
    );
  });

  app.post(`${STAFF_PATHS.cases}/:id/files`, { config: { access: "staff" }, ...page }, async (request, reply) => {
    const id = caseIdOf(request);
    if (!id) return notFoundPage(request, reply);
    return withFieldErrors(request, reply, id, "files", {}, async () => {
      const upload = await receiveStaffFiles(request, files);
      const added = await staff.addFiles(staffOf(request), id, upload);
      if (!added) {
        await removeStored(
          files,
          upload.map((file) => file.storedId),
        );
      }
      return added;
    });
  });

  app.post(`${STAFF_PATHS.cases}/:id/rounds`, { config: { access: "staff" }, ...page }, async (request, reply) => {
    const id = caseIdOf(request);
    if (!id) return notFoundPage(request, reply);
    const association = await staff.associationOfCase(id);
    if (!association) return notFoundPage(request, reply);
    const values = formValues(request.body);
    const rename = {
      "controlPoints.0.title": "pointTitle",
      "controlPoints.0.location": "pointLocation",
      "controlPoints.0.caseId": "pointTitle",
    };
    const parsed = StaffRoundRequestSchema.safeParse({
      associationId: association.associationId,
      propertyId: association.propertyId ?? undefined,
      title: values.title ?? "",
      plannedFor: values.plannedFor ?? "",
      controlPoints: [{ title: values.pointTitle ?? "", location: values.pointLocation ?? "", caseId: id }],
    });
    if (!parsed.success) {
      const errors = fieldErrorsOf(translatorFor(request.site.language), parsed.error, rename);
      return renderCase(request, reply, id, 400, { form: "round", errors, values });
    }
    return withFieldErrors(
      request,
      reply,
      id,
      "round",
      values,
      () => staff.planRound(staffOf(request), parsed.data),
      rename,
    );
  });
};
