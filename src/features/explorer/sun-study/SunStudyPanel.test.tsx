// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import enExplorer from "~/i18n/messages/en/explorer.json";
import fiExplorer from "~/i18n/messages/fi/explorer.json";
import svExplorer from "~/i18n/messages/sv/explorer.json";
import { I18nProvider } from "~/i18n/react";
import type { Catalog } from "~/i18n/translator";
import type { Language } from "~/sites/sites";
import { SunStudyPanel } from "./SunStudyPanel";
import type { SunStudy } from "./schema";

const STOCKHOLM = { latitude: 59.3293, longitude: 18.0686, timeZone: "Europe/Stockholm" };

/** An east and a west facade, and the west-facing balconies of homes 7 and 8. */
const SUN_STUDY: SunStudy = {
  surfaces: [
    {
      kind: "facade",
      azimuth: 90,
      objectId: null,
      points: [
        [0, 0],
        [400, 0],
        [400, 600],
        [0, 600],
      ],
    },
    {
      kind: "facade",
      azimuth: 270,
      objectId: null,
      points: [
        [400, 0],
        [800, 0],
        [800, 600],
        [400, 600],
      ],
    },
    {
      kind: "balcony",
      azimuth: 270,
      objectId: 7,
      points: [
        [500, 300],
        [600, 300],
        [600, 360],
      ],
    },
    {
      kind: "balcony",
      azimuth: 270,
      objectId: 8,
      points: [
        [650, 300],
        [750, 300],
        [750, 360],
      ],
    },
  ],
};

const CATALOGS: Record<string, Catalog> = { sv: svExplorer, fi: fiExplorer, en: enExplorer };

function renderPanel(language: Language = "sv", highlightObjectId: number | null = 7, location = STOCKHOLM) {
  const { container } = render(
    <I18nProvider language={language} catalog={CATALOGS[language] as Catalog}>
      <SunStudyPanel
        image={{ src: "/img/explorer/front.png", width: 800, height: 600 }}
        alt="Huset från gatan"
        sunStudy={SUN_STUDY}
        location={location}
        highlightObjectId={highlightObjectId}
      />
    </I18nProvider>,
  );
  const polygons = () => [...container.querySelectorAll("polygon")];
  const lit = () => polygons().map((polygon) => polygon.getAttribute("data-sun") === "true");
  return { container, lit, polygons };
}

const summary = () => screen.getByRole("status").textContent ?? "";

beforeEach(() => {
  vi.useFakeTimers();
  // 08:00 in Stockholm on the June solstice.
  vi.setSystemTime(new Date("2026-06-21T06:00:00Z"));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the sun study panel", () => {
  it("starts now and shades the surfaces from the morning sun", () => {
    const { lit } = renderPanel();
    const time = screen.getByRole("slider", { name: "Tid på dagen" });
    const day = screen.getByRole("slider", { name: "Dag på året" });
    expect(time.getAttribute("aria-valuetext")).toBe("08:00");
    expect(day.getAttribute("aria-valuetext")).toBe("21 juni");
    // East facade in sun; west facade and the west balconies in shade.
    expect(lit()).toEqual([true, false, false, false]);
    expect(summary()).toContain("21 juni kl. 08:00");
    expect(summary()).toMatch(/Solen står i (öster|sydost), \d+° över horisonten\./);
    expect(summary()).toMatch(/Soluppgång 03:\d\d, solnedgång 22:\d\d\./);
    expect(summary()).toContain("1 av 2 fasader har sol (mot öster).");
    expect(summary()).toContain("Balkongen är i skugga kl. 08:00.");
  });

  it("moving the time slider changes which surfaces are lit, and the summary once it rests", () => {
    const { lit } = renderPanel();
    const time = screen.getByRole("slider", { name: "Tid på dagen" });
    fireEvent.change(time, { target: { value: String(16 * 60 + 30) } });
    expect(time.getAttribute("aria-valuetext")).toBe("16:30");
    expect(lit()).toEqual([false, true, true, true]);
    // The live region waits until the slider rests.
    expect(summary()).toContain("Balkongen är i skugga kl. 08:00.");
    act(() => vi.advanceTimersByTime(400));
    expect(summary()).toContain("21 juni kl. 16:30");
    expect(summary()).toMatch(/Solen står i (sydväst|väster)/);
    expect(summary()).toContain("1 av 2 fasader har sol (mot väster).");
    expect(summary()).toContain("Balkongen har sol kl. 16:30.");
  });

  it("outlines only the highlighted home's balcony", () => {
    const { polygons } = renderPanel("sv", 8);
    const outlined = polygons().map((polygon) => Boolean(polygon.getAttribute("class")));
    expect(outlined).toEqual([false, false, false, true]);
    expect(screen.getByText("Den valda bostadens balkong")).toBeTruthy();
  });

  it("has no balcony sentence without a highlighted home", () => {
    renderPanel("sv", null);
    expect(summary()).not.toContain("Balkongen");
    expect(screen.queryByText("Den valda bostadens balkong")).toBeNull();
  });

  it("jumps to the winter solstice, keeping the time inside its short day", () => {
    const { lit } = renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Vintersolstånd" }));
    const time = screen.getByRole("slider", { name: "Tid på dagen" });
    expect(screen.getByRole("slider", { name: "Dag på året" }).getAttribute("aria-valuetext")).toBe("21 december");
    expect(screen.getByRole("button", { name: "Vintersolstånd" }).getAttribute("aria-pressed")).toBe("true");
    // 08:00 is before the December sunrise: the slider starts at it.
    expect(time.getAttribute("aria-valuetext")).toBe("08:45");
    expect(time.getAttribute("min")).toBe(String(8 * 60 + 45));
    fireEvent.change(time, { target: { value: String(13 * 60 + 30) } });
    // The low December sun has passed south: the west side has it.
    expect(lit()).toEqual([false, true, true, true]);
    act(() => vi.advanceTimersByTime(400));
    expect(summary()).toContain("21 december kl. 13:30");
    expect(summary()).toMatch(/Solen står i (söder|sydväst), [1-8]° över horisonten\./);
    expect(summary()).toMatch(/Soluppgång 08:4\d, solnedgång 14:\d\d\./);
  });

  it("shades everything in the polar night", () => {
    vi.setSystemTime(new Date("2026-12-15T11:00:00Z"));
    const { lit } = renderPanel("sv", 7, { latitude: 69.6492, longitude: 18.9553, timeZone: "Europe/Oslo" });
    expect(screen.getByRole("slider", { name: "Tid på dagen" }).getAttribute("aria-valuetext")).toBe("12:00");
    expect(lit()).toEqual([false, false, false, false]);
    expect(summary()).toContain("Solen går inte upp den här dagen.");
    expect(summary()).not.toContain("Soluppgång");
    expect(summary()).toContain("0 av 2 fasader har sol.");
    expect(summary()).toContain("Balkongen är i skugga kl. 12:00.");
  });

  it("speaks Finnish with Finnish times", () => {
    renderPanel("fi");
    expect(screen.getByRole("slider", { name: "Kellonaika" }).getAttribute("aria-valuetext")).toBe("08.00");
    expect(summary()).toContain("21. kesäkuuta klo 08.00");
    expect(summary()).toContain("Parveke on varjossa klo 08.00.");
  });
});
