// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
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
