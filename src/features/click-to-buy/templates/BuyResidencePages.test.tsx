// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderPage, sentBody, stubFetch } from "~/features/account/pages/account-pages-test-harness";
import { SITES } from "~/sites/sites";
import { templateViewModel } from "~/test/template-view-model";
import { stepsOfSite } from "../flows";
import { BuyResidenceErrorTemplate } from "./BuyResidenceErrorTemplate";
import { BuyResidenceInfoTemplate } from "./BuyResidenceInfoTemplate";
import { BuyResidenceTemplate } from "./BuyResidenceTemplate";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the info page", () => {
  it("tells how booking online works on the site: steps, hold time, payment methods, search", async () => {
    const vm = templateViewModel(
      "buyResidenceInfo",
      {
        steps: [...stepsOfSite("no")],
        holdMinutes: 20,
        paymentProviders: ["nordea", "svea"],
        searchUrl: "/sok-bolig/",
      },
      { title: "Slik bestiller du på nett" },
    );
    await renderPage(<BuyResidenceInfoTemplate vm={vm} />, { site: SITES.no, path: "/kjop/info/" });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent?.split(":")[0])).toEqual([
      "Start bestilling",
      "Personopplysninger",
      "Tilvalg",
      "Finansiering",
      "Nåværende bolig",
      "Signer",
      "Betaling",
      "Ferdig",
      "Direktebetaling via Nordea",
      "Kort eller faktura via Svea",
    ]);
    expect(screen.getByText(/i 20 minutter/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Finn en bolig å bestille" }).getAttribute("href")).toBe("/sok-bolig/");
  });

  it("says that no fee is paid online in Finland", async () => {
    const vm = templateViewModel(
      "buyResidenceInfo",
      { steps: [...stepsOfSite("fi")], holdMinutes: 20, paymentProviders: [], searchUrl: null },
      { title: "Varaa verkossa" },
    );
    await renderPage(<BuyResidenceInfoTemplate vm={vm} />, { site: SITES.fi, path: "/varaus/info/" });
    expect(screen.getByText("Varausmaksua ei makseta verkossa.")).toBeTruthy();
  });
});

describe("the error page", () => {
  it("shows the general message with error code 0, the reason and the way back", async () => {
    const vm = templateViewModel(
      "buyResidenceError",
      { errorCode: 0, reason: "expired", objectUrl: "/bostader/a/b/c/d/1101/" },
      { title: "Något gick fel" },
    );
    await renderPage(<BuyResidenceErrorTemplate vm={vm} />, { site: SITES.sv, path: "/boka/fel/" });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Något gick fel. Försök igen om en stund.");
    expect(alert.textContent).toContain("Din reservation gick ut");
    expect(alert.textContent).toContain("Felkod 0");
    expect(screen.getByRole("link", { name: "Tillbaka till hemmet" }).getAttribute("href")).toBe(
      "/bostader/a/b/c/d/1101/",
    );
  });
});

describe("identifying before booking", () => {
  it("starts the booking's e-ID verification with the way back here", async () => {
    const fetchMock = stubFetch(
      json({ error: { code: "validation", message: "E-legitimationen är inte tillgänglig." } }, 400),
    );
    const vm = templateViewModel(
      "buyResidence",
      {
        view: {
          siteVersion: "t",
          objectId: null,
          showPlotType: false,
          showSemiDetachedHouseType: false,
          subMenu: [],
          canonical: "http://localhost/boka/",
          title: "Boka",
          description: "Boka",
          image: null,
        },
        flow: "sixSteps",
        steps: [...stepsOfSite("sv")],
        step: "start-booking",
        object: {
          objectId: 42,
          number: "1101",
          address: null,
          stageId: 1,
          stageName: "Etapp 1",
          areaId: 1,
          objectUrl: "/x/",
          status: "forSale",
          rooms: 2,
          livingArea: 50,
          price: 2_000_000,
          closingCosts: null,
          debtShare: null,
          currency: "SEK",
          bookingFee: null,
          holdMinutes: 20,
          image: null,
          plotType: "ownership",
          residenceType: "apartment",
        },
        booking: null,
        buyer: {
          firstName: "Johan",
          lastName: "Andersson",
          email: "kund.sv@nordhem.example",
          phone: "",
          address: "",
          postalCode: "",
          city: "",
          identityNumberMasked: null,
          verified: false,
        },
        bookable: false,
        refusal: "needsIdentity",
        interiorOptions: [],
        paymentProviders: [],
        links: { login: null, register: null, info: null, myPages: null, documents: null },
      },
      { title: "Boka" },
    );
    await renderPage(<BuyResidenceTemplate vm={vm} />, { site: SITES.sv, path: "/boka/?objekt=42" });
    fireEvent.click(await screen.findByRole("button", { name: "Identifiera dig" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/booking/bank_id/start");
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ returnUrl: "/boka/?objekt=42", environment: "web" });
    expect((await screen.findByRole("alert")).textContent).toContain("E-legitimationen är inte tillgänglig.");
  });
});
