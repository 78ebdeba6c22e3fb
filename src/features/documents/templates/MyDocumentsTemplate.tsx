import { useEffect, useMemo, useState } from "react";
import { EidProgress, useEidAttempt } from "~/features/account/entries/eid-attempt";
import { MyPagesLayout } from "~/features/my-pages";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { Dialog } from "~/ui/Dialog";
import formStyles from "~/ui/form/form.module.css";
import { approveDocument, signingCalls } from "../components/documents-client";
import { documentPagePath } from "../document-paths";
import styles from "../documents.module.css";
import type { DocumentDetail, DocumentSummary } from "../schema";

type Data = TemplateProps<"myDocuments">["vm"]["viewModel"]["data"];

/**
 * Template "myDocuments" (My Pages, menu key "myAgreements"): the user's documents with their
 * status and what each buyer has done; one document (`?dokument=<id>`) with the text to sign and
 * its sign or approve action; and its receipt (`&klart=1`). The sub-pages differ by query only,
 * which the page route does not fetch anew on a client navigation: their links load the page.
 */
export function MyDocumentsTemplate({ vm }: TemplateProps<"myDocuments">) {
  const { t } = useTranslation();
  const site = useSite();
  const data = vm.viewModel.data;
  const document = data.document;
  const base = site.urls.myAgreements ?? "";
  const heading = document ? t(`documents.kind.${document.kind}`) : undefined;
  return (
    <MyPagesLayout vm={vm} menu={data.menu} heading={heading}>
      {data.view === "list" || !document ? (
        <DocumentList documents={data.documents} base={base} />
      ) : data.view === "done" ? (
        <Receipt document={document} base={base} />
      ) : (
        <DocumentAction document={document} data={data} base={base} />
      )}
    </MyPagesLayout>
  );
}

function StatusBadge({ status }: { status: DocumentSummary["status"] }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${status === "done" ? styles.done : styles.pending}`}>
      <span aria-hidden="true">{status === "done" ? "✓" : "●"}</span>
      <span>{t(`documents.status.${status}`)}</span>
    </span>
  );
}

function Buyers({ document }: { document: DocumentSummary }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <ul className={styles.buyers} aria-label={t("documents.list.buyers")}>
      {document.buyers.map((buyer) => {
        const name = buyer.you ? `${buyer.name} (${t("documents.list.you")})` : buyer.name;
        return (
          <li key={buyer.name + String(buyer.you)}>
            {buyer.doneAt
              ? t("documents.list.doneBy", { name, date: formatDate(buyer.doneAt, site.language) })
              : t("documents.list.waitingFor", { name })}
          </li>
        );
      })}
    </ul>
  );
}

function DocumentList({ documents, base }: { documents: DocumentSummary[]; base: string }) {
  const { t } = useTranslation();
  if (documents.length === 0) return <p>{t("documents.list.empty")}</p>;
  return (
    <>
      <p className={styles.intro}>{t("documents.list.intro")}</p>
      <ul className={styles.list}>
        {documents.map((document) => {
          const name = t(`documents.kind.${document.kind}`);
          return (
            <li key={document.id} className={styles.card}>
              <div className={styles.cardHead}>
                <h2>{name}</h2>
                <StatusBadge status={document.status} />
              </div>
              <p className={styles.home}>
                {document.home} · {t(`documents.action.${document.action}`)}
                {document.status === "pending" && !document.doneByYou ? ` · ${t("documents.list.waitingForYou")}` : ""}
              </p>
              <Buyers document={document} />
              <div className={styles.links}>
                <a href={documentPagePath(base, document.id)} data-reload="">
                  {t("documents.list.open", { document: name.toLowerCase() })}
                </a>
                {document.downloadUrl && (
                  <a href={document.downloadUrl} download>
                    {t("documents.list.download")}
                    <span className="visually-hidden"> ({name})</span>
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function DocumentAction({ document, data, base }: { document: DocumentDetail; data: Data; base: string }) {
  const { t } = useTranslation();
  const name = t(`documents.kind.${document.kind}`);
  return (
    <>
      <p>
        <a href={base} data-reload="">
          {t("documents.actionPage.back")}
        </a>
      </p>
      <div className={styles.cardHead}>
        <p className={styles.home}>
          {document.home} · {t(`documents.action.${document.action}`)}
        </p>
        <StatusBadge status={document.status} />
      </div>
      <Buyers document={document} />
      <section className={styles.section} aria-labelledby="sign-text-heading">
        <h2 id="sign-text-heading">
          {t(document.action === "sign" ? "documents.actionPage.textToSign" : "documents.actionPage.textToApprove")}
        </h2>
        <p className={styles.signText}>{document.signText}</p>
      </section>
      {document.downloadUrl && (
        <p>
          <a href={document.downloadUrl} download>
            {t("documents.list.download")}
          </a>
        </p>
      )}
      {document.doneByYou ? (
        <p className={styles.notice}>
          {t("documents.actionPage.alreadyDone")}{" "}
          <a href={documentPagePath(base, document.id, true)} data-reload="">
            {t("documents.done.title")}
          </a>
        </p>
      ) : document.method === "approve" ? (
        <Approve document={document} name={name} />
      ) : document.needsIdentity ? (
        <p className={styles.notice}>
          {t("documents.actionPage.needsIdentity")}{" "}
          {data.settingsHref && <a href={data.settingsHref}>{t("documents.actionPage.activate")}</a>}
        </p>
      ) : (
        <Sign document={document} name={name} />
      )}
    </>
  );
}

function Approve({ document, name }: { document: DocumentDetail; name: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function approve() {
    setBusy(true);
    try {
      const answer = await approveDocument(document.id);
      if (answer.ok && answer.body) window.location.assign(answer.body.redirectTo);
      else setBusy(false);
    } catch {
      setBusy(false);
    }
  }
  return (
    <>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.button} onClick={() => setConfirming(true)}>
          {t("documents.actionPage.approve")}
        </button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("documents.actionPage.confirmApprove", { document: name.toLowerCase() })}
        closeLabel={t("documents.actionPage.cancel")}
      >
        <p>{document.signText}</p>
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.button} onClick={approve} disabled={busy} aria-busy={busy}>
            {t("documents.actionPage.confirm")}
          </button>
          <button type="button" className={formStyles.secondaryButton} onClick={() => setConfirming(false)}>
            {t("documents.actionPage.cancel")}
          </button>
        </div>
      </Dialog>
    </>
  );
}

const SIGN_LABELS = {
  bank_id: "documents.actionPage.signWithBankId",
  eident: "documents.actionPage.signWithEident",
  signicat: "documents.actionPage.signWithSignicat",
} as const;

function Sign({ document, name }: { document: DocumentDetail; name: string }) {
  const { t } = useTranslation();
  const calls = useMemo(() => signingCalls(document.id), [document.id]);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const attempt = useEidAttempt((outcome) => {
    if (outcome.status === "Ok" && outcome.redirectTo) {
      window.location.assign(outcome.redirectTo);
      return;
    }
    setOpen(false);
    // An auth error has been told as an error toast already; the page says it in place too.
    setMessage(outcome.message ?? t("errors.somethingWentWrong"));
  }, calls);
  // Back from Norway's or Finland's identity provider without a signature: say why.
  useEffect(() => {
    const hash = window.location.hash;
    if (hash === "#signfailed") setMessage(t("documents.signStatus.Error"));
    else if (hash === "#signcancelled") setMessage(t("documents.signStatus.Cancelled"));
  }, [t]);
  if (document.method === "approve") return null;
  const method = document.method;
  function start() {
    setMessage(null);
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
      {message && (
        <p className={formStyles.formError} role="alert">
          {message}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.button} onClick={start} disabled={attempt.state.phase !== "idle"}>
          {t(SIGN_LABELS[method])}
        </button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        title={t("documents.actionPage.signDialogTitle", { document: name.toLowerCase() })}
        closeLabel={t("documents.actionPage.cancel")}
      >
        <p className={styles.signText}>{document.signText}</p>
        {attempt.state.phase !== "idle" && <EidProgress state={attempt.state} onCancel={close} />}
      </Dialog>
    </>
  );
}

function Receipt({ document, base }: { document: DocumentDetail; base: string }) {
  const { t } = useTranslation();
  const name = t(`documents.kind.${document.kind}`).toLowerCase();
  return (
    <section className={styles.section} aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">{t("documents.done.title")}</h2>
      <p role="status">
        {t(document.action === "sign" ? "documents.done.signed" : "documents.done.approved", { document: name })}
      </p>
      <div className={styles.cardHead}>
        <p className={styles.home}>{document.home}</p>
        <StatusBadge status={document.status} />
      </div>
      <p>{t(document.status === "done" ? "documents.done.allDone" : "documents.done.othersWaiting")}</p>
      <Buyers document={document} />
      <div className={styles.links}>
        {document.downloadUrl && (
          <a href={document.downloadUrl} download>
            {t("documents.list.download")}
          </a>
        )}
        <a href={base} data-reload="">
          {t("documents.done.back")}
        </a>
      </div>
    </section>
  );
}
