import { useState } from "react";
import { useLocation } from "react-router";
import { type ApiAnswer, type EidCalls, EidProgress, useEidAttempt } from "~/features/account/entries/eid-attempt";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import formStyles from "~/ui/form/form.module.css";
import { requestJson } from "~/ui/query/request-error";

type IdType = "bank_id" | "eident" | "signicat";

/** The e-ID of the site's country (BankID in Sweden, e-ident in Norway, the identity service in Finland). */
export function bookingIdTypeOf(site: string): IdType {
  return site === "no" ? "eident" : site === "fi" ? "signicat" : "bank_id";
}

async function postJson<T>(url: string, body: unknown): Promise<ApiAnswer<T>> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, status: response.status, body: (await response.json().catch(() => null)) as T | null };
}

/**
 * The booking's own start (`POST /api/booking/{idType}/start`, which verifies the logged-in
 * buyer's identity as the account's update does); the polls and the cancel are the account's.
 */
const BOOKING_EID_CALLS: EidCalls = {
  start: (_segment, idType, body) =>
    postJson(`/api/booking/${idType}/start`, { returnUrl: body.returnUrl ?? "/", environment: "web" }),
  poll: (_segment, idType, poolingId, _board, signal) =>
    requestJson(`/api/account_service/update/${idType}/status/${encodeURIComponent(poolingId)}`, { signal }),
  cancel: (idType, poolingId) =>
    postJson(`/api/account_service/login/${idType}/cancel/${encodeURIComponent(poolingId)}`, {}),
};

/**
 * A logged-in buyer without a proven identity proves it with the country's e-ID before booking
 * (booking needs it: the agreement is signed in their name). Done, the page loads again and
 * offers "Start booking".
 */
export function IdentifyWithEid() {
  const { t } = useTranslation();
  const site = useSite();
  const location = useLocation();
  const [message, setMessage] = useState<string | null>(null);
  const attempt = useEidAttempt((outcome) => {
    if (outcome.status === "Ok") window.location.reload();
    else setMessage(outcome.message ?? t("buyResidence.generalError"));
  }, BOOKING_EID_CALLS);

  if (attempt.state.phase !== "idle") return <EidProgress state={attempt.state} onCancel={attempt.cancel} />;
  return (
    <div>
      <p>{t("buyResidence.start.identifyText")}</p>
      {message && (
        <p className={formStyles.formError} role="alert">
          {message}
        </p>
      )}
      <div className={formStyles.actions}>
        <button
          type="button"
          className={formStyles.button}
          onClick={() => {
            setMessage(null);
            void attempt.start("update", bookingIdTypeOf(site.site), {
              returnUrl: `${location.pathname}${location.search}`,
            });
          }}
        >
          {t("buyResidence.start.identify")}
        </button>
      </div>
    </div>
  );
}
