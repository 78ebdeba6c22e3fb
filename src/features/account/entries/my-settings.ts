/**
 * What the My Pages settings page (src/features/my-account, issue 15) reuses of the account
 * pages' form parts. The BankID verification modal loads on its own (./bankid-verify.ts).
 */
export { CheckboxField, OutcomePanel } from "../pages/AccountPage";
