import { type FormEvent, useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { ConsentSwitches } from "./ConsentSwitches";
import styles from "./consent.module.css";
import {
  CONSENT_OPTION_KEY,
  CONSENT_POLICY_REVISION,
  type ConsentChoice,
  ConsentCode,
  type ConsentCodeValue,
} from "./consent-cookie";
import { currentConsent, onConsentChange, saveConsent } from "./consent-store";
import { SAVED_PARAM } from "./schema-params";

const NONE: ConsentChoice = { marketing: false, statistics: false, thirdParty: false };

/** The choice of `?saved=m1s0t1`, which the form post without JavaScript comes back with. */
function savedChoice(search: string): ConsentChoice | undefined {
  const match = /^m([01])s([01])t([01])$/.exec(new URLSearchParams(search).get(SAVED_PARAM) ?? "");
  if (!match) return undefined;
  return { marketing: match[1] === "1", statistics: match[2] === "1", thirdParty: match[3] === "1" };
}

/**
 * The cookies page's settings (issue 16 Build 1 and 6): a plain form that posts to the consent
 * call and works without JavaScript (the server saves the choice and comes back here with it);
 * with JavaScript the same form saves in place. The footer's "Cookie settings" link and the
 * page's text point to its anchor.
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
  const fromAddress = savedChoice(location.search);
  // The server renders what the address says was saved (or nothing chosen); the browser then shows the cookie's.
  const [choice, setChoice] = useState<ConsentChoice>(fromAddress ?? NONE);
  const [saved, setSaved] = useState(fromAddress !== undefined);

  useEffect(() => {
    const consent = currentConsent();
    if (consent.answered) setChoice(consent);
    // A choice made elsewhere (the dialog, a video) shows here at once.
    return onConsentChange((next) => setChoice(next));
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const code: ConsentCodeValue = submitter?.value === "all" ? ConsentCode.acceptAll : ConsentCode.manual;
    const next = code === ConsentCode.acceptAll ? { marketing: true, statistics: true, thirdParty: true } : choice;
    setChoice(next);
    setSaved(false);
    void saveConsent(next, code, "page").then(() => setSaved(true));
  }

  const Heading = level === "h1" ? "h1" : "h2";
  return (
    <section id={sectionId} aria-labelledby={headingId} className={styles.section} tabIndex={-1}>
      <Heading id={headingId}>{heading ?? t("content.cookieSettings.heading")}</Heading>
      <div aria-live="polite">
        {saved && (
          <p role="status" className={styles.status}>
            {t("content.cookieSettings.saved")}
          </p>
        )}
      </div>
      <form method="post" action={`/api/experiments/${CONSENT_OPTION_KEY}/${ConsentCode.manual}`} onSubmit={submit}>
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
