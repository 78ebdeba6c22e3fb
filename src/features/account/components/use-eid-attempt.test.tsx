// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import svCommon from "~/i18n/messages/sv/common.json";
import { I18nProvider } from "~/i18n/react";
import type { ToastRequest } from "~/ui/toast/show-toast";
import { collectToasts } from "~/ui/toast/toast-test-support";
import type { EidStatusResponse } from "../schema";
import { EID_POLL_MS, MAX_POLL_FAILURES, useEidAttempt } from "./use-eid-attempt";

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider language="sv" catalog={CATALOGS.sv}>
    {children}
  </I18nProvider>
);

/** A new attempt id per test: the page's query client (and its cache) lives as long as the file. */
let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`;

/** An answer of the API as fetch gives it (only what the client reads: no streams, so fake timers suffice). */
interface Answer {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}
const json = (body: unknown, status = 200): Answer => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});
const pending = (qrSvg = "<svg/>") => json({ status: "Pending", qrSvg, hintCode: "outstandingTransaction" });

/** Answers the calls in order; the last answer repeats. */
function stubPolls(...answers: Array<Answer | Error>) {
  const fetchMock = vi.fn(async (..._call: [string, RequestInit?]) => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next as unknown as Response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

let toasts: ToastRequest[] = [];
let stopToasts = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  ({ toasts, stop: stopToasts } = collectToasts());
});
afterEach(() => {
  stopToasts();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderAttempt() {
  const outcomes: Array<{ outcome: EidStatusResponse; poolingId: string }> = [];
  const hook = renderHook(() => useEidAttempt((outcome, poolingId) => outcomes.push({ outcome, poolingId })), {
    wrapper,
  });
  return { ...hook, outcomes };
}

/**
 * Time passes, and the answers that came in are delivered: the query tells its observers a
 * few turns of the event loop later (a millisecond each here, far below the poll's second).
 */
const tick = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let turn = 0; turn < 5; turn++) await act(() => vi.advanceTimersByTimeAsync(1));
};

describe("useEidAttempt (TanStack Query)", () => {
  it("polls every second while the answer is Pending, then reports the outcome once and stops", async () => {
    const id = nextId();
    const fetchMock = stubPolls(pending("<svg>1</svg>"), pending("<svg>2</svg>"), json({ status: "Ok" }));
    const { result, outcomes } = renderAttempt();
    act(() => result.current.resume("login", "bank_id", id, false));
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/account_service/login/bank_id/status/${id}`);
    expect(result.current.state).toMatchObject({ phase: "pending", poolingId: id, qrSvg: "<svg>1</svg>" });
    await tick(EID_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.state).toMatchObject({ phase: "pending", qrSvg: "<svg>2</svg>" });
    await tick(EID_POLL_MS);
    expect(outcomes).toEqual([{ outcome: { status: "Ok" }, poolingId: id }]);
    expect(result.current.state).toEqual({ phase: "idle" });
    await tick(5 * EID_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(toasts).toEqual([]);
  });

  it("goes on polling while the tab is in the background (the BankID app may be in front)", async () => {
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    const fetchMock = stubPolls(pending());
    const { result } = renderAttempt();
    act(() => result.current.resume("login", "bank_id", nextId(), false));
    await tick(3 * EID_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    visibility.mockRestore();
    document.dispatchEvent(new Event("visibilitychange"));
  });

  it("polls a board login on its own path", async () => {
    const id = nextId();
    const fetchMock = stubPolls(json({ status: "Ok" }));
    const { result } = renderAttempt();
    act(() => result.current.resume("login", "eident", id, true));
    await tick(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/account_service/login/eident/status/board_member/${id}`);
  });

  it(`asks a failing poll again each second, ${MAX_POLL_FAILURES} failures in a row end it with one error toast`, async () => {
    const fetchMock = stubPolls(new TypeError("Failed to fetch"));
    const { result, outcomes } = renderAttempt();
    act(() => result.current.resume("login", "bank_id", nextId(), false));
    await tick((MAX_POLL_FAILURES - 2) * EID_POLL_MS);
    expect(outcomes).toEqual([]);
    expect(result.current.state.phase).toBe("pending");
    await tick(EID_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(MAX_POLL_FAILURES);
    expect(outcomes.map(({ outcome }) => outcome)).toEqual([{ status: "Error", message: svCommon.errors.network }]);
    expect(toasts.map(({ tone, fallback }) => ({ tone, fallback }))).toEqual([{ tone: "error", fallback: "network" }]);
    expect(result.current.state).toEqual({ phase: "idle" });
  });

  it("a failure between successes does not end it", async () => {
    const fetchMock = stubPolls(pending(), json({}, 503), pending(), json({ status: "Ok" }));
    const { result, outcomes } = renderAttempt();
    act(() => result.current.resume("login", "bank_id", nextId(), false));
    await tick(4 * EID_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(outcomes.map(({ outcome }) => outcome.status)).toEqual(["Ok"]);
    expect(toasts).toEqual([]);
  });

  it("a refusal (4xx) ends it at once with the server's message, as a toast", async () => {
    const fetchMock = stubPolls(
      json({ error: { code: "validation", message: "Förfrågan innehåller ogiltiga uppgifter." } }, 400),
    );
    const { result, outcomes } = renderAttempt();
    act(() => result.current.resume("login", "bank_id", nextId(), false));
    await tick(3 * EID_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outcomes.map(({ outcome }) => outcome)).toEqual([
      { status: "Error", message: "Förfrågan innehåller ogiltiga uppgifter." },
    ]);
    expect(toasts.map(({ message }) => message)).toEqual(["Förfrågan innehåller ogiltiga uppgifter."]);
  });

  it("an auth error answer is an error toast with its message; a next step is not", async () => {
    stubPolls(json({ status: "Cancelled", message: "Legitimeringen avbröts." }));
    const first = renderAttempt();
    act(() => first.result.current.resume("login", "bank_id", nextId(), false));
    await tick(0);
    expect(first.outcomes.map(({ outcome }) => outcome.status)).toEqual(["Cancelled"]);
    expect(toasts.map(({ tone, message }) => ({ tone, message }))).toEqual([
      { tone: "error", message: "Legitimeringen avbröts." },
    ]);

    stubPolls(json({ status: "SsnNotFound", message: "Det finns inget konto med ditt personnummer." }));
    const second = renderAttempt();
    act(() => second.result.current.resume("login", "bank_id", nextId(), false));
    await tick(0);
    expect(second.outcomes.map(({ outcome }) => outcome.status)).toEqual(["SsnNotFound"]);
    expect(toasts).toHaveLength(1);
  });

  it("start: BankID is polled with its autostart link; a refused start is an error toast", async () => {
    const id = nextId();
    const fetchMock = stubPolls(
      json({ poolingId: id, idType: "bank_id", autoStartUrl: "bankid:///?autostarttoken=x" }),
    );
    const { result } = renderAttempt();
    await act(() => result.current.start("login", "bank_id", { loginKind: "private" }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/account_service/login/bank_id/start");
    expect(result.current.state).toMatchObject({ phase: "pending", autoStartUrl: "bankid:///?autostarttoken=x" });

    stubPolls(
      json(
        {
          error: {
            code: "validation",
            message: "Förfrågan innehåller ogiltiga uppgifter.",
            fields: [{ field: "idType", message: "E-legitimering är inte tillgänglig just nu." }],
          },
        },
        400,
      ),
    );
    const refused = renderAttempt();
    await act(() => refused.result.current.start("login", "bank_id", {}));
    expect(toasts.map(({ message }) => message)).toEqual(["E-legitimering är inte tillgänglig just nu."]);
    expect(refused.outcomes.map(({ outcome }) => outcome.status)).toEqual(["Error"]);
    expect(refused.result.current.state).toEqual({ phase: "idle" });
  });

  it("cancel stops the polling and tells the server", async () => {
    const id = nextId();
    const fetchMock = stubPolls(pending());
    const { result } = renderAttempt();
    act(() => result.current.resume("login", "bank_id", id, false));
    await tick(0);
    await act(() => result.current.cancel());
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(`/api/account_service/login/bank_id/cancel/${id}`);
    const calls = fetchMock.mock.calls.length;
    await tick(3 * EID_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(calls);
    expect(result.current.state).toEqual({ phase: "idle" });
  });
});
