// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Tag } from "./schema";
import { useResolvedTags } from "./use-search-tags";

const SODRA: Tag = { id: 7, name: "Södra Hammarbyhamnen", url: "sodra-hammarbyhamnen", hasRental: false };
const UPPSALA: Tag = { id: 8, name: "Uppsala", url: "uppsala", hasRental: true };

/** The tags/url call answering with the tags whose name or slug is in q, as the server does. */
function stubTagsByUrl(tags: Tag[]) {
  const fetchMock = vi.fn(async (_input: string | URL | Request, init?: RequestInit) => {
    const { q } = JSON.parse(String(init?.body)) as { q: string };
    const wanted = q.split(";").map((name) => name.toLowerCase());
    const found = tags.filter((tag) => wanted.includes(tag.name.toLowerCase()) || wanted.includes(tag.url));
    return new Response(JSON.stringify({ tags: found }), { headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useResolvedTags", () => {
  it("resolves a tag of q named by its URL slug, as the server's search does", async () => {
    stubTagsByUrl([SODRA]);
    const { result } = renderHook(() => useResolvedTags("site", null, ["sodra-hammarbyhamnen"], []));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.tags).toEqual([SODRA]);
  });

  it("knows the page's tags by name and by slug without asking", () => {
    const fetchMock = stubTagsByUrl([]);
    const { result } = renderHook(() =>
      useResolvedTags("site", null, ["uppsala", "Södra Hammarbyhamnen"], [SODRA, UPPSALA]),
    );
    expect(result.current.pending).toBe(false);
    expect(result.current.tags.map((tag) => tag.id)).toEqual([8, 7]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaves out a name no tag has, once the server has said so", async () => {
    stubTagsByUrl([UPPSALA]);
    const { result } = renderHook(() => useResolvedTags("site", null, ["uppsala", "atlantis"], []));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.tags).toEqual([UPPSALA]);
  });
});
