import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { FormError } from "~/ui/form/FormError";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { idTypeOf, type LoginKind } from "../login-kinds";
import { ForgotPasswordForm } from "../pages/ForgotPasswordForm";
import type { LoginResponse } from "../schema";
import styles from "./account.module.css";
import { BankIdVerify } from "./BankIdVerify";
import { ChooseAssociation } from "./ChooseAssociation";
import { EidProgress } from "./EidProgress";
import { type LoginStep, loginStep, registerWithEidUrl } from "./login-outcome";
import { useEidAttempt } from "./use-eid-attempt";

/** The shared schema loads when the form is first used, not with every page's login panel (decision 026). */
const loadEmailLoginSchema = () => import("../schema").then((module) => module.EmailLoginRequestSchema);

export type LoginTab = "private" | "board";
type View = "eid" | "email" | "reset";

export interface LoginPanelProps {
  initialTab?: LoginTab;
  /** A case login (fault report): kinds privateCase / boardMemberCase. */
  caseLogin?: boolean;
  /** Hide the private/board toggle (login-form-case-management-private). */
  hideTabs?: boolean;
  /** Where to return after login (the referrer query parameter). */
  referrer?: string | null;
  /** Resume an e-ID attempt the identity provider sent the browser back from. */
  resume?: { poolingId: string; board: boolean };
  /** Called after a completed case verification ("Fortsätt med felanmälan") or to close a modal. */
  onClose?: () => void;
}

function kindOf(tab: LoginTab, caseLogin: boolean): LoginKind {
  if (tab === "board") return caseLogin ? "boardMemberCase" : "boardMember";
  return caseLogin ? "privateCase" : "private";
}

/**
 * The login form (spec 000 section 2): tabs "Mina sidor" and "Styrelseportal", each with an
 * e-ID view, an e-mail view and a password-reset view (a form, then a confirmation). Used by
 * the login page and the login modal.
 */
export function LoginPanel({
  initialTab = "private",
  caseLogin = false,
  hideTabs = false,
  referrer,
  resume,
  onClose,
}: LoginPanelProps) {
  const { t } = useTranslation();
  const site = useSite();
  const idType = idTypeOf(site.site);
  const [tab, setTab] = useState<LoginTab>(resume?.board ? "board" : initialTab);
  const [view, setView] = useState<View>("eid");
  const [step, setStep] = useState<LoginStep | null>(null);
  const loginKind = kindOf(tab, caseLogin);
  const headingRef = useRef<HTMLHeadingElement>(null);

  function handle(response: LoginResponse, poolingId?: string) {
    const next = loginStep(site, response, referrer, poolingId);
    if (next.kind === "go") {
      // A full load: the header and every cached piece of the page must see the new session.
      window.location.assign(next.to);
      return;
    }
    setStep(next);
  }

  const eid = useEidAttempt((outcome, poolingId) => handle(outcome, poolingId));
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    eid.resume("login", idType, resume.poolingId, resume.board);
  }, [resume, eid, idType]);

  useEffect(() => {
    if (view !== "eid") headingRef.current?.focus();
  }, [view]);

  const email = useJsonForm({
    initial: { email: "", password: "" },
    schema: loadEmailLoginSchema,
    url: "/api/account_service/login/email",
    extra: { loginKind, siteId: site.siteId },
    onSuccess: (body, refuse) => {
      const response = body as LoginResponse;
      const next = loginStep(site, response, referrer);
      // A refused login (a wrong password, throttling) is the form's error: a toast, and beside the button.
      if (next.kind === "message" && next.tone === "error") {
        setStep(null);
        refuse(next.text || t("errors.somethingWentWrong"));
        return;
      }
      handle(response);
    },
  });

  if (step?.kind === "chooseAssociation") {
    return (
      <ChooseAssociation
        brf={step.brf}
        onChosen={(response) => handle(response)}
        onCancelled={() => {
          setStep(null);
          onClose?.();
        }}
      />
    );
  }
  if (step?.kind === "verify") {
    return (
      <BankIdVerify
        caseLogin={caseLogin}
        onDone={() => window.location.assign(safeNext())}
        onClose={() => window.location.assign(safeNext())}
      />
    );
  }

  function safeNext() {
    const next = loginStep(site, { status: "Ok" }, referrer);
    return next.kind === "go" ? next.to : "/";
  }

  const tabs: LoginTab[] = ["private", "board"];
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = tab === "private" ? "board" : "private";
    setTab(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  }

  // An e-ID error was told as an error toast (use-eid-attempt), which announces it; here it stays
  // in place, quietly. A next step (register instead, report without management) is announced here.
  const message =
    step?.kind === "message" ? (
      <div
        className={step.tone === "error" ? styles.alert : styles.notice}
        role={step.tone === "error" ? undefined : "status"}
      >
        <p>{step.text}</p>
        {step.faultReportLink && site.urls.faultReportContact && (
          <p>
            <a href={site.urls.faultReportContact}>{t("account.login.faultReportWithoutManagement")}</a>
          </p>
        )}
        {step.registerPoolingId && site.urls.register && (
          <p>
            <a href={registerWithEidUrl(site, step.registerPoolingId)}>{t("account.login.createAccountWithEid")}</a>
          </p>
        )}
      </div>
    ) : null;

  const eidBusy = eid.state.phase !== "idle";
  const body = (
    <div className={styles.view}>
      {message}
      {view === "eid" &&
        (eidBusy ? (
          <EidProgress state={eid.state} onCancel={eid.cancel} />
        ) : (
          <>
            <p>{t(`account.login.eidIntro.${idType}`)}</p>
            <button
              type="button"
              className={`${formStyles.button} ${styles.wide}`}
              onClick={() => {
                setStep(null);
                void eid.start("login", idType, { loginKind, returnUrl: referrer ?? undefined });
              }}
            >
              {t(`account.login.eidButton.${idType}`)}
            </button>
            <p className={styles.switchView}>
              <button type="button" className={formStyles.linkButton} onClick={() => setView("email")}>
                {t("account.login.useEmail")}
              </button>
            </p>
          </>
        ))}
      {view === "email" && (
        <form className={formStyles.form} noValidate onSubmit={email.onSubmit} ref={email.formRef}>
          <h3 ref={headingRef} tabIndex={-1} className={styles.viewHeading}>
            {t("account.login.emailHeading")}
          </h3>
          <FormField id={`login-email-${tab}`} label={t("account.login.email")} required error={email.errors.email}>
            <input
              type="email"
              name="email"
              autoComplete="username"
              value={String(email.values.email)}
              onChange={(event) => email.setValue("email", event.target.value)}
            />
          </FormField>
          <FormField
            id={`login-password-${tab}`}
            label={t("account.login.password")}
            required
            error={email.errors.password}
          >
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              value={String(email.values.password)}
              onChange={(event) => email.setValue("password", event.target.value)}
            />
          </FormField>
          <FormError message={email.formError} />
          <div className={formStyles.actions}>
            <button type="submit" className={formStyles.button} disabled={email.sending}>
              {email.sending ? t("account.login.sending") : t("account.login.submit")}
            </button>
            <button type="button" className={formStyles.linkButton} onClick={() => setView("reset")}>
              {t("account.login.forgotPassword")}
            </button>
          </div>
          <p className={styles.switchView}>
            <button type="button" className={formStyles.linkButton} onClick={() => setView("eid")}>
              {t(`account.login.useEid.${idType}`)}
            </button>
          </p>
        </form>
      )}
      {view === "reset" && (
        <ForgotPasswordForm
          heading={
            <h3 ref={headingRef} tabIndex={-1} className={styles.viewHeading}>
              {t("account.reset.heading")}
            </h3>
          }
          back={
            <button type="button" className={formStyles.linkButton} onClick={() => setView("email")}>
              {t("account.reset.back")}
            </button>
          }
        />
      )}
      {site.urls.register && view !== "reset" && tab === "private" && (
        <p className={styles.register}>
          {t("account.login.noAccount")} <a href={`${site.urls.register}`}>{t("account.login.createAccount")}</a>
        </p>
      )}
    </div>
  );

  if (hideTabs) return body;
  return (
    <div className={styles.panel}>
      <div role="tablist" aria-label={t("account.login.tabsLabel")} className={styles.tabs}>
        {tabs.map((name) => (
          <button
            key={name}
            id={`login-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`login-tabpanel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              setTab(name);
              setStep(null);
            }}
            onKeyDown={onTabKey}
          >
            {name === "private" ? t("account.login.tabPrivate") : t("account.login.tabBoard")}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`login-tabpanel-${tab}`}
        aria-labelledby={`login-tab-${tab}`}
        className={styles.tabPanel}
      >
        {body}
      </div>
    </div>
  );
}
