import { useLocation } from "react-router";
import styles from "~/features/account/components/account.module.css";
import { LoginPanel } from "~/features/account/components/LoginPanel";
import type { BrowserPageViewModel } from "~/features/content/schema";

/** The login page (/logga-in/ and its equivalents): the login form, returning to ?referrer= afterwards. */
export function LoginTemplate({ vm }: { vm: BrowserPageViewModel }) {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const initialTab =
    location.hash === "#open-login-board" || location.hash === "#open-board-login" ? "board" : "private";
  return (
    <div className={styles.page}>
      <h1>{vm.viewModel.title}</h1>
      <LoginPanel initialTab={initialTab} referrer={query.get("referrer")} />
    </div>
  );
}
