/**
 * The providers a video block may play (issue 16, decision 037): the video's id from the address
 * an editor gives, and the player's address. Strict on purpose: an address of another shape, host
 * or scheme is no video of ours, and the block shows a plain link to it, never a frame of it.
 */

export type VideoProvider = "youtube" | "vimeo";

export interface ProviderVideo {
  provider: VideoProvider;
  id: string;
  /** The provider's name as the visitor knows it. */
  providerName: string;
  /** The player, which starts at once (the visitor has pressed play). */
  embedUrl: string;
}

/** The players' origins: the pages' CSP allows frames from exactly these (src/server/page-csp.ts). */
export const VIDEO_PLAYER_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com"]);

function youtube(id: string | null | undefined): ProviderVideo | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    provider: "youtube",
    id,
    providerName: "YouTube",
    // The privacy-enhanced player: no cookies until the visitor plays (and we ask before that).
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  };
}

function vimeo(id: string | null | undefined): ProviderVideo | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  return {
    provider: "vimeo",
    id,
    providerName: "Vimeo",
    // dnt=1: Vimeo's player tracks no session data.
    embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
  };
}

/**
 * The provider's video of an address: youtube.com/watch?v={id}, youtu.be/{id},
 * youtube.com/embed/{id} or vimeo.com/{id}, over https, without user name, password or port;
 * anything else is null.
 */
export function parseVideoUrl(address: string): ProviderVideo | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").slice(1);
  // A trailing slash is the same address; more path than the id is not.
  if (segments.length > 1 && segments.at(-1) === "") segments.pop();

  if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") {
      const ids = url.searchParams.getAll("v");
      return ids.length === 1 ? youtube(ids[0]) : null;
    }
    if (segments.length === 2 && segments[0] === "embed") return youtube(segments[1]);
    return null;
  }
  if (host === "youtu.be") return segments.length === 1 ? youtube(segments[0]) : null;
  if (VIMEO_HOSTS.has(host)) return segments.length === 1 ? vimeo(segments[0]) : null;
  return null;
}
