// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "~/i18n/catalogs.server";
import svCommon from "~/i18n/messages/sv/common.json";
import { I18nProvider } from "~/i18n/react";
import { TOAST_SLOT_EVENT, Toasts } from "~/shell/Toasts";
import { Dialog } from "~/ui/Dialog";
import { showToast, TOAST_EVENT } from "./show-toast";
import { REGIONS_SETTLE_MS, TOAST_DISMISS_MS, ToastHost } from "./ToastHost";

function renderInSwedish(ui: ReactNode) {
  return render(
    <I18nProvider language="sv" catalog={CATALOGS.sv}>
      {ui}
    </I18nProvider>,
  );
}

/** The host with its live regions in place (fake timers: the regions settle first). */
function renderHost(beside: ReactNode = null) {
  vi.useFakeTimers();
  const result = renderInSwedish(
    <>
      {beside}
      <ToastHost />
    </>,
  );
  act(() => vi.advanceTimersByTime(REGIONS_SETTLE_MS));
  return result;
}

/** A modal dialog that its close button closes. */
function WithDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Logga in" closeLabel="Stäng">
      <p>Formuläret</p>
    </Dialog>
  );
}

const show = (...args: Parameters<typeof showToast>) => act(() => showToast(...args));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the toast host", () => {
  it("announces an error as an alert with the server's message, keeps it, and leaves focus where it was", () => {
    renderHost(<button type="button">Spara</button>);
    const save = screen.getByRole("button", { name: "Spara" });
    save.focus();
    show({ tone: "error", message: "Visningen är fullbokad." });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Visningen är fullbokad.");
    expect(document.activeElement).toBe(save);
    // Errors never go by themselves.
    act(() => vi.advanceTimersByTime(10 * TOAST_DISMISS_MS));
    expect(screen.getByRole("alert").textContent).toBe("Visningen är fullbokad.");
  });

  it("falls back on a translated message: generic, or the network's", () => {
    renderHost();
    show({ tone: "error" });
    show({ tone: "error", fallback: "network" });
    const texts = within(screen.getByRole("alert"))
      .getAllByRole("paragraph")
      .map((p) => p.textContent);
    expect(texts).toEqual([svCommon.errors.somethingWentWrong, svCommon.errors.network]);
  });

  it("announces a success as a status and lets it go after its time, but not while it is pointed at", () => {
    renderHost();
    // The status region is there before any success, so that a screen reader knows it.
    expect(screen.getByRole("status").textContent).toBe("");
    show({ tone: "success", message: "Sparat." });
    expect(screen.getByRole("status").textContent).toBe("Sparat.");
    expect(screen.queryByRole("alert")).toBeNull();
    const stack = screen.getByRole("status").parentElement as Element;
    fireEvent.pointerEnter(stack);
    act(() => vi.advanceTimersByTime(2 * TOAST_DISMISS_MS));
    expect(screen.getByRole("status").textContent).toBe("Sparat.");
    fireEvent.pointerLeave(stack);
    act(() => vi.advanceTimersByTime(TOAST_DISMISS_MS - 1));
    expect(screen.getByRole("status").textContent).toBe("Sparat.");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("is dismissed by keyboard: Escape or the button; focus goes to the next toast, then back", () => {
    renderHost(<button type="button">Spara</button>);
    const save = screen.getByRole("button", { name: "Spara" });
    save.focus();
    show({ tone: "error", message: "Första felet." });
    show({ tone: "error", message: "Andra felet." });
    const [first, second] = screen.getAllByRole("button", { name: "Stäng meddelandet" });
    first?.focus();
    fireEvent.keyDown(first as Element, { key: "Escape" });
    expect(screen.queryByText("Första felet.")).toBeNull();
    expect(document.activeElement).toBe(second);
    fireEvent.click(second as Element);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.activeElement).toBe(save);
  });

  it("shows the same message once, however often it is asked", () => {
    renderHost();
    show({ tone: "error", message: "Något gick fel." });
    show({ tone: "error", message: "Något gick fel." });
    expect(screen.getAllByText("Något gick fel.")).toHaveLength(1);
  });

  it("draws a toast inside an open modal dialog (the page behind is inert) and drops it with the dialog", () => {
    renderHost(<WithDialog />);
    show({ tone: "error", message: "Fel e-postadress eller lösenord." });
    const dialog = screen.getByRole("dialog", { name: "Logga in" });
    expect(within(dialog).getByRole("alert").textContent).toBe("Fel e-postadress eller lösenord.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Stäng" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText("Fel e-postadress eller lösenord.")).toBeNull();
  });
});

describe("the shell's toast slot", () => {
  it("listens to the event showToast sends", () => {
    expect(TOAST_SLOT_EVENT).toBe(TOAST_EVENT);
  });

  it("loads the host only for the first toast, which waits for it", async () => {
    renderInSwedish(<Toasts />);
    expect(screen.queryByRole("status")).toBeNull();
    act(() => showToast({ tone: "error", message: "Sparandet misslyckades." }));
    expect((await screen.findByRole("alert")).textContent).toBe("Sparandet misslyckades.");
  });
});
