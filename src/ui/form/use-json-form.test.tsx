// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import type { FormEvent, ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CATALOGS } from "~/i18n/catalogs.server";
import svCommon from "~/i18n/messages/sv/common.json";
import { I18nProvider } from "~/i18n/react";
import type { ToastRequest } from "~/ui/toast/show-toast";
import { collectToasts } from "~/ui/toast/toast-test-support";
import { useJsonForm } from "./use-json-form";

const schema = z.object({ firstName: z.string().min(1), lastName: z.string().min(1) });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider language="sv" catalog={CATALOGS.sv}>
    {children}
  </I18nProvider>
);
const submitEvent = () => ({ preventDefault: () => {} }) as FormEvent<HTMLFormElement>;

function renderForm() {
  return renderHook(
    () => useJsonForm({ initial: { firstName: "", lastName: "" }, schema, url: "/api/x", onSuccess: vi.fn() }),
    { wrapper },
  );
}

/** The toasts the form shows, as the page's toast host would receive them. */
let toasts: ToastRequest[] = [];
let stopToasts = () => {};
beforeEach(() => {
  ({ toasts, stop: stopToasts } = collectToasts());
});

afterEach(() => {
  stopToasts();
  cleanup();
  vi.unstubAllGlobals();
});

function renderFilled(onSuccess = vi.fn()) {
  return renderHook(
    () => useJsonForm({ initial: { firstName: "Anna", lastName: "Svensson" }, schema, url: "/api/x", onSuccess }),
    { wrapper },
  );
}

const answer = (body: unknown, status: number) => async () => new Response(JSON.stringify(body), { status });

describe("useJsonForm", () => {
  it("keeps every value of several changes in one event (a prefill)", () => {
    const { result } = renderForm();
    act(() => {
      result.current.setValue("firstName", "Anna");
      result.current.setValue("lastName", "Svensson");
    });
    expect(result.current.values).toEqual({ firstName: "Anna", lastName: "Svensson" });
  });

  it("shows errors only after an attempt, then follows what is typed", async () => {
    const { result } = renderForm();
    act(() => result.current.setValue("firstName", ""));
    expect(result.current.errors).toEqual({});
    await act(() => result.current.onSubmit(submitEvent()));
    expect(Object.keys(result.current.errors).sort()).toEqual(["firstName", "lastName"]);
    act(() => {
      result.current.setValue("firstName", "Anna");
      result.current.setValue("lastName", "Svensson");
    });
    expect(result.current.errors).toEqual({});
  });

  it("shows an answer the caller refuses as the form's error until the next submit", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ status: "UserAlreadyExists" }), { status: 200 }));
    const onSuccess = vi.fn((body: unknown, refuse: (message: string) => void) => {
      if ((body as { status: string }).status !== "Ok") refuse("Kontot finns redan.");
    });
    const { result } = renderHook(
      () => useJsonForm({ initial: { firstName: "Anna", lastName: "Svensson" }, schema, url: "/api/x", onSuccess }),
      { wrapper },
    );
    await act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.formError).toBe("Kontot finns redan.");
    act(() => result.current.setValue("firstName", ""));
    await act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.formError).toBeNull();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("shows an answer the caller refuses as an error toast too", async () => {
    vi.stubGlobal("fetch", answer({ status: "UserAlreadyExists" }, 200));
    const { result } = renderFilled(
      vi.fn((_body: unknown, refuse: (message: string) => void) => refuse("Kontot finns redan.")),
    );
    await act(() => result.current.onSubmit(submitEvent()));
    expect(toasts.map(({ tone, message }) => ({ tone, message }))).toEqual([
      { tone: "error", message: "Kontot finns redan." },
    ]);
  });

  it("a refusal of the form as a whole: the server's message as an error toast and the form's error", async () => {
    vi.stubGlobal(
      "fetch",
      answer(
        {
          error: {
            code: "validation",
            message: "Förfrågan innehåller ogiltiga uppgifter.",
            fields: [{ field: "showingId", message: "Visningen är fullbokad." }],
          },
        },
        400,
      ),
    );
    const { result } = renderFilled();
    await act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.formError).toBe("Visningen är fullbokad.");
    expect(toasts.map(({ tone, message }) => ({ tone, message }))).toEqual([
      { tone: "error", message: "Visningen är fullbokad." },
    ]);
  });

  it("a refusal without a known cause: the error body's message, else a translated generic one", async () => {
    vi.stubGlobal("fetch", answer({ error: { code: "throttled", message: "För många försök." } }, 429));
    const { result } = renderFilled();
    await act(() => result.current.onSubmit(submitEvent()));
    expect(toasts.at(-1)?.message).toBe("För många försök.");

    vi.stubGlobal("fetch", async () => new Response("Bad gateway", { status: 502 }));
    await act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.formError).toBe(svCommon.errors.somethingWentWrong);
    expect(toasts.at(-1)).toMatchObject({ tone: "error", message: null, fallback: "generic" });
  });

  it("no answer at all: the network's message", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const { result } = renderFilled();
    await act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.formError).toBe(svCommon.errors.network);
    expect(toasts.at(-1)).toMatchObject({ tone: "error", fallback: "network" });
  });

  it("keeps the errors of fields at their inputs, without a toast", async () => {
    vi.stubGlobal(
      "fetch",
      answer(
        {
          error: {
            code: "validation",
            message: "Förfrågan innehåller ogiltiga uppgifter.",
            fields: [{ field: "lastName", message: "Ogiltigt efternamn." }],
          },
        },
        400,
      ),
    );
    const { result } = renderFilled();
    await act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.errors).toEqual({ lastName: "Ogiltigt efternamn." });
    expect(result.current.formError).toBeNull();
    expect(toasts).toEqual([]);
  });
});
