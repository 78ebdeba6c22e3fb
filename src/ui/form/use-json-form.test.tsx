// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import type { FormEvent, ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CATALOGS } from "~/i18n/catalogs.server";
import svCommon from "~/i18n/messages/sv/common.json";
import svValidation from "~/i18n/messages/sv/validation.json";
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

describe("useJsonForm with a schema loaded on first use (decision 026)", () => {
  const messages = z.object({ firstName: z.string().min(1, "validation.required"), lastName: z.string() });

  it("loads the schema on submit, validates with it before sending and shows translated errors", async () => {
    const fetch = vi.fn(answer({}, 200));
    vi.stubGlobal("fetch", fetch);
    const load = vi.fn(async () => messages);
    const { result } = renderHook(
      () => useJsonForm({ initial: { firstName: "", lastName: "" }, schema: load, url: "/api/x", onSuccess: vi.fn() }),
      { wrapper },
    );
    expect(load).not.toHaveBeenCalled();
    await act(() => result.current.onSubmit(submitEvent()));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.errors).toEqual({ firstName: svValidation.validation.required });
    expect(fetch).not.toHaveBeenCalled();
    // Loaded once: errors then follow what is typed, and a valid form is sent.
    act(() => result.current.setValue("firstName", "Anna"));
    expect(result.current.errors).toEqual({});
    await act(() => result.current.onSubmit(submitEvent()));
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends once when the visitor presses twice while the schema loads", async () => {
    const fetch = vi.fn(answer({}, 200));
    vi.stubGlobal("fetch", fetch);
    const { result } = renderHook(
      () =>
        useJsonForm({
          initial: { firstName: "Anna", lastName: "Svensson" },
          schema: async () => messages,
          url: "/api/x",
          onSuccess: vi.fn(),
        }),
      { wrapper },
    );
    await act(() => Promise.all([result.current.onSubmit(submitEvent()), result.current.onSubmit(submitEvent())]));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says the network failed when the schema cannot be loaded, sends nothing, and tries again on the next submit", async () => {
    const fetch = vi.fn(answer({}, 200));
    vi.stubGlobal("fetch", fetch);
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(messages);
    const { result } = renderHook(
      () =>
        useJsonForm({
          initial: { firstName: "Anna", lastName: "Svensson" },
          schema: load,
          url: "/api/x",
          onSuccess: vi.fn(),
        }),
      { wrapper },
    );
    await act(() => result.current.onSubmit(submitEvent()));
    expect(fetch).not.toHaveBeenCalled();
    expect(toasts.map(({ tone, fallback }) => ({ tone, fallback }))).toEqual([{ tone: "error", fallback: "network" }]);
    await act(() => result.current.onSubmit(submitEvent()));
    expect(load).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
