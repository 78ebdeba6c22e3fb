/** The mail feature's public entry for the server: what sending features need of the mailer. */
export { escapeHtml, type Mailer, type MailMessage, type SendResult } from "./mailer";
