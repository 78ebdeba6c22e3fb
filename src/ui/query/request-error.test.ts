import { afterEach, describe, expect, it, vi } from "vitest";
import { errorToastOf, RequestError, requestJson, serverMessageOf } from "./request-error";

afterEach(() => vi.unstubAllGlobals());

describe("requestJson", () => {
  it("answers the body of a success", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ showings: [] }));
    await expect(requestJson("/api/residence/showings/1")).resolves.toEqual({ showings: [] });
  });

  it("fails with the server's message and status", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ error: { code: "throttled", message: "För många försök." } }, { status: 429 }),
    );
    const error = await requestJson("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 429, serverMessage: "För många försök.", transient: true });
  });

  it("fails with status 0 when nothing answered, and lets an abort through as it is", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await requestJson("/api/x").catch((caught: unknown) => caught)).toMatchObject({ status: 0 });
    vi.stubGlobal("fetch", async () => {
      throw new DOMException("aborted", "AbortError");
    });
    expect(await requestJson("/api/x").catch((caught: unknown) => caught)).toBeInstanceOf(DOMException);
  });
});

describe("the messages of failures", () => {
  it("names the one field a validation error is about, else the error's message", () => {
    const error = (fields?: { field: string; message: string }[]) => ({
      error: { code: "validation", message: "Förfrågan innehåller ogiltiga uppgifter.", fields },
    });
    expect(serverMessageOf(error([{ field: "idType", message: "E-legitimering är inte tillgänglig." }]))).toBe(
      "E-legitimering är inte tillgänglig.",
    );
    expect(
      serverMessageOf(
        error([
          { field: "a", message: "A." },
          { field: "b", message: "B." },
        ]),
      ),
    ).toBe("Förfrågan innehåller ogiltiga uppgifter.");
    expect(serverMessageOf("<html>Bad gateway</html>")).toBeUndefined();
  });

  it("retries only what may pass: no answer, a timeout, throttling, a server error", () => {
    expect([0, 408, 429, 500, 503].map((status) => new RequestError(status, undefined).transient)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 403, 404, 409].map((status) => new RequestError(status, undefined).transient)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("makes the toast of a failure", () => {
    expect(errorToastOf(new RequestError(400, "Fel."))).toEqual({
      tone: "error",
      message: "Fel.",
      fallback: "generic",
    });
    expect(errorToastOf(new RequestError(0, undefined))).toMatchObject({ fallback: "network" });
    expect(errorToastOf(new Error("bug"))).toEqual({ tone: "error", fallback: "generic" });
  });
});
