// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import type { FormEvent, ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CATALOGS } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
});
