// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { FormProvider, type UseFormReturn, useForm } from "react-hook-form";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { RootData } from "~/root";
import { SITES } from "~/sites/sites";
import { stepsOf, type WizardFlow } from "../flows";
import { emptyFaultReportForm, type FaultReportForm, OTHER_APARTMENT } from "../form";
import { WizardContext, type WizardContextValue } from "../wizard-context";
import { type WizardData, WizardDataContext } from "../wizard-data";
import { ResidentResidenceStep } from "./ResidentResidenceStep";
import { SEARCH_DEBOUNCE_MS, SearchResidenceStep } from "./SearchResidenceStep";

configure({ asyncUtilTimeout: 5000 });

const apartment = (id: number, address: string, governmentObjectId: string) => ({
  id,
  propertyId: 7,
  buildingId: 12,
  buildingPartId: 3,
  address,
  zipCode: "12345",
  city: "Nacka",
  governmentObjectId,
  objectTypeId: "apartment",
  rentalBuilding: false,
});

const holder: { form: UseFormReturn<FaultReportForm> | null } = { form: null };

function StepHarness({ children, flow, data }: { children: ReactNode; flow: WizardFlow; data: WizardData }) {
  const form = useForm<FaultReportForm>({ defaultValues: emptyFaultReportForm() });
  holder.form = form;
  const wizard: WizardContextValue = {
    flow,
    site: "sv",
    locale: "sv-SE",
    errandsPath: "/mina-sidor/arenden/",
    reporter: null,
    association: null,
    steps: stepsOf(flow),
    goToStep: vi.fn(),
    files: [],
    setFiles: vi.fn(),
    setAppliancesEnabled: vi.fn(),
    uploadProgress: null,
    submitError: null,
  };
  return (
    <FormProvider {...form}>
      <WizardContext.Provider value={wizard}>
        <WizardDataContext.Provider value={data}>{children}</WizardDataContext.Provider>
      </WizardContext.Provider>
    </FormProvider>
  );
}

let stepUnderTest: ReactNode = null;
function Root() {
  const data = useLoaderData() as RootData;
  return (
    <I18nProvider language={data.site.language} catalog={data.catalog}>
      <Outlet />
    </I18nProvider>
  );
}
function StepUnderTest() {
  return stepUnderTest;
}

function renderStep(step: ReactNode, flow: WizardFlow, data: Partial<WizardData> = {}) {
  stepUnderTest = (
    <StepHarness flow={flow} data={{ agreements: [], associationBuildings: [], ...data }}>
      {step}
    </StepHarness>
  );
  const rootData = { site: SITES.sv, catalog: CATALOGS.sv, developerTools: false } as RootData;
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      Component: Root,
      children: [{ path: "*", Component: StepUnderTest }],
    },
  ]);
  render(<Stub initialEntries={["/kontakt/felanmalan/"]} hydrationData={{ loaderData: { root: rootData } }} />);
}

const form = () => {
  if (!holder.form) throw new Error("not rendered");
  return holder.form;
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the resident's residence step", () => {
  it("lists the agreements as '{address}, lgh {number}' plus 'other', which shows the address fields", async () => {
    renderStep(<ResidentResidenceStep />, "resident", {
      agreements: [apartment(1, "Almvägen 2", "1101"), apartment(2, "Björkvägen 9", "1203")],
    });
    expect(screen.getByRole("group", { name: /Vad hör din felanmälan till\?/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Lägenhet" }));
    expect(await screen.findByRole("group", { name: /Vilken adress hör din felanmälan till\?/ })).toBeTruthy();
    const labels = screen.getAllByRole("radio").map((radio) => radio.parentElement?.textContent);
    expect(labels).toEqual([
      "Lägenhet",
      "Gemensamma utrymmen",
      "Almvägen 2, lgh 1101",
      "Björkvägen 9, lgh 1203",
      "Annan adress",
    ]);
    fireEvent.click(screen.getByRole("radio", { name: "Björkvägen 9, lgh 1203" }));
    expect(form().getValues("selectedApartment")?.id).toBe(2);
    expect(screen.queryByLabelText(/^Postnummer/)).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Annan adress" }));
    expect(form().getValues("selectedApartmentId")).toBe(OTHER_APARTMENT);
    expect(form().getValues("selectedApartment")).toBeNull();
    expect(screen.getByLabelText(/^Bostadsnummer/)).toBeTruthy();
    expect(screen.getByLabelText(/^Postnummer/)).toBeTruthy();
  });

  it("without agreements 'other' is chosen; changing the type clears the choice", async () => {
    renderStep(<ResidentResidenceStep />, "resident");
    fireEvent.click(screen.getByRole("radio", { name: "Lägenhet" }));
    expect(await screen.findByLabelText(/^Adress/)).toBeTruthy();
    expect(form().getValues("selectedApartmentId")).toBe(OTHER_APARTMENT);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[]", { status: 200 })),
    );
    fireEvent.click(screen.getByRole("radio", { name: "Gemensamma utrymmen" }));
    expect(form().getValues("selectedApartmentId")).toBe("");
    expect(await screen.findByText("Det finns inga byggnader att välja.")).toBeTruthy();
  });
});

describe("the board member's address search", () => {
  it("searches 300 ms after the last keystroke, once, and lists the hits", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify([apartment(5, "Ekbacksvägen 4", "1102")]), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderStep(<SearchResidenceStep />, "board");
    fireEvent.click(screen.getByRole("radio", { name: "Lägenhet" }));
    const search = screen.getByRole("searchbox", { name: /Sök adress/ });
    fireEvent.change(search, { target: { value: "Ek" } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(search, { target: { value: "Ekback" } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/case_management/search/object");
    expect(JSON.parse(String(init.body))).toEqual({ text: "Ekback", site: SITES.sv.siteId });
    vi.useRealTimers();
    fireEvent.click(await screen.findByRole("radio", { name: "Ekbacksvägen 4, Nacka, lgh 1102" }));
    expect(form().getValues("selectedApartment")?.id).toBe(5);
  });

  it("an empty answer says 'Inga resultat' with the customer service's number", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[]", { status: 200 })),
    );
    renderStep(<SearchResidenceStep />, "board");
    fireEvent.click(screen.getByRole("radio", { name: "Lägenhet" }));
    fireEvent.change(screen.getByRole("searchbox", { name: /Sök adress/ }), { target: { value: "Finns inte" } });
    expect(await screen.findByText("Inga resultat")).toBeTruthy();
    expect(screen.getByText(/020-731 731/)).toBeTruthy();
  });

  it("a public area lists the association's buildings", () => {
    renderStep(<SearchResidenceStep />, "board", {
      associationBuildings: [
        { id: 12, propertyId: 7, name: "Hus A", address: "Ekbacksvägen 4", zipCode: "12345", city: "Nacka" },
      ],
    });
    fireEvent.click(screen.getByRole("radio", { name: "Gemensamma utrymmen" }));
    fireEvent.click(screen.getByRole("radio", { name: "Ekbacksvägen 4, 12345 Nacka" }));
    expect(form().getValues("selectedBuilding")?.id).toBe(12);
  });
});
