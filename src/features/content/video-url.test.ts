import { describe, expect, it } from "vitest";
import { parseVideoUrl } from "./video-url";

describe("the video of a video block's address", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?feature=share&v=a-B_c1D2e3F", "a-B_c1D2e3F"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://WWW.YOUTUBE.COM/embed/dQw4w9WgXcQ/", "dQw4w9WgXcQ"],
  ])("YouTube: %s", (address, id) => {
    expect(parseVideoUrl(address)).toEqual({
      provider: "youtube",
      id,
      providerName: "YouTube",
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    });
  });

  it.each([
    ["https://vimeo.com/76979871", "76979871"],
    ["https://www.vimeo.com/76979871/", "76979871"],
  ])("Vimeo: %s", (address, id) => {
    expect(parseVideoUrl(address)).toEqual({
      provider: "vimeo",
      id,
      providerName: "Vimeo",
      embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
    });
  });

  it.each([
    // Not https, or with credentials or a port.
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
    // Look-alike hosts.
    "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ",
    "https://notyoutu.be/dQw4w9WgXcQ",
    "https://vimeo.com.evil.example/76979871",
    // Ids of the wrong shape.
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQx",
    "https://www.youtube.com/watch?v=dQw4w9W%22Xc",
    "https://youtu.be/dQw4w9WgX<Q",
    "https://vimeo.com/abc",
    "https://vimeo.com/-5",
    // Other paths of the providers.
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&v=a-B_c1D2e3F",
    "https://www.youtube.com/embed/dQw4w9WgXcQ/extra",
    "https://www.youtube.com/channel/UCxyz",
    "https://youtu.be/dQw4w9WgXcQ/extra",
    "https://vimeo.com/channels/staffpicks/76979871",
    "https://player.vimeo.com/video/76979871",
    // Not an address at all.
    "javascript:alert(1)",
    "",
    "youtube.com/watch?v=dQw4w9WgXcQ",
  ])("no video of ours: %s", (address) => {
    expect(parseVideoUrl(address)).toBeNull();
  });
});
