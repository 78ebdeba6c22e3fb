/**
 * What the My Pages settings page (src/features/my-account, issue 15) reuses of the account
 * feature: the BankID verification modal's content and the form parts of the account pages.
 * Loaded with that page only.
 */
export { BankIdVerify } from "../components/BankIdVerify";
export { CheckboxField, OutcomePanel } from "../pages/AccountPage";
