// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { catalogOf } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import { PanoramaDialog } from "./PanoramaDialog";
import type { PanoramaTour } from "./schema";

/** jsdom has no WebGL: these are the dialog's controls, states and the flat fallback. */

const view = (camera: string, archetype: string) => ({
  image: `/api/residenceexplorer/panorama/image/${camera}-${archetype}.jpg`,
  lowImage: `/api/residenceexplorer/panorama/image/${camera}-${archetype}-low.jpg`,
});

const TOUR: PanoramaTour = {
  id: "s1-2r",
  objectId: 7,
  stageId: 1,
  stageUrl: "/bostader/x/",
  name: "2 rum och kök",
  config: {
    defaultArchetypeId: "scandinavian",
    archetypes: [
      { id: "unfurnished", name: "Omöblerad" },
      { id: "scandinavian", name: "Skandinavisk" },
      { id: "classic", name: "Klassisk" },
    ],
  },
  firstCameraId: "hall",
  cameras: ["hall", "living"].map((id) => ({
    id,
    name: id === "hall" ? "Hall" : "Vardagsrum",
    position: { x: 0, y: 1.5, z: 0 },
    rotation: { yaw: 0, pitch: 0 },
    fov: 90,
    links: [{ cameraId: id === "hall" ? "living" : "hall", yaw: 90, pitch: -10 }],
  })),
  views: Object.fromEntries(
    ["unfurnished", "scandinavian", "classic"].map((a) => [a, { hall: view("hall", a), living: view("living", a) }]),
  ),
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function open(onClose = () => {}) {
  return render(
    <I18nProvider language="sv" catalog={catalogOf("sv", ["panorama"])}>
      <PanoramaDialog objectId={7} title="Bostad 1001" onClose={onClose} />
    </I18nProvider>,
  );
}

beforeEach(() => {
  // No WebGL (and no canvas at all in jsdom, which would log that it is not implemented).
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("PanoramaDialog", () => {
  it("shows the flat panorama without WebGL, low first, and keeps the room when the furnishing changes", async () => {
    const fetch = vi.fn(async () => answer(200, TOUR));
    vi.stubGlobal("fetch", fetch);
    open();
    expect(fetch).toHaveBeenCalledWith("/api/residenceexplorer/panorama/7", expect.anything());
    const dialog = await screen.findByRole("dialog", { name: "Bostad 1001" });
    expect(await within(dialog).findByText(/WebGL saknas/)).toBeTruthy();
    const picture = within(dialog).getByRole("img", { name: "Panorama av Hall, Skandinavisk" });
    expect(picture.getAttribute("src")).toBe(TOUR.views.scandinavian?.hall?.lowImage);
    fireEvent.load(picture);
    expect(dialog.querySelector("[data-shown-level]")?.getAttribute("data-shown-level")).toBe("low");

    fireEvent.click(within(dialog).getByRole("radio", { name: "Klassisk" }));
    const classic = within(dialog).getByRole("img", { name: "Panorama av Hall, Klassisk" });
    expect(classic.getAttribute("src")).toBe(TOUR.views.classic?.hall?.lowImage);

    const living = within(dialog).getByRole("button", { name: "Vardagsrum" });
    fireEvent.click(living);
    expect(living.getAttribute("aria-pressed")).toBe("true");
    expect(within(dialog).getByRole("img", { name: "Panorama av Vardagsrum, Klassisk" }).getAttribute("src")).toBe(
      TOUR.views.classic?.living?.lowImage,
    );
  });

  it("says when the tour cannot be loaded and tries again on request", async () => {
    const fetch = vi.fn(async () => answer(500, { error: { code: "internal", message: "x" } }));
    vi.stubGlobal("fetch", fetch);
    open();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("360-visningen kunde inte laddas.");
    fetch.mockImplementation(async () => answer(200, TOUR));
    fireEvent.click(within(alert).getByRole("button", { name: "Försök igen" }));
    await waitFor(() => expect(screen.getByRole("radio", { name: "Skandinavisk" })).toHaveProperty("checked", true));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("says that a home has no 360 view, without a retry, and closes from its button", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(404, { error: { code: "not_found", message: "x" } })),
    );
    const onClose = vi.fn();
    open(onClose);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Den här bostaden har ingen 360-visning.");
    expect(within(alert).queryByRole("button")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Stäng" }));
    expect(onClose).toHaveBeenCalled();
  });
});
