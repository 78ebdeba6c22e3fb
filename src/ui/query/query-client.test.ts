// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToastRequest } from "~/ui/toast/show-toast";
import { collectToasts } from "~/ui/toast/toast-test-support";
import { createQueryClient, QUERY_DEFAULTS } from "./query-client";
import { RequestError } from "./request-error";

let toasts: ToastRequest[] = [];
let stopToasts = () => {};
beforeEach(() => {
  ({ toasts, stop: stopToasts } = collectToasts());
});
afterEach(() => {
  stopToasts();
  vi.unstubAllGlobals();
});

describe("the query client", () => {
  it("has the spec's defaults: one retry, no refetch on window focus, stale time 30 s (spec 001 section 9)", () => {
    expect(QUERY_DEFAULTS).toEqual({ retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 });
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject(QUERY_DEFAULTS);
  });

  it("asks a failed query once more, then shows the server's message as an error toast", async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new RequestError(409, "Visningen har redan börjat.");
    });
    await expect(client.fetchQuery({ queryKey: ["showing"], queryFn, retryDelay: 0 })).rejects.toThrow();
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(toasts.map(({ tone, message, fallback }) => ({ tone, message, fallback }))).toEqual([
      { tone: "error", message: "Visningen har redan börjat.", fallback: "generic" },
    ]);
  });

  it("falls back on the network's message when nothing answered, and stays quiet when the widget asks", async () => {
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: ["markers"],
        queryFn: () => Promise.reject(new RequestError(0, undefined)),
        retry: false,
      }),
    ).rejects.toThrow();
    await expect(
      client.fetchQuery({
        queryKey: ["recent"],
        queryFn: () => Promise.reject(new RequestError(500, undefined)),
        retry: false,
        meta: { errorToast: false },
      }),
    ).rejects.toThrow();
    expect(toasts.map(({ message, fallback }) => ({ message, fallback }))).toEqual([
      { message: undefined, fallback: "network" },
    ]);
  });

  it("does not send a failed mutation again, and shows its error as a toast", async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(async () => {
      throw new RequestError(400, "Bokningen kunde inte bekräftas.");
    });
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toThrow();
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(toasts.map(({ message }) => message)).toEqual(["Bokningen kunde inte bekräftas."]);
  });
});
