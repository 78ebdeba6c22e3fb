import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, FormProvider, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { Dialog } from "~/ui/Dialog";
import formStyles from "~/ui/form/form.module.css";
import type { CreateCaseResponse } from "../schema";
import {
  emailIsValid,
  fetchAgreements,
  fetchAssociation,
  fetchBoardEmail,
  updateAccountPhone,
  updateBoardEmail,
} from "./address-data";
import { browserDraftEnvironment, clearDraft, loadDraft, saveDraft } from "./draft";
import { isNorwegianFlow, type StepView, type WizardFlow } from "./flows";
import { emptyFaultReportForm, type FaultReportForm } from "./form";
import {
  activeSteps,
  canGoPrevious,
  createWizardState,
  currentStep,
  goTo,
  isLastStep,
  next,
  previous,
  progress,
  setEnabled,
  type WizardState,
  withSubmitError,
} from "./step-engine";
import { AcceptTermsStep } from "./steps/AcceptTermsStep";
import { AppliancesStep } from "./steps/AppliancesStep";
import { CompoundStep } from "./steps/CompoundStep";
import { ContactNoManagementStep } from "./steps/ContactNoManagementStep";
import { ContactStep } from "./steps/ContactStep";
import { DescriptionStep } from "./steps/DescriptionStep";
import { EstateAddressStep } from "./steps/EstateAddressStep";
import { ProblemAreaDetailsStep } from "./steps/ProblemAreaDetailsStep";
import { ProblemAreaStep } from "./steps/ProblemAreaStep";
import { ResidentResidenceStep } from "./steps/ResidentResidenceStep";
import { SearchResidenceStep } from "./steps/SearchResidenceStep";
import { SummaryStep } from "./steps/SummaryStep";
import { submitFaultReport } from "./submit";
import { validateStep } from "./validation";
import styles from "./wizard.module.css";
import { WizardContext, type WizardContextValue } from "./wizard-context";
import { type WizardData, WizardDataContext } from "./wizard-data";

/** Each screen's view: the first half here, the second half (problem area to summary) from the steps' engineer. */
const STEP_VIEWS: Record<StepView, () => ReactNode> = {
  acceptTerms: () => <AcceptTermsStep />,
  contact: () => <ContactStep />,
  contactNoManagement: () => <ContactNoManagementStep />,
  compound: () => <CompoundStep />,
  residentResidence: () => <ResidentResidenceStep />,
  searchResidence: () => <SearchResidenceStep />,
  estateAddress: () => <EstateAddressStep />,
  problemArea: () => <ProblemAreaStep />,
  problemAreaDetails: () => <ProblemAreaDetailsStep />,
  appliances: () => <AppliancesStep />,
  description: () => <DescriptionStep />,
  summary: () => <SummaryStep variant="summary" />,
  summaryNoManagement: () => <SummaryStep variant="summaryNoManagement" />,
  summaryResident: () => <SummaryStep variant="summaryResident" />,
};

export interface FaultReportWizardProps {
  flow: WizardFlow;
  reporter: WizardContextValue["reporter"];
  association: WizardContextValue["association"];
  /** The errands page (My Pages), where a reporter who may see the case follows it; null without one. */
  errandsHref: string | null;
  onClose: () => void;
}

type Phase =
  | { kind: "loading" }
  | { kind: "technicalError" }
  | { kind: "form" }
  | { kind: "done"; result: CreateCaseResponse };

function initialForm(reporter: FaultReportWizardProps["reporter"]): FaultReportForm {
  return {
    ...emptyFaultReportForm(),
    firstName: reporter?.firstName ?? "",
    lastName: reporter?.lastName ?? "",
    email: reporter?.email ?? "",
    phone: reporter?.phone ?? "",
  };
}

function isBoard(flow: WizardFlow) {
  return flow === "board";
}
function isResident(flow: WizardFlow) {
  return flow === "resident" || flow === "norwayResident";
}

/**
 * The fault-report wizard (spec 001 sections 2 and 4) as a modal: the steps of the flow with a
 * progress bar, Previous and Next, the submit on the last step, the cancel confirmation, the
 * done and thank-you screens, and the technical error screen when the data the flow needs first
 * (the resident's agreements, the board member's association) cannot be loaded. The form is
 * react-hook-form's (decision 040) with a resolver running the current step's rules; each step
 * is saved as a draft.
 */
export function FaultReportWizard({ flow, reporter, association, errandsHref, onClose }: FaultReportWizardProps) {
  const { t } = useTranslation();
  const site = useSite();
  const [state, setState] = useState<WizardState>(() => createWizardState(flow));
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [data, setData] = useState<WizardData>({ agreements: [], associationBuildings: [] });
  const [files, setFiles] = useState<File[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const knownBoardEmail = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const draftEnv = useMemo(() => (typeof window === "undefined" ? null : browserDraftEnvironment()), []);

  // The resolver validates the step on screen; a ref, so that the form need not be rebuilt on each step.
  const viewRef = useRef<StepView>(currentStep(state).viewName);
  viewRef.current = currentStep(state).viewName;
  const resolver = useCallback<Resolver<FaultReportForm>>(
    async (values) => {
      const errors = validateStep(viewRef.current, flow, values);
      if (!errors) return { values, errors: {} };
      const fieldErrors: Record<string, { type: string; message: string }> = {};
      for (const [name, message] of Object.entries(errors)) fieldErrors[name] = { type: "validation", message };
      return { values: {}, errors: fieldErrors as FieldErrors<FaultReportForm> };
    },
    [flow],
  );
  // Errors show when Next is pressed, not on blur: an error appearing on blur moved the Next button
  // under the pointer between its press and release, and the click was lost (seen in the journeys).
  const form = useForm<FaultReportForm>({ defaultValues: initialForm(reporter), resolver, mode: "onSubmit" });

  // The data the flow needs before its first step; then the draft of the same flow, if any.
  const load = useCallback(async () => {
    setPhase({ kind: "loading" });
    try {
      let agreements: WizardData["agreements"] = [];
      let associationBuildings: WizardData["associationBuildings"] = [];
      if (isResident(flow)) agreements = await fetchAgreements();
      if (isBoard(flow)) {
        associationBuildings = (await fetchAssociation()).buildings;
        // The board's e-mail is a convenience: without it the field starts empty.
        knownBoardEmail.current = await fetchBoardEmail().catch(() => null);
        if (knownBoardEmail.current && !form.getValues("boardEmail")) {
          form.setValue("boardEmail", knownBoardEmail.current);
        }
      }
      setData({ agreements, associationBuildings });
    } catch {
      setPhase({ kind: "technicalError" });
      return;
    }
    const draft = draftEnv ? loadDraft(draftEnv, flow) : null;
    if (draft) {
      // A restored draft keeps the reporter's read-only names as the account has them now.
      form.reset({
        ...draft.form,
        ...(reporter ? { firstName: reporter.firstName, lastName: reporter.lastName } : {}),
      });
      setState((current) => goTo(current, draft.step));
    }
    setPhase({ kind: "form" });
  }, [flow, form, draftEnv, reporter]);

  useEffect(() => {
    void load();
  }, [load]);

  const step = currentStep(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step (or screen) moves focus to its heading
  useEffect(() => {
    headingRef.current?.focus();
  }, [state.current, phase.kind]);

  function close() {
    if (draftEnv) clearDraft(draftEnv);
    onClose();
  }

  /**
   * Touches every control of the step and shows each error (the step's rules, as the resolver
   * runs them); the first control with an error gets the focus.
   */
  function validateCurrentStep(view: StepView): boolean {
    const values = form.getValues();
    const errors = validateStep(view, flow, values);
    form.clearErrors();
    if (!errors) return true;
    const names = Object.keys(errors) as (keyof FaultReportForm)[];
    for (const name of names) {
      form.setValue(name, values[name], { shouldTouch: true });
      form.setError(name, { type: "validation", message: errors[name] });
    }
    const first = names[0];
    if (first) {
      try {
        form.setFocus(first);
      } catch {
        // A choice without a focusable control of its own (a radio group): the error is beside it.
      }
    }
    return false;
  }

  async function onNext() {
    if (submitting) return;
    const view = step.viewName;
    // Every control of the step is touched first, so that each shows its error.
    if (!validateCurrentStep(view)) return;
    if ((view === "contact" || view === "contactNoManagement") && reporter) {
      const email = form.getValues("email").trim();
      if (email.toLowerCase() !== reporter.email.toLowerCase()) {
        const allowed = await emailIsValid(email).catch(() => true);
        if (!allowed) {
          form.setError("email", { type: "server", message: "validation.emailInUse" }, { shouldFocus: true });
          return;
        }
      }
    }
    if (isLastStep(state)) {
      await submit();
      return;
    }
    const moved = next(state, true);
    setState(moved);
    if (draftEnv) saveDraft(draftEnv, flow, currentStep(moved).viewName, form.getValues());
  }

  async function updateAccount(values: FaultReportForm) {
    if (!reporter) return;
    // Best effort: the case carries the entered contact either way.
    const updates: Promise<unknown>[] = [];
    if (values.phone.trim() !== reporter.phone.trim()) updates.push(updateAccountPhone(values.phone.trim()));
    const boardEmail = values.boardEmail.trim();
    if (isBoard(flow) && boardEmail && boardEmail !== (knownBoardEmail.current ?? "")) {
      updates.push(updateBoardEmail(boardEmail).then(() => (knownBoardEmail.current = boardEmail)));
    }
    await Promise.allSettled(updates);
  }

  async function submit() {
    setSubmitting(true);
    setState((current) => withSubmitError(current, null));
    const values = form.getValues();
    await updateAccount(values);
    setUploadProgress(files.length > 0 ? 0 : null);
    const outcome = await submitFaultReport(
      { flow, form: values, files, siteId: site.siteId },
      { onProgress: (fraction) => setUploadProgress(fraction) },
    );
    setUploadProgress(null);
    setSubmitting(false);
    if (outcome.ok) {
      if (draftEnv) clearDraft(draftEnv);
      setState((current) => next(current, true));
      setPhase({ kind: "done", result: outcome.result });
      return;
    }
    const message =
      outcome.failure.kind === "tooLarge"
        ? t("faultReportSteps.submitErrorFileSize")
        : (outcome.failure.message ?? t("faultReportSteps.submitError"));
    setState((current) => withSubmitError(current, message));
  }

  /** A new report: the terms are not asked again; a board member keeps the terms and the contact details. */
  function startNew() {
    const keep = form.getValues();
    const fresh = initialForm(reporter);
    const board = flow === "board" || flow === "boardNoManagement" || flow === "norwayBoard";
    form.reset(
      board
        ? {
            ...fresh,
            acceptTerms: keep.acceptTerms,
            firstName: keep.firstName,
            lastName: keep.lastName,
            email: keep.email,
            phone: keep.phone,
            boardEmail: keep.boardEmail,
            other: keep.other,
            otherFirstName: keep.otherFirstName,
            otherLastName: keep.otherLastName,
            otherEmail: keep.otherEmail,
            otherPhone: keep.otherPhone,
          }
        : { ...fresh, acceptTerms: true },
    );
    setFiles([]);
    setState(createWizardState(flow, { newCase: true }));
    setPhase({ kind: "form" });
  }

  const context: WizardContextValue = {
    flow,
    site: site.site,
    locale: site.locale,
    errandsPath: site.urls.myErrands ? `${site.pathPrefix}${site.urls.myErrands}` : null,
    reporter,
    association,
    steps: activeSteps(state),
    goToStep: (view) => setState((current) => goTo(current, view)),
    files,
    setFiles,
    setAppliancesEnabled: (enabled) => setState((current) => setEnabled(current, "appliances", enabled)),
    uploadProgress,
    submitError: state.submitError,
  };

  const title = isNorwegianFlow(flow) ? t("faultReport.titleNorway") : t("faultReport.title");

  return (
    <Dialog open onClose={() => setConfirmCancel(true)} title={title} closeLabel={t("faultReport.cancel")} size="large">
      {phase.kind === "loading" && (
        <p role="status" className={styles.loading}>
          {t("faultReport.loading")}
        </p>
      )}
      {phase.kind === "technicalError" && (
        <div className={styles.screen}>
          <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {t("faultReport.technicalError.title")}
          </h3>
          <p role="alert">{t("faultReport.technicalError.text")}</p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.button} onClick={() => void load()}>
              {t("faultReport.technicalError.retry")}
            </button>
            <button type="button" className={formStyles.secondaryButton} onClick={close}>
              {t("faultReport.close")}
            </button>
          </div>
        </div>
      )}
      {phase.kind === "done" && (
        <DoneScreen
          headingRef={headingRef}
          result={phase.result}
          errandsHref={errandsHref}
          loggedIn={reporter !== null}
          onNew={startNew}
          onClose={close}
        />
      )}
      {phase.kind === "form" && (
        <FormProvider {...form}>
          <WizardContext.Provider value={context}>
            <WizardDataContext.Provider value={data}>
              <form
                noValidate
                className={styles.wizard}
                onSubmit={(event) => {
                  event.preventDefault();
                  void onNext();
                }}
              >
                {!step.hideShell && <Progress state={state} />}
                <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
                  {t(`faultReport.steps.${step.viewName}`)}
                </h3>
                <StepBody view={step.viewName} />
                {state.submitError && (
                  <p className={styles.submitError} role="alert">
                    {state.submitError}
                  </p>
                )}
                {submitting && uploadProgress !== null && (
                  <div className={styles.upload}>
                    <progress
                      max={1}
                      value={uploadProgress}
                      aria-label={t("faultReport.uploading", { percent: Math.round(uploadProgress * 100) })}
                    />
                    <p role="status" className={styles.progressText}>
                      {t("faultReport.uploading", { percent: Math.round(uploadProgress * 100) })}
                    </p>
                  </div>
                )}
                <div className={styles.navigation}>
                  {canGoPrevious(state) && (
                    <button
                      type="button"
                      className={formStyles.secondaryButton}
                      disabled={submitting}
                      onClick={() => setState((current) => previous(current))}
                    >
                      {t(step.previousText ?? "faultReport.nav.previous")}
                    </button>
                  )}
                  <button type="submit" className={formStyles.button} disabled={submitting} aria-busy={submitting}>
                    {submitting
                      ? t("faultReport.nav.sending")
                      : t(step.nextText ?? (step.hideShell ? "faultReport.nav.start" : "faultReport.nav.next"))}
                  </button>
                  <button type="button" className={formStyles.linkButton} onClick={() => setConfirmCancel(true)}>
                    {t("faultReport.cancel")}
                  </button>
                </div>
              </form>
            </WizardDataContext.Provider>
          </WizardContext.Provider>
        </FormProvider>
      )}
      {confirmCancel && (
        <Dialog open onClose={() => setConfirmCancel(false)} title={t("faultReport.cancelDialog.title")}>
          <p>{t("faultReport.cancelDialog.text")}</p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.button} onClick={close}>
              {t("faultReport.cancelDialog.confirm")}
            </button>
            <button type="button" className={formStyles.secondaryButton} onClick={() => setConfirmCancel(false)}>
              {t("faultReport.cancelDialog.back")}
            </button>
          </div>
        </Dialog>
      )}
    </Dialog>
  );
}

function StepBody({ view }: { view: StepView }) {
  return STEP_VIEWS[view]();
}

function Progress({ state }: { state: WizardState }) {
  const { t } = useTranslation();
  const at = progress(state);
  if (!at) return null;
  return (
    <div className={styles.progress}>
      <p id="fault-report-progress" className={styles.progressText}>
        {t("faultReport.progress", { step: at.step, total: at.total })}
      </p>
      <progress max={at.total} value={at.step} aria-labelledby="fault-report-progress" />
    </div>
  );
}

/**
 * After the report was sent: the case number, and view the case (only where the reporter may see
 * it, "can see case"), or the thank-you view with the errands page for a logged-in reporter who
 * may not; a new report; close.
 */
function DoneScreen({
  headingRef,
  result,
  errandsHref,
  loggedIn,
  onNew,
  onClose,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  result: CreateCaseResponse;
  errandsHref: string | null;
  loggedIn: boolean;
  onNew: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const thankYou = !result.canSeeCase && loggedIn && errandsHref !== null;
  return (
    <div className={styles.screen}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {thankYou ? t("faultReport.thankYou.title") : t("faultReport.done.title")}
      </h3>
      <p role="status">{t("faultReport.done.text", { ticketNumber: result.ticketNumber })}</p>
      {thankYou && <p>{t("faultReport.thankYou.text")}</p>}
      <div className={formStyles.actions}>
        {result.canSeeCase && errandsHref && (
          <a className={formStyles.button} href={`${errandsHref}?errandId=${encodeURIComponent(result.id)}`}>
            {t("faultReport.done.viewCase")}
          </a>
        )}
        {thankYou && errandsHref && (
          <a className={formStyles.button} href={errandsHref}>
            {t("faultReport.thankYou.errands")}
          </a>
        )}
        <button type="button" className={formStyles.secondaryButton} onClick={onNew}>
          {t("faultReport.done.newReport")}
        </button>
        <button type="button" className={formStyles.secondaryButton} onClick={onClose}>
          {t("faultReport.close")}
        </button>
      </div>
    </div>
  );
}
