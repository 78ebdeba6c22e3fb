// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Asset, RoomOption } from "../../schema";
import { AppliancesStep } from "./AppliancesStep";
import { DescriptionStep } from "./DescriptionStep";
import { ProblemAreaDetailsStep } from "./ProblemAreaDetailsStep";
import { ProblemAreaStep } from "./ProblemAreaStep";
import { SummaryStep } from "./SummaryStep";
import { renderStep, stubApi } from "./step-test-harness";

const apartment = {
  id: 41,
  propertyId: 7,
  buildingId: 12,
  buildingPartId: 3,
  address: "Ekbacksvägen 4",
  zipCode: "12345",
  city: "Nacka",
  governmentObjectId: "1102",
  objectTypeId: "apartment",
  rentalBuilding: false,
};
const building = { id: 12, propertyId: 7, name: "Hus A", address: "Ekbacksvägen 4", zipCode: "12345", city: "Nacka" };

const kitchenAssets: Asset[] = [
  { id: "kitchen.water", name: "Vatten och avlopp", faq: [3], supplierKind: null },
  { id: "kitchen.appliances", name: "Vitvaror", faq: [], supplierKind: "appliance" },
  { id: "kitchen.floor", name: "Golv", faq: [], supplierKind: null },
];
const rooms: RoomOption[] = [
  { id: "bathroom", name: "Badrum", kind: "dwelling", children: [], faq: [] },
  { id: "kitchen", name: "Kök", kind: "dwelling", children: kitchenAssets, faq: [] },
];

// The machine is shared: a first render with its imports may take more than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:preview"), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("ProblemAreaStep", () => {
  it("lists the dwelling's rooms for the chosen apartment; choosing one names it and clears the details", async () => {
    const calls = stubApi((url) =>
      url === "/api/case_management/rooms/41" ? { status: 200, body: rooms } : undefined,
    );
    const { form, wizard } = renderStep(<ProblemAreaStep />, {
      form: {
        type: "apartment",
        selectedApartment: apartment,
        selectedApartmentId: "41",
        problemArea: "bathroom",
        problemAreaName: "Badrum",
        problemAreaDetails: "bathroom.water",
        problemAreaDetailsName: "Vatten",
      },
    });
    expect(screen.getByRole("status").textContent).toContain("Hämtar utrymmen…");
    const group = await screen.findByRole("group", { name: "Var i bostaden är felet?" });
    expect((within(group).getByRole("radio", { name: "Badrum" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole("radio", { name: "Kök" }));
    expect(form().getValues()).toMatchObject({
      problemArea: "kitchen",
      problemAreaName: "Kök",
      publicAreaProblem: false,
      problemAreaDetails: "",
      problemAreaDetailsName: "",
    });
    expect(wizard.setAppliancesEnabled).toHaveBeenCalledWith(false);
    expect(calls.map((call) => call.url)).toEqual(["/api/case_management/rooms/41"]);
  });

  it("lists a property's public areas for a public-space report", async () => {
    stubApi((url) =>
      url === "/api/case_management/building_rooms/7"
        ? { status: 200, body: [{ id: "elevator", name: "Hiss", kind: "public", children: [], faq: [] }] }
        : undefined,
    );
    const { form } = renderStep(<ProblemAreaStep />, { form: { type: "public", selectedBuilding: building } });
    const group = await screen.findByRole("group", { name: "Var i de gemensamma utrymmena är felet?" });
    fireEvent.click(within(group).getByRole("radio", { name: "Hiss" }));
    expect(form().getValues()).toMatchObject({ problemArea: "elevator", publicAreaProblem: true });
  });

  it("says the spec's message when the rooms cannot be fetched, and tries again", async () => {
    let fail = true;
    stubApi((url) =>
      url === "/api/case_management/rooms/0"
        ? fail
          ? { status: 500, body: {} }
          : { status: 200, body: rooms }
        : undefined,
    );
    renderStep(<ProblemAreaStep />, { form: { type: "apartment" } });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Ett fel uppstod vid hämtning av utrymmen. Försök igen senare.",
    );
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Försök igen" }));
    expect(await screen.findByRole("radio", { name: "Kök" })).toBeTruthy();
  });

  it("shows the step's validation message at the group", async () => {
    stubApi(() => ({ status: 200, body: rooms }));
    const { form } = renderStep(<ProblemAreaStep />, { form: { type: "apartment" } });
    await screen.findByRole("radio", { name: "Kök" });
    act(() => form().setError("problemArea", { message: "caseValidation.selectOption" }));
    const group = screen.getByRole("group", { name: "Var i bostaden är felet?" });
    const described = document.getElementById(group.getAttribute("aria-describedby") ?? "");
    expect(described?.textContent).toBe("Välj ett alternativ för att gå vidare.");
  });
});

describe("ProblemAreaDetailsStep", () => {
  it("turns the optional step on for a detail with FAQ or a supplier, and off otherwise", async () => {
    stubApi((url) =>
      url === "/api/case_management/assets/kitchen" ? { status: 200, body: kitchenAssets } : undefined,
    );
    const { form, wizard } = renderStep(<ProblemAreaDetailsStep />, {
      form: { problemArea: "kitchen", problemAreaName: "Kök" },
    });
    const group = await screen.findByRole("group", { name: "Vad gäller felet i kök?" });
    fireEvent.click(within(group).getByRole("radio", { name: "Vitvaror" }));
    expect(wizard.setAppliancesEnabled).toHaveBeenLastCalledWith(true);
    fireEvent.click(within(group).getByRole("radio", { name: "Golv" }));
    expect(wizard.setAppliancesEnabled).toHaveBeenLastCalledWith(false);
    fireEvent.click(within(group).getByRole("radio", { name: "Vatten och avlopp" }));
    expect(wizard.setAppliancesEnabled).toHaveBeenLastCalledWith(true);
    expect(form().getValues()).toMatchObject({
      problemAreaDetails: "kitchen.water",
      problemAreaDetailsName: "Vatten och avlopp",
    });
  });

  it("keeps the optional step of a detail chosen before (a restored draft)", async () => {
    stubApi(() => ({ status: 200, body: kitchenAssets }));
    const { wizard } = renderStep(<ProblemAreaDetailsStep />, {
      form: { problemArea: "kitchen", problemAreaName: "Kök", problemAreaDetails: "kitchen.appliances" },
    });
    expect(((await screen.findByRole("radio", { name: "Vitvaror" })) as HTMLInputElement).checked).toBe(true);
    expect(wizard.setAppliancesEnabled).toHaveBeenCalledWith(true);
  });

  it.each([
    ["a failure", { status: 500, body: {} }],
    ["no detail spaces", { status: 200, body: [] }],
  ])("says the spec's message on %s", async (_case, answer) => {
    stubApi(() => answer);
    renderStep(<ProblemAreaDetailsStep />, { form: { problemArea: "kitchen", problemAreaName: "Kök" } });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Ett fel uppstod vid hämtning av detaljerade utrymmen. Försök igen senare.",
    );
  });
});

describe("AppliancesStep", () => {
  it("shows the supplier's guidance with a tel: link for an appliance, and no FAQ", async () => {
    const calls = stubApi((url) => {
      if (url === "/api/case_management/assets/kitchen") return { status: 200, body: kitchenAssets };
      if (url === "/api/case_management/suppliers?kind=appliance&propertyId=7") {
        return {
          status: 200,
          body: {
            kind: "appliance",
            name: "Vitvaruservice AB",
            phone: "08-123 45 67",
            url: "https://vitvaror.example",
            guidance: "Ha modellnumret till hands.",
          },
        };
      }
      return undefined;
    });
    renderStep(<AppliancesStep />, {
      form: {
        problemArea: "kitchen",
        problemAreaDetails: "kitchen.appliances",
        problemAreaDetailsName: "Vitvaror",
        selectedApartment: apartment,
      },
    });
    expect(await screen.findByRole("heading", { name: "Kontakta leverantören direkt" })).toBeTruthy();
    expect(screen.getByText("Ha modellnumret till hands.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Telefon: 08-123 45 67" }).getAttribute("href")).toBe("tel:081234567");
    expect(screen.getByRole("link", { name: "Leverantörens webbplats" }).getAttribute("href")).toBe(
      "https://vitvaror.example",
    );
    expect(calls.some((call) => call.url.includes("articles"))).toBe(false);
  });

  it("says so when there is no supplier, and the reporter may go on", async () => {
    stubApi((url) => (url.includes("/assets/") ? { status: 200, body: kitchenAssets } : undefined));
    renderStep(<AppliancesStep />, {
      form: { problemArea: "kitchen", problemAreaDetails: "kitchen.appliances", problemAreaDetailsName: "Vitvaror" },
    });
    expect(await screen.findByText(/Vi hittade ingen leverantör/)).toBeTruthy();
    expect(screen.getByText("Löste det inte problemet? Gå vidare för att göra en felanmälan.")).toBeTruthy();
  });

  it("shows the detail's FAQ articles: title, text, question and answer, the video as a link, files", async () => {
    const calls = stubApi((url, init) => {
      if (url.includes("/assets/")) return { status: 200, body: kitchenAssets };
      if (url === "/api/case_management/customer/articles" && init?.method === "POST") {
        return {
          status: 200,
          body: [
            {
              id: 3,
              title: "Droppande kran",
              text: "Oftast är packningen sliten.\n\nStäng vattnet först.",
              question: "Kan jag byta packning själv?",
              answer: "Ja, med en skiftnyckel.",
              youtubeLink: "https://www.youtube.com/watch?v=abc",
              youtubeImage: null,
              youtubeDescription: "Byt packning",
              youtubeScriptText: null,
              files: [
                { name: "Instruktion.pdf", url: "/files/instruktion.pdf" },
                { name: "Farlig", url: "javascript:alert(1)" },
              ],
            },
          ],
        };
      }
      return undefined;
    });
    renderStep(<AppliancesStep />, {
      form: {
        problemArea: "kitchen",
        problemAreaDetails: "kitchen.water",
        problemAreaDetailsName: "Vatten och avlopp",
      },
    });
    const article = await screen.findByRole("article");
    expect(within(article).getByRole("heading", { name: "Droppande kran" })).toBeTruthy();
    expect(within(article).getByText("Stäng vattnet först.")).toBeTruthy();
    expect(within(article).getByText("Kan jag byta packning själv?")).toBeTruthy();
    expect(within(article).getByRole("link", { name: "Se filmen: Byt packning" }).getAttribute("href")).toBe(
      "https://www.youtube.com/watch?v=abc",
    );
    expect(within(article).getByRole("link", { name: "Instruktion.pdf" })).toBeTruthy();
    expect(within(article).queryByRole("link", { name: "Farlig" })).toBeNull();
    expect(JSON.parse(String(calls.find((call) => call.url.endsWith("/articles"))?.init?.body))).toEqual({
      ids: ["3"],
    });
  });
});

describe("DescriptionStep", () => {
  const photo = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

  it("counts the description's characters and announces what is left once the typing pauses", async () => {
    vi.useFakeTimers();
    renderStep(<DescriptionStep />);
    const textarea = screen.getByRole("textbox", { name: "Beskriv felet" });
    expect(textarea.getAttribute("maxlength")).toBe("5000");
    fireEvent.change(textarea, { target: { value: "Kranen droppar" } });
    expect(screen.getByText("14 av 5000 tecken")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("4986 tecken kvar")).toBeTruthy();
  });

  it("adds files, lists them with their size, previews photos and removes one", () => {
    let files: File[] = [];
    const setFiles = vi.fn((next: File[]) => {
      files = next;
    });
    renderStep(<DescriptionStep />, { wizard: { setFiles } });
    fireEvent.change(screen.getByLabelText("Välj filer"), {
      target: { files: [photo("kran.jpg"), photo("golv.jpg")] },
    });
    expect(setFiles).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: "kran.jpg" }),
      expect.objectContaining({ name: "golv.jpg" }),
    ]);
    expect(screen.getByText("2 filer tillagda.")).toBeTruthy();

    cleanup();
    renderStep(<DescriptionStep />, { wizard: { files, setFiles } });
    expect(screen.getByText("kran.jpg (1 kB)")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Förhandsvisning av kran.jpg" }).getAttribute("src")).toBe("blob:preview");
    fireEvent.click(screen.getByRole("button", { name: "Ta bort kran.jpg" }));
    expect(setFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: "golv.jpg" })]);
  });

  it("refuses a file the server would refuse, with the attachment messages, and keeps the rest", () => {
    const setFiles = vi.fn();
    renderStep(<DescriptionStep />, { wizard: { setFiles } });
    const big = new File([new Uint8Array(1)], "stor.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: 25 * 1024 * 1024 });
    const script = new File(["MZ"], "virus.exe", { type: "application/x-msdownload" });
    fireEvent.change(screen.getByLabelText("Välj filer"), { target: { files: [big, script, photo("ok.jpg")] } });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("stor.jpg: Filen är för stor. En fil får vara högst 20 MB.");
    expect(alert.textContent).toContain("virus.exe: Filtypen är inte tillåten.");
    expect(within(alert).getAllByRole("listitem")).toHaveLength(2);
    expect(setFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: "ok.jpg" })]);
  });

  it("shows the open errands of the building's problem area before the description, with a link to follow", async () => {
    stubApi((url) =>
      url === "/api/case_management/open_cases?buildingId=12&roomId=elevator"
        ? {
            status: 200,
            body: [
              {
                ticketNumber: 104,
                creationDate: "2026-11-20T08:00:00.000Z",
                statusCode: "ongoing",
                id: "5f0e2f7a-5d5a-4b6e-9a53-2b0b8f6c1d10",
              },
            ],
          }
        : undefined,
    );
    renderStep(<DescriptionStep />, {
      flow: "board",
      form: { type: "public", selectedBuilding: building, problemArea: "elevator", problemAreaName: "Hiss" },
    });
    const hint = await screen.findByRole("region", { name: "Det här är redan anmält" });
    expect(hint.textContent).toContain("Det finns redan ett öppet ärende om hiss i den här byggnaden:");
    expect(hint.textContent).toContain("Ärende 104, anmält 2026-11-20, status: Pågående");
    expect(within(hint).getByRole("link", { name: "Följ ärende 104" }).getAttribute("href")).toBe(
      "/mina-sidor/arenden/?errandId=5f0e2f7a-5d5a-4b6e-9a53-2b0b8f6c1d10",
    );
  });

  it("shows no hint for a dwelling", () => {
    const calls = stubApi(() => ({ status: 200, body: [] }));
    renderStep(<DescriptionStep />, {
      form: { type: "apartment", selectedApartment: apartment, problemArea: "kitchen" },
    });
    expect(screen.queryByRole("region", { name: "Det här är redan anmält" })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe("SummaryStep", () => {
  const answers = {
    email: "bengt@example.test",
    phone: "070-1234567",
    type: "apartment" as const,
    selectedApartmentId: "41",
    selectedApartment: apartment,
    problemArea: "kitchen",
    problemAreaName: "Kök",
    problemAreaDetails: "kitchen.water",
    problemAreaDetailsName: "Vatten och avlopp",
    description: "Kranen droppar",
  };

  it("shows a resident's answers by step, the files, and jumps to a step to edit it", () => {
    const file = new File([new Uint8Array(2048)], "kran.jpg", { type: "image/jpeg" });
    const { wizard, form } = renderStep(<SummaryStep variant="summaryResident" />, {
      form: answers,
      wizard: { files: [file] },
    });
    const contact = screen.getByRole("region", { name: "Kontaktuppgifter" });
    expect(contact.textContent).toContain("Bengt Nyberg");
    expect(contact.textContent).not.toContain("Styrelsens e-post");
    expect(screen.getByRole("region", { name: "Adress" }).textContent).toContain("Ekbacksvägen 4, lgh 1102");
    expect(screen.getByRole("region", { name: "Felet" }).textContent).toContain("Vatten och avlopp");
    expect(screen.getByRole("region", { name: "Beskrivning och filer" }).textContent).toContain("kran.jpg (2 kB)");

    fireEvent.click(screen.getByRole("button", { name: "Ändra felet" }));
    expect(wizard.goToStep).toHaveBeenCalledWith("problemArea");
    fireEvent.click(screen.getByRole("button", { name: "Ändra adress" }));
    expect(wizard.goToStep).toHaveBeenCalledWith("residentResidence");

    fireEvent.click(screen.getByRole("checkbox", { name: "Skicka en kopia av felanmälan till min e-post" }));
    expect(form().getValues("sendCopy")).toBe(true);
  });

  it("shows the association and estate address without management, with the reporter's own name", () => {
    renderStep(<SummaryStep variant="summaryNoManagement" />, {
      flow: "boardNoManagement",
      wizard: { reporter: null },
      form: {
        ...answers,
        selectedApartment: null,
        selectedApartmentId: "",
        firstName: "Eva",
        lastName: "Ek",
        boardEmail: "styrelsen@example.test",
        compoundName: "Brf Lönnen",
        compoundNumber: "769600-1234",
        isMember: true,
        object: "1201",
        address: "Lönnvägen 2",
        zipCode: "12345",
        city: "Nacka",
      },
    });
    expect(screen.getByRole("region", { name: "Kontaktuppgifter" }).textContent).toContain("Eva Ek");
    expect(screen.getByRole("region", { name: "Förening" }).textContent).toContain("Brf Lönnen");
    expect(screen.getByRole("region", { name: "Adress" }).textContent).toContain("Lönnvägen 2, 12345 Nacka");
    expect(screen.getByRole("button", { name: "Ändra förening" })).toBeTruthy();
  });

  it("shows the board member's association", () => {
    renderStep(<SummaryStep variant="summary" />, {
      flow: "board",
      form: { ...answers, type: "public", selectedBuilding: building, boardEmail: "styrelsen@example.test" },
      wizard: {
        association: { id: 1, name: "Brf Ekbacken", organisationNumber: "769600-0001", management: true },
      },
    });
    expect(screen.getByRole("region", { name: "Adress" }).textContent).toContain("Brf Ekbacken");
    expect(screen.getByRole("region", { name: "Adress" }).textContent).toContain("Gemensamma utrymmen");
  });
});
