import { useCallback, useEffect, useMemo, useState } from "react";
import { EidProgress, useEidAttempt } from "~/features/account/entries/eid-attempt";
import { signingCalls } from "~/features/documents/entries/signing-calls";
import type { DocumentDetail } from "~/features/documents/schema";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { Dialog } from "~/ui/Dialog";
import formStyles from "~/ui/form/form.module.css";
import { useBuyFlow } from "../buy-flow-context";
import { agreementOf, confirmSigned, signContract } from "../signing-client";
import styles from "./sign-step.module.css";

const SIGN_LABELS = {
  bank_id: "buySign.sign.withBankId",
  eident: "buySign.sign.withEident",
  signicat: "buySign.sign.withSignicat",
} as const;

type Phase =
  | { kind: "preparing" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; agreement: DocumentDetail }
  | { kind: "confirming"; agreement: DocumentDetail };

/** What Norway's and Finland's identity providers say with the hash when they send the buyer back. */
function returnHash(): "signed" | "signfailed" | "signcancelled" | null {
  if (typeof window === "undefined") return null;
  const hash = window.location.hash.slice(1);
  return hash === "signed" || hash === "signfailed" || hash === "signcancelled" ? hash : null;
}

/**
 * The buy flow's sign step (issue 18, decision 048): the booking agreement is made for the held
 * booking (signcontract), the page shows exactly what is signed ("Det här signerar du", as on the
 * documents page) with the agreement's PDF, and the buyer signs with the site's e-ID through the
 * documents service (decision 032): BankID in a dialog with its QR code, Norway's and Finland's
 * e-ID at their provider, which sends the browser back here with #signed, #signfailed or
 * #signcancelled. Once the signature is recorded the booking is marked signed and the flow goes on.
 */
export function SignStep() {
  const { t } = useTranslation();
  const site = useSite();
  const { expired, completeStep, booking } = useBuyFlow();
  const [phase, setPhase] = useState<Phase>({ kind: "preparing" });
  const [message, setMessage] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const general = t("buyResidence.generalError");

  const finish = useCallback(
    async (agreement: DocumentDetail) => {
      setPhase({ kind: "confirming", agreement });
      const answer = await confirmSigned();
      if (answer.ok) {
        completeStep("sign", answer.value.next);
        return;
      }
      setPhase({ kind: "ready", agreement });
      setMessage(answer.message ?? general);
    },
    [completeStep, general],
  );

  // The agreement of this booking (made on the first visit), then what the provider's return says.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per booking; finish and t are stable enough for this
  useEffect(() => {
    let live = true;
    void (async () => {
      const made = await signContract();
      if (!live) return;
      if (!made.ok) {
        setPhase({ kind: "failed", message: made.message ?? general });
        return;
      }
      const agreement = await agreementOf(made.value);
      if (!live) return;
      if (!agreement.ok) {
        setPhase({ kind: "failed", message: agreement.message ?? general });
        return;
      }
      setPhase({ kind: "ready", agreement: agreement.value });
      const back = returnHash();
      if (back)
        window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      if (back === "signfailed") setMessage(t("buySign.sign.failed"));
      else if (back === "signcancelled") setMessage(t("buySign.sign.cancelled"));
      else if (back === "signed" || agreement.value.doneByYou) await finish(agreement.value);
    })();
    return () => {
      live = false;
    };
  }, [booking?.id]);

  if (phase.kind === "preparing") return <p role="status">{t("buySign.sign.preparing")}</p>;
  if (phase.kind === "failed") {
    return (
      <p className={formStyles.formError} role="alert">
        {phase.message}
      </p>
    );
  }
  const { agreement } = phase;
  return (
    <div className={styles.sign}>
      <p>{t("buySign.sign.intro")}</p>
      <section className={styles.signText} aria-labelledby="sign-text-heading">
        <h3 id="sign-text-heading">{t("buySign.sign.textToSign")}</h3>
        <p>{agreement.signText}</p>
      </section>
      {agreement.downloadUrl && (
        <p>
          <a href={agreement.downloadUrl} download>
            {t("buySign.sign.download")}
          </a>
        </p>
      )}
      {message && (
        <p className={formStyles.formError} role="alert">
          {message}
        </p>
      )}
      {phase.kind === "confirming" ? (
        <p role="status">{t("buySign.sign.confirming")}</p>
      ) : agreement.needsIdentity ? (
        <p className={formStyles.formError} role="alert">
          {t("buySign.sign.needsIdentity")}{" "}
          {site.urls.mySettings && <a href={site.urls.mySettings}>{t("buySign.sign.activate")}</a>}
        </p>
      ) : agreement.method === "approve" ? null : (
        <SignButton
          agreement={agreement}
          method={agreement.method}
          disabled={expired}
          open={open}
          setOpen={setOpen}
          onSigned={() => finish(agreement)}
          onFailed={(text) => setMessage(text)}
          onStart={() => setMessage(null)}
          returnPath={site.urls.signAgreement}
        />
      )}
    </div>
  );
}

function SignButton(props: {
  agreement: DocumentDetail;
  method: keyof typeof SIGN_LABELS;
  disabled: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  onSigned: () => void;
  onFailed: (message: string) => void;
  onStart: () => void;
  returnPath: string | undefined;
}) {
  const { t } = useTranslation();
  const { agreement, method, open, setOpen, onSigned, onFailed } = props;
  const calls = useMemo(
    () => signingCalls(agreement.id, { returnPath: props.returnPath }),
    [agreement.id, props.returnPath],
  );
  const attempt = useEidAttempt((outcome) => {
    setOpen(false);
    // BankID's Ok names the documents page's receipt: the buy flow goes on instead.
    if (outcome.status === "Ok") onSigned();
    else
      onFailed(
        outcome.status === "Cancelled" ? t("buySign.sign.cancelled") : (outcome.message ?? t("buySign.sign.failed")),
      );
  }, calls);
  function start() {
    props.onStart();
    // BankID polls in the dialog; Norway's and Finland's e-IDs send the browser to their provider.
    if (method === "bank_id") setOpen(true);
    void attempt.start("update", method, {});
  }
  async function close() {
    await attempt.cancel();
    setOpen(false);
  }
  return (
    <>
      <div className={formStyles.actions}>
        <button
          type="button"
          className={formStyles.button}
          onClick={start}
          disabled={props.disabled || attempt.state.phase !== "idle"}
        >
          {t(SIGN_LABELS[method])}
        </button>
      </div>
      <Dialog open={open} onClose={close} title={t("buySign.sign.dialogTitle")} closeLabel={t("buySign.sign.cancel")}>
        <p className={styles.dialogText}>{agreement.signText}</p>
        {attempt.state.phase !== "idle" && <EidProgress state={attempt.state} onCancel={close} />}
      </Dialog>
    </>
  );
}
