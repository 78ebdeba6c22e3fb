// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import { HTML_MARKER_LIMIT, LazyMap, type MapMarker } from "./LazyMap";
import type { EngineMarker, MapEngineOptions } from "./map-engine";

const engine = vi.hoisted(() => ({
  created: [] as { container: HTMLElement; options: MapEngineOptions }[],
  markers: [] as EngineMarker[][],
  selected: [] as (string | undefined)[],
  onSelect: undefined as ((id: string) => void) | undefined,
  destroyed: 0,
  fail: false,
}));

vi.mock("./map-engine", () => ({
  createMapEngine: (container: HTMLElement, options: MapEngineOptions) => {
    if (engine.fail) throw new Error("WebGL is not supported");
    engine.created.push({ container, options });
    // MapLibre's canvas: the focusable region that pans with the arrow keys.
    const canvas = document.createElement("div");
    canvas.tabIndex = 0;
    canvas.dataset.testid = "canvas";
    container.append(canvas);
    return {
      setMarkers: (markers: EngineMarker[], onSelect?: (id: string) => void) => {
        engine.markers.push(markers);
        engine.onSelect = onSelect;
        for (const marker of markers) if (marker.element) container.append(marker.element);
      },
      setSelected: (id: string | undefined) => {
        engine.selected.push(id);
      },
      destroy: () => {
        engine.destroyed++;
      },
    };
  },
}));

const markers: MapMarker[] = [
  { id: "stage-1", latitude: 59.36, longitude: 18.0, label: "Hagastaden Port, etapp 2, Solna", colour: "green" },
  { id: "stage-2", latitude: 59.31, longitude: 18.16, label: "Kvarnholmen Strand, etapp 3, Nacka", url: "/x/" },
];

function withI18n(node: React.ReactNode) {
  return (
    <I18nProvider language="sv" catalog={CATALOGS.sv}>
      {node}
    </I18nProvider>
  );
}

beforeEach(() => {
  engine.created = [];
  engine.markers = [];
  engine.selected = [];
  engine.onSelect = undefined;
  engine.destroyed = 0;
  engine.fail = false;
});
afterEach(cleanup);

describe("LazyMap", () => {
  it("renders a sized placeholder on the server, without the map engine", () => {
    const html = renderToString(withI18n(<LazyMap markers={markers} label="Karta över etapper" height="20rem" />));
    expect(html).toContain('aria-label="Karta över etapper"');
    expect(html).toContain("height:20rem");
    expect(html).toContain("Kartan laddas…");
    expect(engine.created).toHaveLength(0);
  });

  it("loads the engine on mount and adds the markers as named buttons", async () => {
    const selected: string[] = [];
    const { unmount } = render(
      withI18n(
        <LazyMap
          markers={markers}
          label="Karta över etapper"
          baseMap={{ kind: "style", url: "https://tiles.example/style.json" }}
          onMarkerSelect={(id) => selected.push(id)}
          selectedId="stage-2"
        />,
      ),
    );
    await waitFor(() => expect(engine.markers).toHaveLength(1));
    expect(engine.created[0]?.options.baseMap).toEqual({ kind: "style", url: "https://tiles.example/style.json" });
    expect(engine.created[0]?.options.language).toBe("sv");
    expect(engine.created[0]?.options.locale["NavigationControl.ZoomIn"]).toBe("Zooma in");
    const button = screen.getByRole("button", { name: "Hagastaden Port, etapp 2, Solna" });
    expect(button.dataset.colour).toBe("green");
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(
      screen.getByRole("button", { name: "Kvarnholmen Strand, etapp 3, Nacka" }).getAttribute("aria-pressed"),
    ).toBe("true");
    fireEvent.click(button);
    expect(selected).toEqual(["stage-1"]);
    expect(screen.queryByText("Kartan laddas…")).toBeNull();
    unmount();
    expect(engine.destroyed).toBe(1);
  });

  it("makes markers links when nobody handles the selection", async () => {
    render(withI18n(<LazyMap markers={markers} label="Karta" />));
    await waitFor(() => expect(engine.markers).toHaveLength(1));
    expect(screen.getByRole("link", { name: "Kvarnholmen Strand, etapp 3, Nacka" }).getAttribute("href")).toBe("/x/");
    expect(screen.getByRole("img", { name: "Hagastaden Port, etapp 2, Solna" })).toBeTruthy();
  });

  it("shows the markers' captions beside their pins, and gives drawn dots theirs", async () => {
    const captioned: MapMarker[] = [
      { ...markers[0]!, caption: "Hagastaden Port" },
      {
        id: "object-9",
        latitude: 59.3,
        longitude: 18,
        label: "Visningslägenhet 1001, Hagastaden",
        caption: "Visningslägenhet 1001",
        colour: "black",
      },
    ];
    const { unmount } = render(withI18n(<LazyMap markers={captioned} label="Karta" />));
    await waitFor(() => expect(engine.markers).toHaveLength(1));
    const pin = screen.getByRole("img", { name: "Visningslägenhet 1001, Hagastaden" });
    expect(pin.textContent).toBe("Visningslägenhet 1001");
    expect(engine.markers[0]?.[1]?.caption).toBe("Visningslägenhet 1001");
    unmount();

    // Beyond the HTML pins' limit the map draws dots; their captions go with them, and the map
    // places them only where there is room.
    const crowd = Array.from({ length: HTML_MARKER_LIMIT + 1 }, (_, i) => ({
      ...captioned[1]!,
      id: `object-${i}`,
      label: `Bostad ${i}`,
    }));
    render(withI18n(<LazyMap markers={crowd} label="Karta" />));
    await waitFor(() => expect(engine.markers).toHaveLength(2));
    expect(engine.markers[1]?.[0]).toMatchObject({ element: undefined, caption: "Visningslägenhet 1001" });
  });

  it("lets the map draw many markers as dots, selectable by pointer, the chosen one marked", async () => {
    const many: MapMarker[] = Array.from({ length: HTML_MARKER_LIMIT + 1 }, (_, i) => ({
      id: `object-${i}`,
      latitude: 59 + i / 1000,
      longitude: 18,
      label: `Bostad ${i}`,
      url: `/x/${i}/`,
      colour: i % 2 ? "blue" : "green",
    }));
    const selected: string[] = [];
    render(
      withI18n(
        <LazyMap markers={many} label="Karta" onMarkerSelect={(id) => selected.push(id)} selectedId="object-7" />,
      ),
    );
    await waitFor(() => expect(engine.markers).toHaveLength(1));
    const [drawn] = engine.markers;
    expect(drawn).toHaveLength(HTML_MARKER_LIMIT + 1);
    expect(drawn!.every((marker) => marker.element === undefined)).toBe(true);
    expect(drawn![1]).toMatchObject({ id: "object-1", colour: "blue", url: "/x/1/" });
    expect(screen.queryAllByRole("button", { name: /Bostad/ })).toHaveLength(0);
    engine.onSelect?.("object-3");
    expect(selected).toEqual(["object-3"]);
    expect(engine.selected.at(-1)).toBe("object-7");
  });

  it("says so when the map cannot be shown", async () => {
    engine.fail = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(withI18n(<LazyMap markers={markers} label="Karta" />));
    expect(await screen.findByText(/Kartan kan inte visas i den här webbläsaren/)).toBeTruthy();
    warn.mockRestore();
  });
});

/** The observers LazyMap makes, so that a test can bring the map near the screen. */
class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The element comes near the screen (within the observer's margin). */
  near() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Lets an import of the engine that has started finish (and make its map), without a sleep. */
const settled = () =>
  act(async () => {
    await import("./map-engine");
  });

describe("LazyMap with a preview (decision 025)", () => {
  const preview = {
    src: "/api/residence/map/preview?lat=59.36&lng=18&z=10&w=960&h=384&v=1",
    srcSet: "/api/residence/map/preview?lat=59.36&lng=18&z=10&w=960&h=384&dpr=2&v=1 2x",
    width: 960,
    height: 384,
  };
  let readyState: PropertyDescriptor | undefined;

  beforeEach(() => {
    FakeIntersectionObserver.made = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    readyState = Object.getOwnPropertyDescriptor(document, "readyState");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    if (readyState) Object.defineProperty(document, "readyState", readyState);
    else Reflect.deleteProperty(document, "readyState");
  });

  it("renders the server's picture as a sized button on the server, without the map engine", () => {
    const html = renderToString(withI18n(<LazyMap markers={markers} label="Karta över Solängen" preview={preview} />));
    expect(html).toContain('<button type="button"');
    expect(html).toContain("Visa kartan");
    expect(html).toContain(`src="${preview.src.replaceAll("&", "&amp;")}"`);
    expect(html).toContain('width="960" height="384"');
    expect(html).toContain('alt=""');
    expect(html).not.toContain("Kartan laddas…");
    expect(engine.created).toHaveLength(0);
  });

  it("does not load the map on mount, only when it comes near the screen", async () => {
    render(withI18n(<LazyMap markers={markers} label="Karta" preview={preview} />));
    expect(screen.getByRole("button", { name: "Visa kartan" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Karta" }).getAttribute("aria-busy")).toBe("false");
    await settled();
    expect(engine.created).toHaveLength(0);

    const [observer] = FakeIntersectionObserver.made;
    expect(observer?.options?.rootMargin).toBe("300px 0px");
    expect(observer?.observed).toEqual([screen.getByRole("region", { name: "Karta" })]);
    act(() => observer?.near());
    await waitFor(() => expect(engine.markers).toHaveLength(1));
    expect(observer?.disconnected).toBe(true);
    // The live map replaces the picture; the focus stays where it was (nobody pressed it).
    expect(screen.queryByRole("button", { name: "Visa kartan" })).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it("waits for the page's load before watching the screen", async () => {
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "interactive" });
    render(withI18n(<LazyMap markers={markers} label="Karta" preview={preview} />));
    expect(FakeIntersectionObserver.made).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new Event("load"));
    });
    expect(FakeIntersectionObserver.made).toHaveLength(1);
    expect(engine.created).toHaveLength(0);
  });

  it("loads the map when the picture is pressed, and moves the focus on to the map", async () => {
    render(withI18n(<LazyMap markers={markers} label="Karta" preview={preview} />));
    const button = screen.getByRole("button", { name: "Visa kartan" });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(engine.markers).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Visa kartan" })).toBeNull();
    expect(document.activeElement?.getAttribute("data-testid")).toBe("canvas");
  });

  it("keeps the picture without IntersectionObserver until it is pressed", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(withI18n(<LazyMap markers={markers} label="Karta" preview={preview} />));
    await settled();
    expect(engine.created).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Visa kartan" }));
    await waitFor(() => expect(engine.created).toHaveLength(1));
  });

  it("keeps the picture and says so when the map cannot be shown", async () => {
    engine.fail = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = render(withI18n(<LazyMap markers={markers} label="Karta" preview={preview} />));
    fireEvent.click(screen.getByRole("button", { name: "Visa kartan" }));
    expect(await screen.findByText(/Kartan kan inte visas i den här webbläsaren/)).toBeTruthy();
    expect(container.querySelector("img")?.getAttribute("src")).toBe(preview.src);
    warn.mockRestore();
  });
});
