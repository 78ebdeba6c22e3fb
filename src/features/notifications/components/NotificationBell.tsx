import { useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { isBoardKind } from "~/features/account";
import type { SessionSummary } from "~/features/account/schema";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useFoldouts, useFoldoutToggle } from "~/shell/foldouts";
import { useSite } from "~/shell/use-site";
import { NOTIFICATIONS_CHANGED_EVENT } from "../index";
import { notificationTarget } from "./notification-target";
import styles from "./notifications.module.css";
import {
  type BellNotification,
  loadNotifications,
  notificationsState,
  pauseNotification,
  serverNotificationsState,
  subscribeNotifications,
} from "./notifications-store";

function useNotifications() {
  return useSyncExternalStore(subscribeNotifications, notificationsState, serverNotificationsState);
}

/**
 * Keeps the list current, cheaply: loaded when the bell appears, again after a client-side
 * navigation (a signed document, a paid fee), when the page regains focus, and when a page asks
 * (refreshNotifications). A load under way answers the calls that come meanwhile.
 */
function useNotificationsRefresh(siteCode: string) {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on each navigation
  useEffect(() => {
    void loadNotifications(siteCode);
  }, [siteCode, location.pathname, location.search]);
  useEffect(() => {
    const reload = () => void loadNotifications(siteCode);
    const onVisibility = () => {
      if (document.visibilityState === "visible") reload();
    };
    window.addEventListener("focus", reload);
    window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, reload);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("focus", reload);
      window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, reload);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [siteCode]);
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M6 10a6 6 0 0 1 12 0c0 4 1.5 6 2.5 7h-17C4.5 16 6 14 6 10Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's notification bell with the count of new notifications (spec 000 section 2), and
 * the notification foldout it opens (the shell's foldouts: opening one closes the others). For
 * logged-in customers only: nothing for a board member's session (spec 000 section 6) or on a
 * site without notifications. The foldout follows its button in the page, and is placed under
 * the header bar like the shell's other foldouts.
 */
export function NotificationCenter({
  session,
  buttonClassName,
  foldoutClassName,
}: {
  session: SessionSummary;
  buttonClassName?: string;
  foldoutClassName?: string;
}) {
  const site = useSite();
  const toggle = useFoldoutToggle("notification");
  if (isBoardKind(session.kind) || !site.features.newNotification) return null;
  return (
    <>
      <Bell siteCode={site.notificationSiteCode} className={buttonClassName} buttonProps={toggle.buttonProps} />
      <Foldout siteCode={site.notificationSiteCode} isOpen={toggle.isOpen} className={foldoutClassName} />
    </>
  );
}

function Bell({
  siteCode,
  className,
  buttonProps,
}: {
  siteCode: string;
  className?: string;
  buttonProps: React.ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const { items } = useNotifications();
  useNotificationsRefresh(siteCode);
  const count = items.length;
  return (
    <button {...buttonProps} className={`${className ?? ""} ${styles.bell}`}>
      <BellIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      )}
      <span className="visually-hidden">
        {count > 0 ? t("notifications.bellWithCount", { count }) : t("notifications.bell")}
      </span>
    </button>
  );
}

/** The text of a notification: by its type, and for a document whether it waits for a signature or an approval. */
function useNotificationText() {
  const { t } = useTranslation();
  return (notification: BellNotification): string => {
    switch (notification.notificationType) {
      case "VipPayment":
        return t("notifications.text.vipFeeDue");
      case "DocumentSigning":
        // Spec 000 section 3: awaiting_signature, or else an approval kind; booking_completed is
        // the buy flow's (issue 18): the signed booking agreement of a completed booking.
        if (notification.name === "booking_completed") return t("notifications.text.bookingCompleted");
        return notification.name === "awaiting_signature"
          ? t("notifications.text.awaitingSignature")
          : t("notifications.text.awaitingApproval");
      case "Case":
        return t("notifications.text.caseUpdated");
    }
  };
}

/**
 * The notification foldout: each notification as a link to where it leads (spec 000 section 2)
 * with its date, and a button that dismisses it (pause). Opening it moves focus into it.
 */
function Foldout({ siteCode, isOpen, className }: { siteCode: string; isOpen: boolean; className?: string }) {
  const { t, language } = useTranslation();
  const site = useSite();
  const { close } = useFoldouts();
  const { known, items } = useNotifications();
  const textOf = useNotificationText();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (isOpen) ref.current?.querySelector<HTMLElement>("a, button, h2")?.focus();
  }, [isOpen]);

  function dismiss(id: string, index: number) {
    // Focus goes to the next entry's link (or the heading), not to the page's start.
    const links = ref.current?.querySelectorAll<HTMLElement>(`.${styles.entryLink}`);
    const next = links?.[index + 1] ?? links?.[index - 1];
    (next ?? ref.current?.querySelector<HTMLElement>("h2"))?.focus();
    void pauseNotification(siteCode, id);
  }

  return (
    <section
      id="foldout-notification"
      ref={ref}
      aria-labelledby="notification-foldout-heading"
      className={className}
      hidden={!isOpen}
    >
      <h2 id="notification-foldout-heading" tabIndex={-1} className={styles.heading}>
        {t("notifications.heading")}
      </h2>
      {items.length === 0 ? (
        known && <p className={styles.empty}>{t("notifications.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((notification, index) => {
            const text = textOf(notification);
            const href = notificationTarget(site.urls, notification);
            const date = (
              <time dateTime={notification.createdOn} className={styles.date}>
                {formatDate(notification.createdOn, language)}
              </time>
            );
            return (
              <li key={notification.id} className={styles.entry}>
                {href ? (
                  // A plain link: the shell makes it a client-side navigation; the foldout closes
                  // also when the link leads to the page already open. A case's errand is chosen by
                  // the query (?errandId=), which a client-side navigation does not fetch on the
                  // errands page itself (src/routes/page.tsx): that link loads the page.
                  <a
                    href={href}
                    className={styles.entryLink}
                    onClick={close}
                    data-reload={notification.notificationType === "Case" ? "" : undefined}
                  >
                    <span className={styles.text}>{text}</span>
                    {date}
                  </a>
                ) : (
                  <span className={styles.entryLink}>
                    <span className={styles.text}>{text}</span>
                    {date}
                  </span>
                )}
                <button
                  type="button"
                  className={styles.dismiss}
                  aria-label={t("notifications.dismiss", { text })}
                  onClick={() => dismiss(notification.id, index)}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
