import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import formStyles from "~/ui/form/form.module.css";
import { isBoardKind } from "../login-kinds";
import type { SessionSummary } from "../schema";
import styles from "./account.module.css";
import { logout } from "./auth-client";

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/** The header's user button (spec 000 section 2): opens the user menu foldout. */
export function UserButton({
  session,
  className,
  buttonProps,
}: {
  session: SessionSummary;
  className?: string;
  /** The user foldout's toggle props (the shell's foldouts: opening one closes the others). */
  buttonProps: React.ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <button {...buttonProps} className={className}>
      <UserIcon />
      <span>{session.firstName}</span>
      <span className="visually-hidden">{t("account.menu.userMenu")}</span>
    </button>
  );
}

/**
 * The user menu: my pages (board pages for a board member), settings, logout. Logout ends the
 * session on the server and goes to the root (spec 000 section 2).
 */
export function UserFoldout({
  session,
  isOpen,
  className,
}: {
  session: SessionSummary;
  isOpen: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const ref = useRef<HTMLElement>(null);
  const [leaving, setLeaving] = useState(false);
  const board = isBoardKind(session.kind);

  useEffect(() => {
    if (isOpen) ref.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [isOpen]);

  async function onLogout() {
    setLeaving(true);
    const answer = await logout().catch(() => null);
    // A session that has already ended is logged out too. Any other failure was an error toast
    // (auth-client): the visitor stays, still logged in, and may try again.
    if (answer && (answer.ok || answer.status === 401)) window.location.assign(site.urls.start ?? "/");
    else setLeaving(false);
  }

  const myPages = site.urls.myPages;
  const settings = board ? undefined : site.urls.mySettings;
  return (
    <nav id="foldout-user" ref={ref} aria-label={t("account.menu.userMenu")} className={className} hidden={!isOpen}>
      <p className={styles.userName}>
        {session.firstName} {session.lastName}
        {session.associationName && <span className={styles.userAssociation}>{session.associationName}</span>}
      </p>
      <ul className={styles.userMenu}>
        {myPages && (
          <li>
            <a href={myPages}>{board ? t("account.menu.boardPages") : t("account.menu.myPages")}</a>
          </li>
        )}
        {settings && (
          <li>
            <a href={settings}>{t("account.menu.settings")}</a>
          </li>
        )}
        <li>
          <button type="button" className={formStyles.linkButton} onClick={onLogout} disabled={leaving}>
            {leaving ? t("account.menu.loggingOut") : t("account.menu.logOut")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
