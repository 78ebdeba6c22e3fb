import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { Dialog } from "~/ui/Dialog";
import formStyles from "~/ui/form/form.module.css";
import { showToast } from "~/ui/toast/show-toast";
import type { BuyStep } from "../flows";
import type { BookingView, BuyResidenceData } from "../schema";
import { allowedStep, STEP_PARAM } from "./allowed-step";
import styles from "./buy-flow.module.css";
import { BuyFlowContext, type BuyFlowContextValue } from "./buy-flow-context";
import { HoldCountdown } from "./HoldCountdown";
import { StartBookingStep } from "./steps/StartBookingStep";

function lazyStep<E extends string>(load: () => Promise<Record<E, ComponentType>>, name: E) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** Each step in a chunk of its own but the first (the page's first paint shows it). */
const STEP_COMPONENTS: Record<BuyStep, ComponentType> = {
  "start-booking": StartBookingStep,
  "personal-info": lazyStep(() => import("./steps/PersonalInfoStep"), "PersonalInfoStep"),
  documents: lazyStep(() => import("./steps/DocumentsStep"), "DocumentsStep"),
  choices: lazyStep(() => import("./steps/ChoicesStep"), "ChoicesStep"),
  financing: lazyStep(() => import("./steps/FinancingStep"), "FinancingStep"),
  accomodation: lazyStep(() => import("./steps/AccommodationStep"), "AccommodationStep"),
  sign: lazyStep(() => import("./steps/SignStep"), "SignStep"),
  payment: lazyStep(() => import("./steps/PaymentStep"), "PaymentStep"),
  done: lazyStep(() => import("./steps/DoneStep"), "DoneStep"),
};

/**
 * The buy flow (issue 18): the site's steps as a progress list, the hold's countdown, the
 * current step (its component is the step's owner's, see ./steps/), back and cancel. The step is
 * in the URL's ?steg= (the history follows it, and a reload or a second tab shows the same step
 * of the same booking: the booking cookie carries it). Focus moves to the step's heading on each change.
 */
export function BuyFlow({ data }: { data: BuyResidenceData }) {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const [booking, setBookingState] = useState<BookingView | null>(data.booking);
  const [countdownEnded, setExpired] = useState(false);
  // The countdown reached zero, or the server said the hold is over (the page's data, a refused save).
  const expired = countdownEnded || booking?.status === "expired";
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // New page data (after the hold is taken the page's data is loaded again) brings a newer booking.
  useEffect(() => {
    setBookingState(data.booking);
    setExpired(false);
  }, [data.booking]);

  const asked = new URLSearchParams(location.search).get(STEP_PARAM);
  // Without ?steg= the server's step (the contract path's is sign), as far as the booking allows.
  const step = allowedStep(data.steps, booking, asked ?? data.step);

  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the heading takes focus when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goTo = useCallback(
    (next: BuyStep) => {
      const params = new URLSearchParams(location.search);
      params.set(STEP_PARAM, next);
      params.delete("objekt");
      navigate({ pathname: location.pathname, search: `?${params}` }, { preventScrollReset: true });
    },
    [location.pathname, location.search, navigate],
  );

  const completeStep = useCallback(
    (done: BuyStep, next: BuyStep) => {
      setBookingState((current) =>
        current && !current.completedSteps.includes(done)
          ? { ...current, completedSteps: [...current.completedSteps, done] }
          : current,
      );
      goTo(next);
    },
    [goTo],
  );

  const onExpire = useCallback(() => {
    setExpired(true);
    // Reading the hold lets the server end it at once (the expiry job would within a minute).
    if (booking) {
      void fetch(`/api/buyresidence/buyresidenceexpire/${booking.id}`, { credentials: "same-origin" }).catch(() => {});
    }
  }, [booking]);

  async function cancelBooking() {
    setCancelling(true);
    try {
      const response = await fetch("/api/buyresidence/removebuyresidenceexpire", { credentials: "same-origin" });
      if (!response.ok) throw new Error(String(response.status));
      window.location.assign(data.object?.objectUrl ?? site.urls.searchHomes ?? "/");
    } catch {
      setCancelling(false);
      setConfirmCancel(false);
      showToast({ tone: "error", message: t("buyResidence.generalError"), fallback: "generic" });
    }
  }

  const value = useMemo<BuyFlowContextValue>(
    () => ({
      data,
      booking,
      step,
      expired,
      setBooking: setBookingState,
      completeStep,
      goTo,
      cancel: () => setConfirmCancel(true),
    }),
    [data, booking, step, expired, completeStep, goTo],
  );

  const Step = STEP_COMPONENTS[step];
  const index = data.steps.indexOf(step);
  const previous = index > 1 ? data.steps[index - 1] : undefined;
  const held = booking?.status === "held" && booking.holdExpiresAt !== null;
  const completed = booking?.completedSteps ?? [];

  return (
    <BuyFlowContext.Provider value={value}>
      <div className={styles.flow}>
        <nav aria-label={t("buyResidence.progress.label")}>
          <ol className={styles.progress}>
            {data.steps.map((name, position) => {
              const label = t("buyResidence.progress.step", {
                number: position + 1,
                name: t(`buyResidence.steps.${name}`),
              });
              const reachable = name !== step && completed.includes(name) && name !== "start-booking" && !expired;
              return (
                <li
                  key={name}
                  className={`${styles.progressItem} ${name === step ? styles.current : ""} ${completed.includes(name) ? styles.done : ""}`}
                  aria-current={name === step ? "step" : undefined}
                >
                  {reachable ? (
                    <a
                      href={`?${STEP_PARAM}=${name}`}
                      onClick={(event) => {
                        event.preventDefault();
                        goTo(name);
                      }}
                    >
                      {label}
                    </a>
                  ) : (
                    <span>{label}</span>
                  )}
                  {completed.includes(name) && (
                    <span className="visually-hidden"> ({t("buyResidence.progress.completed")})</span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>

        {held && booking?.holdExpiresAt && !expired && (
          <HoldCountdown holdExpiresAt={booking.holdExpiresAt} serverNow={booking.serverNow} onExpire={onExpire} />
        )}

        <section className={styles.step} aria-labelledby="buy-step-heading">
          <h2 id="buy-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {t(`buyResidence.steps.${step}`)}
          </h2>
          {expired ? (
            <ExpiredNotice objectUrl={data.object?.objectUrl ?? null} />
          ) : (
            <Suspense fallback={<p role="status">{t("buyResidence.loading")}</p>}>
              <Step />
            </Suspense>
          )}
        </section>

        {booking && !expired && step !== "start-booking" && step !== "done" && (
          <div className={formStyles.actions}>
            {previous && (
              <button type="button" className={formStyles.secondaryButton} onClick={() => goTo(previous)}>
                {t("buyResidence.back")}
              </button>
            )}
            <button type="button" className={formStyles.linkButton} onClick={() => setConfirmCancel(true)}>
              {t("buyResidence.cancel.open")}
            </button>
          </div>
        )}
      </div>

      <Dialog open={confirmCancel} onClose={() => setConfirmCancel(false)} title={t("buyResidence.cancel.title")}>
        <p>{t("buyResidence.cancel.text")}</p>
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.button} disabled={cancelling} onClick={cancelBooking}>
            {t("buyResidence.cancel.confirm")}
          </button>
          <button type="button" className={formStyles.secondaryButton} onClick={() => setConfirmCancel(false)}>
            {t("buyResidence.cancel.keep")}
          </button>
        </div>
      </Dialog>
    </BuyFlowContext.Provider>
  );
}

/** The hold ran out: the home is free for others again; the way back to it and to search. */
export function ExpiredNotice({ objectUrl }: { objectUrl: string | null }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <div role="alert" className={styles.expired}>
      <p>{t("buyResidence.expired.text")}</p>
      <ul className={styles.links}>
        {objectUrl && (
          <li>
            <a href={objectUrl}>{t("buyResidence.expired.toHome")}</a>
          </li>
        )}
        {site.urls.searchHomes && (
          <li>
            <a href={site.urls.searchHomes}>{t("buyResidence.expired.toSearch")}</a>
          </li>
        )}
      </ul>
    </div>
  );
}
