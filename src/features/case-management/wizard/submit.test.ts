import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyFaultReportForm, type FaultReportForm, OTHER_APARTMENT } from "./form";
import { caseFieldsOf, submitFaultReport } from "./submit";

const SITE = "b1a6c5a4-0000-4000-8000-000000000001";

/** A fake XMLHttpRequest that records what is sent and answers when the test says so. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  withCredentials = false;
  responseType = "";
  status = 0;
  responseText = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function sent(): FakeXhr {
  if (!FakeXhr.last) throw new Error("nothing sent");
  return FakeXhr.last;
}

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

function residentForm(overrides: Partial<FaultReportForm> = {}): FaultReportForm {
  return {
    ...emptyFaultReportForm(),
    acceptTerms: true,
    email: "bengt@example.test",
    phone: "070-1234567",
    type: "apartment",
    selectedApartmentId: "41",
    selectedApartment: apartment,
    problemArea: "kitchen",
    problemAreaName: "Kök",
    problemAreaDetails: "kitchen.water",
    problemAreaDetailsName: "Vatten och avlopp",
    description: "Kranen droppar",
    ...overrides,
  };
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the fields of a report", () => {
  it("sends a resident's apartment, the contact and the problem, and no alternative contact unless 'other' is ticked", () => {
    const fields = Object.fromEntries(
      caseFieldsOf({ flow: "resident", siteId: SITE, form: residentForm({ otherFirstName: "Kvar" }) }),
    );
    expect(fields).toEqual({
      siteId: SITE,
      area: "apartment",
      roomId: "kitchen",
      assetTypeId: "kitchen.water",
      description: "Kranen droppar",
      propertyId: "7",
      buildingId: "12",
      buildingPartId: "3",
      objectId: "41",
      governmentObjectId: "1102",
      email: "bengt@example.test",
      phone: "070-1234567",
    });
  });

  it("sends the alternative contact when 'other' is ticked, and sendCopy when asked", () => {
    const fields = Object.fromEntries(
      caseFieldsOf({
        flow: "resident",
        siteId: SITE,
        form: residentForm({
          other: true,
          otherFirstName: "Anna",
          otherLastName: "Nyberg",
          otherEmail: "anna@example.test",
          otherPhone: "0701112222",
          sendCopy: true,
        }),
      }),
    );
    expect(fields).toMatchObject({
      alternativeContactFirstName: "Anna",
      alternativeContactLastName: "Nyberg",
      alternativeContactEmail: "anna@example.test",
      alternativeContactPhone: "0701112222",
      sendCopy: "true",
    });
  });

  it("sends an 'other' address as address, zip code and city, without the apartment's ids", () => {
    const fields = Object.fromEntries(
      caseFieldsOf({
        flow: "resident",
        siteId: SITE,
        form: residentForm({
          selectedApartmentId: OTHER_APARTMENT,
          address: "Storgatan 1",
          zipCode: "111 22",
          city: "Stockholm",
        }),
      }),
    );
    expect(fields).toMatchObject({ address: "Storgatan 1", zipCode: "111 22", city: "Stockholm" });
    expect(fields).not.toHaveProperty("objectId");
    expect(fields).not.toHaveProperty("propertyId");
  });

  it("sends a public space's building, and roomId, description and area always (even empty)", () => {
    const fields = caseFieldsOf({
      flow: "board",
      siteId: SITE,
      form: {
        ...emptyFaultReportForm(),
        type: "public",
        boardEmail: "styrelsen@example.test",
        selectedBuilding: {
          id: 12,
          propertyId: 7,
          name: "Hus A",
          address: "Ekbacksvägen 4",
          zipCode: "12345",
          city: "Nacka",
        },
        compoundName: "Ekbacken",
      },
    });
    expect(Object.fromEntries(fields)).toEqual({
      siteId: SITE,
      area: "public",
      roomId: "",
      description: "",
      propertyId: "7",
      buildingId: "12",
      boardEmail: "styrelsen@example.test",
    });
  });

  it("sends the association and the reporter's name without management", () => {
    const fields = Object.fromEntries(
      caseFieldsOf({
        flow: "boardNoManagement",
        siteId: SITE,
        form: {
          ...residentForm({ selectedApartment: null, selectedApartmentId: "" }),
          firstName: "Eva",
          lastName: "Ek",
          compoundName: "Brf Lönnen",
          compoundNumber: "769600-1234",
          isMember: true,
          object: "1201",
          address: "Lönnvägen 2",
          zipCode: "12345",
          city: "Nacka",
        },
      }),
    );
    expect(fields).toMatchObject({
      compoundName: "Brf Lönnen",
      compoundNumber: "769600-1234",
      isMember: "true",
      firstName: "Eva",
      lastName: "Ek",
      governmentObjectId: "1201",
      address: "Lönnvägen 2",
    });
  });
});

describe("submitting a report", () => {
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "kran.jpg", { type: "image/jpeg" });
  const second = new File([new Uint8Array([0x89, 0x50])], "golv.png", { type: "image/png" });

  it.each([
    ["resident", "/api/case_management/customer/create_case"],
    ["norwayResident", "/api/case_management/customer/create_case"],
    ["board", "/api/case_management/create_board_case/v2"],
    ["boardNoManagement", "/api/case_management/create_case_no_management"],
    ["norwayBoard", "/api/case_management/create_case_no_management"],
  ] as const)("posts the %s flow to %s", async (flow, url) => {
    const result = submitFaultReport({ flow, form: residentForm(), files: [], siteId: SITE });
    expect(sent().method).toBe("POST");
    expect(sent().url).toBe(url);
    expect(sent().withCredentials).toBe(true);
    sent().answer(201, { id: "5f0e2f7a-5d5a-4b6e-9a53-2b0b8f6c1d10", ticketNumber: 1001, canSeeCase: true });
    await expect(result).resolves.toEqual({
      ok: true,
      result: { id: "5f0e2f7a-5d5a-4b6e-9a53-2b0b8f6c1d10", ticketNumber: 1001, canSeeCase: true },
    });
  });

  it("sends the files as repeated Files parts and reports the upload's progress", async () => {
    const progress: number[] = [];
    const result = submitFaultReport(
      { flow: "resident", form: residentForm(), files: [photo, second], siteId: SITE },
      { onProgress: (fraction) => progress.push(fraction) },
    );
    const body = sent().body as FormData;
    expect(body.getAll("Files").map((file) => (file as File).name)).toEqual(["kran.jpg", "golv.png"]);
    expect(body.get("description")).toBe("Kranen droppar");
    sent().upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    sent().upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    sent().upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    sent().answer(201, { id: "5f0e2f7a-5d5a-4b6e-9a53-2b0b8f6c1d10", ticketNumber: 1002, canSeeCase: true });
    await result;
    expect(progress).toEqual([0.25, 1]);
  });

  it("maps 413 to tooLarge", async () => {
    const result = submitFaultReport({ flow: "resident", form: residentForm(), files: [photo], siteId: SITE });
    sent().answer(413, { error: { code: "FST_REQ_FILE_TOO_LARGE", message: "request file too large" } });
    await expect(result).resolves.toEqual({ ok: false, failure: { kind: "tooLarge" } });
  });

  it("maps a refusal to failed with the server's message and field errors", async () => {
    const result = submitFaultReport({ flow: "resident", form: residentForm(), files: [], siteId: SITE });
    sent().answer(400, {
      error: {
        code: "VALIDATION",
        message: "Kontrollera fälten.",
        fields: [
          { field: "description", message: "Fältet måste fyllas i." },
          { field: "Files", message: "Filtypen är inte tillåten." },
        ],
      },
    });
    await expect(result).resolves.toEqual({
      ok: false,
      failure: {
        kind: "failed",
        message: "Kontrollera fälten.",
        fields: { description: "Fältet måste fyllas i.", Files: "Filtypen är inte tillåten." },
      },
    });
  });

  it("maps a server error, an unexpected answer and a network failure to failed", async () => {
    let result = submitFaultReport({ flow: "resident", form: residentForm(), files: [], siteId: SITE });
    sent().answer(500, "<html>oops</html>");
    await expect(result).resolves.toEqual({ ok: false, failure: { kind: "failed" } });

    result = submitFaultReport({ flow: "resident", form: residentForm(), files: [], siteId: SITE });
    sent().answer(201, { unexpected: true });
    await expect(result).resolves.toEqual({ ok: false, failure: { kind: "failed" } });

    result = submitFaultReport({ flow: "resident", form: residentForm(), files: [], siteId: SITE });
    sent().onerror?.();
    await expect(result).resolves.toEqual({ ok: false, failure: { kind: "failed" } });
  });

  it("aborts the upload when the signal says so", async () => {
    const controller = new AbortController();
    const result = submitFaultReport(
      { flow: "resident", form: residentForm(), files: [photo], siteId: SITE },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: "AbortError" });
    expect(sent().aborted).toBe(true);
  });
});
