/** The readers of the account API's answers, for other features' forms that call it (My Pages VIP, issue 15). */
export { apiErrorMessage, loadPage, statusAnswerOf } from "../pages/account-answers";
