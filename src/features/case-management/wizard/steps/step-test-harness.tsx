import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { FormProvider, type UseFormReturn, useForm } from "react-hook-form";
import { vi } from "vitest";
import svCaseValidation from "~/i18n/messages/sv/case-validation.json";
import svSteps from "~/i18n/messages/sv/fault-report-steps.json";
import svValidation from "~/i18n/messages/sv/validation.json";
import { I18nProvider } from "~/i18n/react";
import { stepsOf, type WizardFlow } from "../flows";
import { emptyFaultReportForm, type FaultReportForm } from "../form";
import { WizardContext, type WizardContextValue } from "../wizard-context";
import { clearStepDataCache } from "./step-data";

/**
 * Renders a step view as the wizard does: inside react-hook-form's form, the wizard's context and
 * the Swedish catalog. Tests read the form through `form()` and the context's calls through the spies.
 */
export function renderStep(
  step: ReactNode,
  options: { flow?: WizardFlow; form?: Partial<FaultReportForm>; wizard?: Partial<WizardContextValue> } = {},
) {
  clearStepDataCache();
  const flow = options.flow ?? "resident";
  const holder: { methods: UseFormReturn<FaultReportForm> | null } = { methods: null };
  const wizard: WizardContextValue = {
    flow,
    site: "sv",
    locale: "sv-SE",
    errandsPath: "/mina-sidor/arenden/",
    reporter: { firstName: "Bengt", lastName: "Nyberg", email: "bengt@example.test", phone: "070-1234567" },
    association: null,
    steps: stepsOf(flow),
    goToStep: vi.fn(),
    files: [],
    setFiles: vi.fn(),
    setAppliancesEnabled: vi.fn(),
    uploadProgress: null,
    submitError: null,
    ...options.wizard,
  };
  const view = render(
    <Harness defaults={{ ...emptyFaultReportForm(), ...options.form }} wizard={wizard} holder={holder}>
      {step}
    </Harness>,
  );
  return {
    ...view,
    wizard,
    form: () => {
      if (!holder.methods) throw new Error("not rendered");
      return holder.methods;
    },
  };
}

function Harness({
  defaults,
  wizard,
  holder,
  children,
}: {
  defaults: FaultReportForm;
  wizard: WizardContextValue;
  holder: { methods: UseFormReturn<FaultReportForm> | null };
  children: ReactNode;
}) {
  const form = useForm<FaultReportForm>({ defaultValues: defaults });
  holder.methods = form;
  return (
    <I18nProvider language="sv" catalog={{ ...svSteps, ...svValidation, ...svCaseValidation }}>
      <FormProvider {...form}>
        <WizardContext.Provider value={wizard}>{children}</WizardContext.Provider>
      </FormProvider>
    </I18nProvider>
  );
}

type Route = (url: string, init: RequestInit | undefined) => { status: number; body?: unknown } | undefined;

/** Answers the step's calls from `route` (404 for any other), and records them. */
export function stubApi(route: Route) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = route(url, init) ?? {
      status: 404,
      body: { error: { code: "not_found", message: "Hittades inte" } },
    };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}
