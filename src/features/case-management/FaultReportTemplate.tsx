import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Blocks } from "~/features/content";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import templateStyles from "~/templates/templates.module.css";
import { Dialog } from "~/ui/Dialog";
import formStyles from "~/ui/form/form.module.css";
import styles from "./fault-report-page.module.css";
import type { WizardFlow } from "./wizard/flows";

/** The wizard is its own chunk: it loads when it is opened, never on other pages. */
const FaultReportWizard = lazy(() =>
  import("./wizard/FaultReportWizard").then((module) => ({ default: module.FaultReportWizard })),
);
const BankIdVerify = lazy(() =>
  import("~/features/account/entries/bankid-verify").then((module) => ({ default: module.BankIdVerify })),
);

/** A case login opens the wizard once per tab: closing it leaves the page as it is on a reload. */
const AUTO_OPENED = "faultReportAutoOpened";
/** After the BankID verification the page reloads (the session now has a proven identity) and opens the wizard. */
const OPEN_PARAM = "felanmalan";

/**
 * The fault-report contact page (spec 001 sections 2, 4 and 6): the page's content and the ways
 * to report: as a resident (log in with the case login; without a proven identity the BankID
 * verification first), as a board member (the board case login; with or without technical
 * management), and without login (a board member of an association without management). The
 * wizard opens as a modal.
 */
export function FaultReportTemplate({ vm }: TemplateProps<"faultReport">) {
  const { t } = useTranslation();
  const site = useSite();
  const content = vm.viewModel;
  const data = content.data;
  const reporter = data.reporter;
  const [open, setOpen] = useState<WizardFlow | null>(null);
  const [verifying, setVerifying] = useState(false);
  const residentFlow = data.flows.find((flow) => flow === "resident" || flow === "norwayResident");
  const boardFlow = data.flows.find((flow) => flow === "board");
  const noManagementFlow = data.flows.find((flow) => flow === "boardNoManagement" || flow === "norwayBoard");
  const needsVerification = Boolean(reporter && !reporter.board && !reporter.verified);

  // After a case login (or the verification's reload) the wizard opens by itself.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const asked = query.has(OPEN_PARAM);
    if (asked) {
      query.delete(OPEN_PARAM);
      const rest = query.toString();
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${rest ? `?${rest}` : ""}`);
    }
    if (!reporter?.caseLogin && !asked) return;
    if (!asked && window.sessionStorage.getItem(AUTO_OPENED)) return;
    window.sessionStorage.setItem(AUTO_OPENED, "1");
    if (reporter && !reporter.board && !reporter.verified) {
      setVerifying(true);
      return;
    }
    const first = data.flows[0];
    if (first && (!reporter?.board || first !== noManagementFlow || data.association === null)) setOpen(first);
  }, [reporter, data.flows, data.association, noManagementFlow]);

  function startResident() {
    if (!residentFlow) return;
    if (needsVerification) setVerifying(true);
    else setOpen(residentFlow);
  }

  return (
    <article className={templateStyles.container}>
      <header className={templateStyles.pageHeader}>
        <h1>{content.title}</h1>
        {content.summary && <p className={templateStyles.lead}>{content.summary}</p>}
      </header>
      <Blocks content={content} />

      <section className={styles.ways} aria-labelledby="fault-report-ways">
        <h2 id="fault-report-ways">{t("faultReport.page.waysTitle")}</h2>

        {!reporter?.board && (
          <div className={styles.way}>
            <h3>{t("faultReport.page.residentTitle")}</h3>
            <p>{t("faultReport.page.residentText")}</p>
            {!reporter ? (
              <Link className={formStyles.button} to={{ search: "", hash: "#open-case" }}>
                {t("faultReport.page.residentLogin")}
              </Link>
            ) : (
              <button type="button" className={formStyles.button} onClick={startResident}>
                {t("faultReport.page.start")}
              </button>
            )}
          </div>
        )}

        {(!reporter || reporter.board) && (
          <div className={styles.way}>
            <h3>{t("faultReport.page.boardTitle")}</h3>
            {!reporter && (
              <>
                <p>{t("faultReport.page.boardText")}</p>
                <Link className={formStyles.button} to={{ search: "", hash: "#open-board-case" }}>
                  {t("faultReport.page.boardLogin")}
                </Link>
              </>
            )}
            {reporter?.board && boardFlow && data.association && (
              <>
                <p>{t("faultReport.page.boardWithManagement", { name: data.association.name })}</p>
                <button type="button" className={formStyles.button} onClick={() => setOpen(boardFlow)}>
                  {t("faultReport.page.start")}
                </button>
              </>
            )}
            {reporter?.board && !boardFlow && noManagementFlow && (
              <>
                <p>
                  {data.association
                    ? t("faultReport.page.boardWithoutManagement", { name: data.association.name })
                    : t("faultReport.page.noManagementText")}
                </p>
                <div className={formStyles.actions}>
                  <button type="button" className={formStyles.button} onClick={() => setOpen(noManagementFlow)}>
                    {t("faultReport.page.continueWithoutManagement")}
                  </button>
                  {site.urls.login && (
                    <a className={formStyles.secondaryButton} href={site.urls.login}>
                      {t("faultReport.page.loginPrivate")}
                    </a>
                  )}
                </div>
              </>
            )}
          </div>
        )}

        {!reporter && noManagementFlow && (
          <div className={styles.way}>
            <h3>{t("faultReport.page.noManagementTitle")}</h3>
            <p>{t("faultReport.page.noManagementText")}</p>
            <button type="button" className={formStyles.button} onClick={() => setOpen(noManagementFlow)}>
              {t("faultReport.page.startWithoutLogin")}
            </button>
          </div>
        )}
      </section>

      {verifying && (
        <Dialog open onClose={() => setVerifying(false)} title={t("faultReport.page.verifyDialogTitle")}>
          <Suspense fallback={<p role="status">{t("faultReport.loading")}</p>}>
            <BankIdVerify
              caseLogin
              onDone={() => {
                // The session's identity is proven now: the page's data says so after a reload.
                const url = new URL(window.location.href);
                url.searchParams.set(OPEN_PARAM, "1");
                window.location.assign(url.toString());
              }}
              onClose={() => window.location.reload()}
            />
          </Suspense>
        </Dialog>
      )}

      {open && (
        <Suspense fallback={null}>
          <FaultReportWizard
            flow={open}
            reporter={
              open === "boardNoManagement" || open === "norwayBoard"
                ? reporter && { ...reporter, firstName: reporter.firstName, lastName: reporter.lastName }
                : reporter
            }
            association={data.association}
            errandsHref={data.errandsHref}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </article>
  );
}
