import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { formatArea, formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import formStyles from "~/ui/form/form.module.css";
import type { BookingErrorCode } from "../../schema";
import { STEP_PARAM } from "../allowed-step";
import { startBooking } from "../booking-client";
import styles from "../buy-flow.module.css";
import { useBuyFlow } from "../buy-flow-context";

/** The e-ID verification and its polling, loaded only for a buyer who has not proven their identity. */
const IdentifyWithEid = lazy(() => import("./IdentifyWithEid").then((module) => ({ default: module.IdentifyWithEid })));

/**
 * The first step (issue 18): the home, how long it is held, what the steps are, and the way in:
 * log in or create an account (with a referrer back here), prove the identity with e-ID, or
 * start the booking. Starting queues it and polls the job's answer each second ("reserving the
 * home…"); a hold goes on to the next step, a refusal says why with the way back to the home.
 */
export function StartBookingStep() {
  const { t, language } = useTranslation();
  const site = useSite();
  const { data, booking, goTo } = useBuyFlow();
  const location = useLocation();
  const [phase, setPhase] = useState<"idle" | "reserving" | "held">("idle");
  // A refusal of this start (the page's own refusal is the hint beside the disabled button).
  const [refusal, setRefusal] = useState<{ code: BookingErrorCode; message: string | null } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (refusal) resultRef.current?.focus();
  }, [refusal]);

  const { object, buyer, links } = data;
  if (!object) {
    return (
      <div className={styles.step}>
        <p>{t("buyResidence.start.noHome")}</p>
        {site.urls.searchHomes && <a href={site.urls.searchHomes}>{t("buyResidence.expired.toSearch")}</a>}
      </div>
    );
  }

  async function onStart() {
    if (!object) return;
    setRefusal(null);
    setPhase("reserving");
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    try {
      const outcome = await startBooking(object.objectId, controller.signal);
      if (outcome.kind === "held") {
        setPhase("held");
        // The page's data loads again with the booking the cookie now names (the hold, its time).
        const next = data.steps[1] ?? "personal-info";
        window.location.assign(`${location.pathname}?${STEP_PARAM}=${next}`);
        return;
      }
      setPhase("idle");
      setRefusal({ code: outcome.errorCode, message: outcome.message });
    } catch (error) {
      if ((error as Error)?.name === "AbortError") return;
      setPhase("idle");
      setRefusal({ code: "generalError", message: null });
    }
  }

  const held = booking?.status === "held";
  const stepNames = data.steps.filter((step) => step !== "start-booking" && step !== "done");

  return (
    <div className={styles.step}>
      <dl className={styles.summary}>
        <div>
          <dt>{t("buyResidence.start.home")}</dt>
          <dd>
            <a href={object.objectUrl}>
              {[object.address, t("buyResidence.start.number", { number: object.number })].filter(Boolean).join(", ")}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t("buyResidence.start.stage")}</dt>
          <dd>{object.stageName}</dd>
        </div>
        <div>
          <dt>{t("buyResidence.start.size")}</dt>
          <dd>
            {t("buyResidence.start.rooms", { count: object.rooms })}, {formatArea(object.livingArea, language)}
          </dd>
        </div>
        <div>
          <dt>{t("buyResidence.start.price")}</dt>
          <dd>{formatPrice(object.price, site)}</dd>
        </div>
        {object.bookingFee !== null && (
          <div>
            <dt>{t("buyResidence.start.fee")}</dt>
            <dd>{formatPrice(object.bookingFee, site)}</dd>
          </div>
        )}
      </dl>
      <p>{t("buyResidence.start.holdText", { minutes: object.holdMinutes })}</p>
      <p>{t("buyResidence.start.stepsIntro")}</p>
      <ol>
        {stepNames.map((step) => (
          <li key={step}>{t(`buyResidence.steps.${step}`)}</li>
        ))}
      </ol>

      {held ? (
        <div className={formStyles.actions}>
          <button
            type="button"
            className={formStyles.button}
            onClick={() => goTo(data.steps.find((step) => !booking.completedSteps.includes(step)) ?? "done")}
          >
            {t("buyResidence.start.continue")}
          </button>
        </div>
      ) : !buyer ? (
        <div className={styles.step}>
          <p>{t("buyResidence.start.loginText")}</p>
          <div className={formStyles.actions}>
            {links.login && (
              <a className={formStyles.button} href={links.login}>
                {t("buyResidence.start.login")}
              </a>
            )}
            {links.register && (
              <a className={formStyles.secondaryButton} href={links.register}>
                {t("buyResidence.start.register")}
              </a>
            )}
          </div>
        </div>
      ) : !buyer.verified ? (
        <Suspense fallback={<p role="status">{t("buyResidence.loading")}</p>}>
          <IdentifyWithEid />
        </Suspense>
      ) : (
        <div className={formStyles.actions}>
          <button
            type="button"
            className={formStyles.button}
            disabled={phase !== "idle" || !data.bookable}
            aria-describedby={!data.bookable ? "buy-not-bookable" : undefined}
            onClick={onStart}
          >
            {t("buyResidence.start.button")}
          </button>
          {!data.bookable && !refusal && (
            <p id="buy-not-bookable" className={formStyles.hint}>
              {t(`buyResidence.refusal.${data.refusal ?? "notBookable"}`)}
            </p>
          )}
        </div>
      )}

      {phase !== "idle" && (
        <p role="status" className={formStyles.hint}>
          {phase === "reserving" ? t("buyResidence.start.reserving") : t("buyResidence.start.reserved")}
        </p>
      )}
      {refusal && (
        <div ref={resultRef} tabIndex={-1} role="alert" className={styles.expired}>
          <p>{refusal.message ?? t(`buyResidence.refusal.${refusal.code}`)}</p>
          <ul className={styles.links}>
            <li>
              <a href={object.objectUrl}>{t("buyResidence.expired.toHome")}</a>
            </li>
            {refusal.code === "alreadyBooking" && links.myPages && (
              <li>
                <a href={links.myPages}>{t("buyResidence.refusal.myPages")}</a>
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
