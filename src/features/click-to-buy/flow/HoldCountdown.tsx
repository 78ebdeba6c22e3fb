import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import styles from "./buy-flow.module.css";
import { clockSkew, formatTimeLeft, msLeft, thresholdReached } from "./hold-time";

/**
 * The held reservation's countdown, shown on every step while the home is held: minutes and
 * seconds left. The clock on screen is hidden from screen readers (it changes every second); a
 * polite live region says the time left only when a threshold is passed (10, 5, 1 minutes).
 * At zero it calls `onExpire` once.
 */
export function HoldCountdown({
  holdExpiresAt,
  serverNow,
  onExpire,
}: {
  holdExpiresAt: string;
  serverNow: string;
  onExpire: () => void;
}) {
  const { t } = useTranslation();
  // Measured once per page: serverNow is the server's clock when this page's data was made.
  const [skew] = useState(() => clockSkew(serverNow, Date.now()));
  const [left, setLeft] = useState(() => msLeft(holdExpiresAt, Date.now(), skew));
  const [announcement, setAnnouncement] = useState("");
  const announced = useRef<number | undefined>(thresholdReached(msLeft(holdExpiresAt, Date.now(), skew)));
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    function tick() {
      const now = msLeft(holdExpiresAt, Date.now(), skew);
      setLeft(now);
      const threshold = thresholdReached(now);
      if (now > 0 && threshold !== undefined && threshold !== announced.current) {
        announced.current = threshold;
        setAnnouncement(
          threshold === 1
            ? t("buyResidence.countdown.announceLast")
            : t("buyResidence.countdown.announce", { minutes: threshold }),
        );
      }
      if (now <= 0 && !expired.current) {
        expired.current = true;
        onExpireRef.current();
      }
    }
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [holdExpiresAt, skew, t]);

  return (
    <div className={styles.countdown}>
      <p className={styles.countdownText}>
        <span>{t("buyResidence.countdown.label")}</span>{" "}
        <strong aria-hidden="true" data-testid="hold-time-left">
          {formatTimeLeft(left)}
        </strong>
        <span className="visually-hidden">
          {t("buyResidence.countdown.minutesLeft", { minutes: Math.ceil(left / 60_000) })}
        </span>
      </p>
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
