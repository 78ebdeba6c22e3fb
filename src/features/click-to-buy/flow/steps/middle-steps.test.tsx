// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InteriorOption } from "../../schema";
import { AccommodationStep } from "./AccommodationStep";
import { ChoicesStep } from "./ChoicesStep";
import { DocumentsStep } from "./DocumentsStep";
import { FinancingStep } from "./FinancingStep";
import { postedBody, renderMiddleStep, stubStepSave } from "./middle-steps-harness";
import { parseAmount } from "./step-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Text as the page shows it: formatted amounts have no-break spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
function next() {
  fireEvent.click(screen.getByRole("button", { name: /Neste|Nästa/ }));
}

describe("parseAmount", () => {
  it("takes whole amounts typed with spaces and refuses anything else", () => {
    expect(parseAmount("450 000")).toBe(450_000);
    expect(parseAmount(" 4\u00a0500\u00a0000 ")).toBe(4_500_000);
    expect(parseAmount("675000")).toBe(675_000);
    for (const bad of ["", "12,5", "1e6", "-5", "abc", "450 000 kr"]) expect(parseAmount(bad)).toBeNull();
  });
});

describe("the financing step", () => {
  it("shows the 15 % rule with its amount, refuses own funds below it and keeps what was typed", async () => {
    const fetchMock = stubStepSave({ next: "accomodation" });
    renderMiddleStep(<FinancingStep />, { at: "financing" });
    expect(plain(screen.getByText(/Minst 15 % av prisen/).textContent)).toBe("Minst 15 % av prisen: kr 675 000.");

    type(/^Egenkapital/, "450 000");
    type(/^Lånebeløp/, "3 500 000");
    type(/^Långiver/, "Nordbanken");
    next();

    const ownFunds = screen.getByLabelText(/^Egenkapital/) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(ownFunds));
    expect(ownFunds.getAttribute("aria-invalid")).toBe("true");
    const message = "Egenkapitalen må være minst 15 % av prisen, kr 675 000.";
    expect(plain(document.getElementById(`${ownFunds.id}-error`)?.textContent)).toBe(message);
    const summary = screen.getByRole("region", { name: "Rett opp følgende" });
    expect(plain(within(summary).getByRole("link").textContent)).toBe(`Egenkapital: ${message}`);
    expect(ownFunds.value).toBe("450 000");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves whole numbers once corrected, shows the sum and moves on to where the server says", async () => {
    const fetchMock = stubStepSave({ next: "accomodation" });
    const { flow, booking } = renderMiddleStep(<FinancingStep />, { at: "financing" });
    type(/^Egenkapital/, "700 000");
    type(/^Lånebeløp/, "3800000");
    type(/^Långiver/, "Nordbanken");
    type(/^Referanse/, "LP-2291");
    expect(plain(screen.getByTestId("financing-sum").textContent)).toBe("kr 4 500 000");
    next();
    await waitFor(() => expect(flow.completeStep).toHaveBeenCalledWith("financing", "accomodation"));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/buyresidence/step/financing");
    const body = { ownFunds: 700_000, loanAmount: 3_800_000, lender: "Nordbanken", loanPromiseReference: "LP-2291" };
    expect(postedBody(fetchMock)).toEqual(body);
    expect(flow.setBooking).toHaveBeenCalledWith({ ...booking, data: { financing: body } });
  });

  it("refuses a price sum far above the price, and amounts that are no whole numbers", async () => {
    stubStepSave({ next: "accomodation" });
    renderMiddleStep(<FinancingStep />, { at: "financing" });
    type(/^Egenkapital/, "1 000 000");
    type(/^Lånebeløp/, "9 000 000");
    type(/^Långiver/, "Nordbanken");
    next();
    const loan = screen.getByLabelText(/^Lånebeløp/);
    await waitFor(() => expect(loan.getAttribute("aria-invalid")).toBe("true"));
    expect(plain(document.getElementById(`${loan.id}-error`)?.textContent)).toBe(
      "Egenkapital og lån blir til sammen mer enn kr 6 750 000. Kontroller beløpene.",
    );
    type(/^Lånebeløp/, "3,5 mill");
    next();
    await waitFor(() =>
      expect(document.getElementById(`${loan.id}-error`)?.textContent).toBe("Oppgi et beløp i hele kroner."),
    );
  });

  it("shows the server's field messages under their fields", async () => {
    stubStepSave({
      fields: [{ field: "ownFunds", message: "Egenkapitalen må være minst 15 % av prisen, kr 700 000." }],
    });
    const { flow } = renderMiddleStep(<FinancingStep />, { at: "financing" });
    type(/^Egenkapital/, "700 000");
    type(/^Lånebeløp/, "3 000 000");
    type(/^Långiver/, "Nordbanken");
    next();
    const ownFunds = screen.getByLabelText(/^Egenkapital/);
    await waitFor(() => expect(ownFunds.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(`${ownFunds.id}-error`)?.textContent).toContain("kr 700 000");
    expect(flow.completeStep).not.toHaveBeenCalled();
  });

  it("shows what was saved when the buyer comes back, and takes no input once the hold ran out", () => {
    renderMiddleStep(<FinancingStep />, {
      at: "financing",
      expired: true,
      data: { financing: { ownFunds: 700_000, loanAmount: 3_800_000, lender: "Nordbanken", loanPromiseReference: "" } },
    });
    const ownFunds = screen.getByLabelText(/^Egenkapital/) as HTMLInputElement;
    expect(ownFunds.value).toBe("700 000");
    expect((screen.getByLabelText(/^Långiver/) as HTMLInputElement).value).toBe("Nordbanken");
    expect(ownFunds.matches(":disabled")).toBe(true);
    expect(screen.getByText(/Reservasjonen din har gått ut/)).toBeTruthy();
  });

  it("speaks Finnish with euros in Finland", () => {
    renderMiddleStep(<FinancingStep />, {
      at: "financing",
      language: "fi",
      object: { price: 300_000, currency: "EUR" },
    });
    expect(plain(screen.getByText(/Vähintään 15 %/).textContent)).toBe("Vähintään 15 % hinnasta: 45 000 €.");
  });
});

const OPTIONS: InteriorOption[] = [
  {
    id: "k-std",
    category: "kitchen",
    name: "Standardkjøkken",
    description: "Hvite fronter",
    price: 0,
    isDefault: true,
  },
  { id: "k-up", category: "kitchen", name: "Kjøkken Eik", description: "Eikefronter", price: 25_000, isDefault: false },
  { id: "f-std", category: "flooring", name: "Eikeparkett", description: "", price: 0, isDefault: true },
  { id: "f-up", category: "flooring", name: "Fiskebensparkett", description: "", price: 40_000, isDefault: false },
];

describe("the choices step", () => {
  it("offers one radio group per category with the standard chosen, prices, and the running total", async () => {
    const fetchMock = stubStepSave({ next: "financing" });
    const { flow } = renderMiddleStep(<ChoicesStep />, { at: "choices", interiorOptions: OPTIONS });
    const kitchen = screen.getByRole("group", { name: "Kjøkken" });
    expect((within(kitchen).getByRole("radio", { name: /Standardkjøkken/ }) as HTMLInputElement).checked).toBe(true);
    const upgrade = within(kitchen).getByRole("radio", { name: /Kjøkken Eik/ }) as HTMLInputElement;
    expect(plain(upgrade.closest("label")?.textContent)).toContain("+ kr 25 000");
    expect(within(kitchen).getByText("Standard")).toBeTruthy();
    expect(screen.getByText("Eikefronter")).toBeTruthy();
    const totals = () => plain(screen.getByText("Pris med dine valg").nextElementSibling?.textContent);
    expect(totals()).toBe("kr 4 500 000");

    fireEvent.click(upgrade);
    fireEvent.click(screen.getByRole("radio", { name: /Fiskebensparkett/ }));
    expect(plain(screen.getByText("Dine tilvalg").nextElementSibling?.textContent)).toBe("kr 65 000");
    expect(totals()).toBe("kr 4 565 000");

    next();
    await waitFor(() => expect(flow.completeStep).toHaveBeenCalledWith("choices", "financing"));
    expect(postedBody(fetchMock)).toEqual({ choices: { kitchen: "k-up", flooring: "f-up" } });
  });

  it("keeps the saved choices when the buyer comes back", () => {
    renderMiddleStep(<ChoicesStep />, {
      at: "choices",
      interiorOptions: OPTIONS,
      data: { choices: { choices: { kitchen: "k-up", flooring: "f-std" } } },
    });
    expect((screen.getByRole("radio", { name: /Kjøkken Eik/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: /Eikeparkett/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("says when the stage has no options and lets the buyer go on", async () => {
    const fetchMock = stubStepSave({ next: "financing" });
    const { flow } = renderMiddleStep(<ChoicesStep />, { at: "choices", interiorOptions: [] });
    expect(screen.getByText(/ingen tilvalg å velge mellom/)).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
    next();
    await waitFor(() => expect(flow.completeStep).toHaveBeenCalledWith("choices", "financing"));
    expect(postedBody(fetchMock)).toEqual({ choices: {} });
  });

  it("shows the server's refusal of an option under its group", async () => {
    stubStepSave({ fields: [{ field: "choices.kitchen", message: "Velg ett av alternativene." }] });
    renderMiddleStep(<ChoicesStep />, { at: "choices", interiorOptions: OPTIONS });
    next();
    expect(await screen.findAllByText("Velg ett av alternativene.", { exact: false })).toHaveLength(2);
    expect(screen.getByRole("group", { name: "Kjøkken" }).getAttribute("aria-describedby")).toBeTruthy();
  });
});

describe("the accommodation step", () => {
  it("asks for every answer, then saves the current home", async () => {
    const fetchMock = stubStepSave({ next: "sign" });
    const { flow } = renderMiddleStep(<AccommodationStep />, { at: "accomodation" });
    expect(screen.getByText("Fortell oss om boligen du bor i i dag.")).toBeTruthy();
    next();
    const first = screen.getByRole("radio", { name: "I en bolig jeg eier" });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getAllByText("Feltet må fylles ut.", { exact: false }).length).toBeGreaterThanOrEqual(5);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(first);
    fireEvent.click(screen.getByRole("radio", { name: "Ja" }));
    type(/^Adresse/, "Sjøgata 1");
    type(/^Postnummer/, "0150");
    type(/^Poststed/, "Oslo");
    next();
    await waitFor(() => expect(flow.completeStep).toHaveBeenCalledWith("accomodation", "sign"));
    expect(postedBody(fetchMock)).toEqual({
      currentHome: "owned",
      mustSellFirst: true,
      address: "Sjøgata 1",
      postalCode: "0150",
      city: "Oslo",
    });
  });

  it("shows what was saved when the buyer comes back", () => {
    renderMiddleStep(<AccommodationStep />, {
      at: "accomodation",
      data: {
        accomodation: {
          currentHome: "rented",
          mustSellFirst: false,
          address: "Sjøgata 1",
          postalCode: "0150",
          city: "Oslo",
        },
      },
    });
    expect((screen.getByRole("radio", { name: "I en leid bolig" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Nei" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Poststed/) as HTMLInputElement).value).toBe("Oslo");
  });
});

describe("the documents step", () => {
  const DOCUMENTS = [
    { kind: "bookingAgreement", name: "Bokningsavtal", fileName: "bokningsavtal.pdf", size: 2300, url: "/api/a" },
    { kind: "terms", name: "Bokningsvillkor", fileName: "bokningsvillkor.pdf", size: 1800, url: "/api/b" },
  ];

  function stubDocuments(answer: Response | "fail") {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.includes("getbookingdocuments")) {
        if (answer === "fail") throw new TypeError("offline");
        return answer.clone();
      }
      return new Response(JSON.stringify({ next: "sign" }), { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  }

  it("links the agreement and the terms as PDFs and needs the tick before going on", async () => {
    const fetchMock = stubDocuments(new Response(JSON.stringify(DOCUMENTS), { status: 200 }));
    const { flow, booking } = renderMiddleStep(<DocumentsStep />, { at: "documents", language: "sv" });
    const agreement = await screen.findByRole("link", { name: "Bokningsavtal" });
    expect(agreement.getAttribute("href")).toBe("/api/a");
    expect(agreement.parentElement?.textContent).toContain("PDF, 2 kB");
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/buyresidence/getbookingdocuments/${booking.id}`);

    next();
    const tick = screen.getByRole("checkbox", { name: "Jag har läst bokningsavtalet och villkoren" });
    await waitFor(() => expect(document.activeElement).toBe(tick));
    expect(document.getElementById(`${tick.id}-error`)?.textContent).toBe(
      "Vänligen markera att du tagit del av informationen för att gå vidare.",
    );

    fireEvent.click(tick);
    next();
    await waitFor(() => expect(flow.completeStep).toHaveBeenCalledWith("documents", "sign"));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      acceptTerms: true,
      bookingId: booking.id,
    });
  });

  it("says quietly when the documents cannot be read, and the buyer can still go on", async () => {
    stubDocuments("fail");
    renderMiddleStep(<DocumentsStep />, {
      at: "documents",
      language: "sv",
      data: { documents: { acceptTerms: true } },
    });
    expect(await screen.findByText(/Dokumenten kan inte visas just nu/)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(true);
  });
});

describe("accessibility of the middle steps (axe in the DOM; the journey checks the real page)", () => {
  async function violations(container: HTMLElement) {
    const axe = (await import("axe-core")).default;
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(", ")}`,
    );
  }

  it("has no violations on any step, with errors shown", async () => {
    for (const [step, at, language] of [
      [<FinancingStep key="f" />, "financing", "no"],
      [<ChoicesStep key="c" />, "choices", "no"],
      [<AccommodationStep key="a" />, "accomodation", "no"],
      [<DocumentsStep key="d" />, "documents", "sv"],
    ] as const) {
      // The choices are valid as preselected: the server's refusal shows their error.
      stubStepSave({ fields: [{ field: "choices.kitchen", message: "Velg ett av alternativene." }] });
      const { container } = renderMiddleStep(step, { at, language, interiorOptions: OPTIONS });
      next();
      await waitFor(() => expect(container.querySelector('[aria-invalid="true"]')).not.toBeNull());
      expect(await violations(container)).toEqual([]);
      cleanup();
    }
  });
});
