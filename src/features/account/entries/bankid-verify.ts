/**
 * The BankID verification modal's content (spec 001 section 2), for other features' dialogs:
 * the My Pages settings page loads it when its verification dialog opens (issue 15).
 */
export { BankIdVerify } from "../components/BankIdVerify";
