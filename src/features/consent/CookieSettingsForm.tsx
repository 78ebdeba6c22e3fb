import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { ConsentSwitches } from "./ConsentSwitches";
import styles from "./consent.module.css";
import {
  CONSENT_OPTION_KEY,
  CONSENT_POLICY_REVISION,
  type ConsentChoice,
  ConsentCode,
  NECESSARY_ONLY,
} from "./consent-cookie";
import { currentConsent } from "./consent-store";
import { choiceOfSavedParam, SAVED_PARAM } from "./schema-params";

/**
 * The cookies page's settings (issue 16 Build 1 and 6): a plain form that posts to the consent
 * call, with or without JavaScript; the server saves the choice, writes the cookie and comes back
 * here with what was saved (decision 035). Rendered with the page, so it works before and without
 * any script; the browser then shows the cookie's choice.
 */
export function CookieSettingsForm({
  sectionId,
  heading,
  level,
}: {
  sectionId: string;
  heading?: string;
  level: "h1" | "h2";
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const headingId = useId();
  const fromAddress = choiceOfSavedParam(new URLSearchParams(location.search).get(SAVED_PARAM));
  const [choice, setChoice] = useState<ConsentChoice>(fromAddress ?? NECESSARY_ONLY);

  useEffect(() => {
    const consent = currentConsent();
    if (consent.answered) setChoice(consent);
  }, []);

  const Heading = level === "h1" ? "h1" : "h2";
  return (
    <section id={sectionId} aria-labelledby={headingId} className={styles.section}>
      <Heading id={headingId}>{heading ?? t("content.cookieSettings.heading")}</Heading>
      {fromAddress && (
        <p role="status" className={styles.status}>
          {t("content.cookieSettings.saved")}
        </p>
      )}
      <form method="post" action={`/api/experiments/${CONSENT_OPTION_KEY}/${ConsentCode.manual}`}>
        <ConsentSwitches value={choice} onChange={setChoice} />
        <input type="hidden" name="revision" value={CONSENT_POLICY_REVISION} />
        <div className={styles.actions}>
          <button type="submit" name="choice" value="mine" className={styles.primary}>
            {t("content.cookieSettings.save")}
          </button>
          <button
            type="submit"
            name="choice"
            value="all"
            formAction={`/api/experiments/${CONSENT_OPTION_KEY}/${ConsentCode.acceptAll}`}
            className={styles.secondary}
          >
            {t("content.cookieSettings.acceptAll")}
          </button>
        </div>
      </form>
    </section>
  );
}
