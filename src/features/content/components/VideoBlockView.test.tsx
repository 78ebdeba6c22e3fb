// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, CONSENT_POLICY_REVISION, serializeConsent } from "~/features/consent";
import svCommon from "~/i18n/messages/sv/common.json";
import { I18nProvider } from "~/i18n/react";
import type { VideoBlock } from "../schema";
import { VideoBlockView } from "./VideoBlockView";

const block: VideoBlock = {
  type: "video",
  videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  title: "En dag på bygget i Nacka",
  image: {
    src: "demo/hero-1.jpg",
    alt: "Snickare monterar fönster i ett nytt flerbostadshus",
    orgWidth: 1920,
    orgHeight: 1080,
  },
  description: "Följ med vår platschef en vanlig dag.",
  scriptText: "Klockan är sju och bygget vaknar.\n\nFörst går vi igenom dagens arbete.",
  renderOnPage: true,
  hideDescriptionOnPage: false,
};

const PLAYER = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1";

function setConsent(thirdParty: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the block reads the consent cookie, so the test sets it
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent({
    answered: true,
    marketing: false,
    statistics: true,
    thirdParty,
    revision: CONSENT_POLICY_REVISION,
  })}; path=/`;
}

/** The page as a content page has it: only the shell's namespaces (`video` loads with the overlay). */
function renderVideo(video: VideoBlock = block) {
  return render(
    <I18nProvider language="sv" catalog={svCommon}>
      <VideoBlockView block={video} level="h2" />
    </I18nProvider>,
  );
}

const playButton = () => screen.getByRole("button", { name: "Spela upp videon: En dag på bygget i Nacka" });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the next test starts without consent
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

describe("a video block", () => {
  it("shows the poster, title, description and script without loading anything of the provider's", () => {
    const { container } = renderVideo();
    expect(screen.getByRole("heading", { level: 2, name: "En dag på bygget i Nacka" })).toBeTruthy();
    expect(screen.getByText("Följ med vår platschef en vanlig dag.")).toBeTruthy();
    const poster = screen.getByRole("img", { name: "Snickare monterar fönster i ett nytt flerbostadshus" });
    expect(poster.getAttribute("src")).toMatch(/^\/img\/demo\/hero-1\.jpg\?/);
    expect(playButton()).toBeTruthy();
    expect(screen.getByText("Läs vad som sägs i videon").closest("details")).toBeTruthy();
    expect(screen.getByText("Först går vi igenom dagens arbete.")).toBeTruthy();
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.innerHTML).not.toMatch(/youtube|ytimg/i);
  });

  it("without thirdParty consent asks first, and plays after accept for videos", async () => {
    setConsent(false);
    const { container } = renderVideo();
    fireEvent.click(playButton());
    const heading = await screen.findByRole("heading", { name: "Videon visas av en annan tjänst" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole("region", { name: "Videon visas av en annan tjänst" }).textContent).toContain(
      "Videon visas av YouTube, som kan sätta cookies",
    );
    expect(container.querySelector("iframe")).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Godkänn för videor" }));
    });
    const player = screen.getByTitle("Video från YouTube: En dag på bygget i Nacka");
    expect(player.tagName).toBe("IFRAME");
    expect(player.getAttribute("src")).toBe(PLAYER);
    expect(document.activeElement).toBe(player);
    // The visitor's other choices are kept; only thirdParty is added.
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=a1.m0.s1.t1.r${CONSENT_POLICY_REVISION}`);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/experiments/cookie-consent/3",
      expect.objectContaining({ method: "POST" }),
    );
    const sent = JSON.parse(String(fetchMock.mock.calls[0]![1].body));
    expect(sent).toMatchObject({ marketing: false, statistics: true, thirdParty: true, source: "video" });
  });

  it("goes back to the poster with focus on play when the visitor says not now", async () => {
    renderVideo();
    fireEvent.click(playButton());
    fireEvent.click(await screen.findByRole("button", { name: "Inte nu" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(document.activeElement).toBe(playButton());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers play once thirdParty is saved in the cookie settings", async () => {
    renderVideo();
    fireEvent.click(playButton());
    const opened = vi.fn();
    window.addEventListener("nordhem:consent-settings", opened);
    fireEvent.click(await screen.findByRole("button", { name: "Cookieinställningar" }));
    expect(opened).toHaveBeenCalledOnce();
    window.removeEventListener("nordhem:consent-settings", opened);
    // What the settings dialog does when the visitor saves thirdParty there.
    const { saveConsent, ConsentCode } = await import("~/features/consent");
    await act(async () => {
      await saveConsent({ marketing: false, statistics: false, thirdParty: true }, ConsentCode.manual, "settings");
    });
    expect(screen.getByRole("heading", { name: "Nu kan videon spelas upp" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Spela upp videon" }));
    expect(screen.getByTitle("Video från YouTube: En dag på bygget i Nacka").getAttribute("src")).toBe(PLAYER);
  });

  it("with thirdParty consent plays in the page at once", () => {
    setConsent(true);
    renderVideo();
    fireEvent.click(playButton());
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.getByTitle("Video från YouTube: En dag på bygget i Nacka").getAttribute("src")).toBe(PLAYER);
  });

  it("takes the player away when thirdParty consent is withdrawn", async () => {
    setConsent(true);
    const { container } = renderVideo();
    fireEvent.click(playButton());
    expect(container.querySelector("iframe")).not.toBeNull();
    const { saveConsent, ConsentCode } = await import("~/features/consent");
    await act(async () => {
      await saveConsent({ marketing: false, statistics: true, thirdParty: false }, ConsentCode.manual, "settings");
    });
    expect(container.querySelector("iframe")).toBeNull();
    expect(playButton()).toBeTruthy();
  });

  it("plays in a dialog over the page when not rendered on the page, with the hidden description there", async () => {
    setConsent(true);
    const { container } = renderVideo({
      ...block,
      videoUrl: "https://vimeo.com/76979871",
      renderOnPage: false,
      hideDescriptionOnPage: true,
    });
    expect(screen.queryByText("Följ med vår platschef en vanlig dag.")).toBeNull();
    fireEvent.click(playButton());
    const dialog = await screen.findByRole("dialog", { name: "En dag på bygget i Nacka" });
    const player = dialog.querySelector("iframe");
    expect(player?.getAttribute("src")).toBe("https://player.vimeo.com/video/76979871?autoplay=1&dnt=1");
    expect(player?.getAttribute("title")).toBe("Video från Vimeo: En dag på bygget i Nacka");
    expect(dialog.textContent).toContain("Följ med vår platschef en vanlig dag.");
    // The poster stays in the page behind the dialog; the page itself has no player.
    expect(container.querySelectorAll("iframe")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Stäng" }));
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("asks in the dialog without consent", async () => {
    renderVideo({ ...block, renderOnPage: false });
    fireEvent.click(playButton());
    const dialog = await screen.findByRole("dialog", { name: "En dag på bygget i Nacka" });
    expect(dialog.querySelector("iframe")).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Godkänn för videor" }));
    });
    expect(dialog.querySelector("iframe")?.getAttribute("src")).toBe(PLAYER);
  });

  it("links to an address of no known provider instead of framing it", () => {
    const { container } = renderVideo({ ...block, videoUrl: "https://videos.example.com/watch/123" });
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Se videon på videos.example.com" }).getAttribute("href")).toBe(
      "https://videos.example.com/watch/123",
    );
    expect(container.querySelector("iframe")).toBeNull();
  });
});
