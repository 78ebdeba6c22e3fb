import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import formStyles from "~/ui/form/form.module.css";
import { useBuyFlow } from "../buy-flow-context";
import { completeBooking } from "../signing-client";

type Phase = { kind: "completing" } | { kind: "refused"; code?: string; message: string };

/**
 * The buy flow's last step (issue 18): completebooking, then the success page. A refusal says why
 * and leads back (an unpaid fee to the payment step, an unsigned agreement to the sign step);
 * anything else is the general message (spec 001 section 8) with a retry.
 */
export function DoneStep() {
  const { t } = useTranslation();
  const { goTo, data, booking } = useBuyFlow();
  const [phase, setPhase] = useState<Phase>({ kind: "completing" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per attempt (retry bumps it)
  useEffect(() => {
    let live = true;
    setPhase({ kind: "completing" });
    void completeBooking().then((answer) => {
      if (!live) return;
      if (answer.ok) {
        window.location.assign(answer.value.redirectTo);
        return;
      }
      setPhase({ kind: "refused", code: answer.code, message: answer.message ?? t("buyResidence.generalError") });
    });
    return () => {
      live = false;
    };
  }, [attempt, booking?.id]);

  if (phase.kind === "completing") return <p role="status">{t("buySign.done.completing")}</p>;
  const back =
    phase.code === "notPaid" && data.steps.includes("payment")
      ? ("payment" as const)
      : phase.code === "notSigned"
        ? ("sign" as const)
        : undefined;
  return (
    <>
      <p className={formStyles.formError} role="alert">
        {phase.message}
      </p>
      <div className={formStyles.actions}>
        {back ? (
          <button type="button" className={formStyles.button} onClick={() => goTo(back)}>
            {t(back === "payment" ? "buySign.done.toPayment" : "buySign.done.toSign")}
          </button>
        ) : (
          <button type="button" className={formStyles.button} onClick={() => setAttempt((count) => count + 1)}>
            {t("buySign.done.retry")}
          </button>
        )}
      </div>
    </>
  );
}
