// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import svBuy from "~/i18n/messages/sv/buy-residence.json";
import { I18nProvider } from "~/i18n/react";
import { HoldCountdown } from "./HoldCountdown";

const NOW = Date.parse("2026-11-26T10:00:00.000Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderCountdown(minutes: number, onExpire = vi.fn(), serverNow = new Date(NOW).toISOString()) {
  render(
    <I18nProvider language="sv" catalog={svBuy}>
      <HoldCountdown
        holdExpiresAt={new Date(Date.parse(serverNow) + minutes * 60_000).toISOString()}
        serverNow={serverNow}
        onExpire={onExpire}
      />
    </I18nProvider>,
  );
  return onExpire;
}

const shown = () => screen.getByTestId("hold-time-left").textContent;
const live = () => screen.getByRole("status").textContent;

describe("the hold countdown", () => {
  it("counts down each second and says the time left only at thresholds", () => {
    renderCountdown(6);
    expect(shown()).toBe("6:00");
    expect(live()).toBe("");
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe("5:30");
    expect(live()).toBe("");
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe("5:00");
    expect(live()).toBe("Din reservation går ut om 5 minuter.");
    act(() => vi.advanceTimersByTime(60_000));
    // Between thresholds the live region keeps its last words (no new announcement).
    expect(live()).toBe("Din reservation går ut om 5 minuter.");
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(live()).toBe("Din reservation går ut om 1 minut.");
  });

  it("uses the server's clock, not the browser's", () => {
    // The page was made 3 minutes before the browser's clock says it is now: a wrong clock, not lost time.
    renderCountdown(20, vi.fn(), new Date(NOW - 3 * 60_000).toISOString());
    expect(shown()).toBe("20:00");
  });

  it("calls onExpire once at zero", () => {
    const onExpire = renderCountdown(1);
    act(() => vi.advanceTimersByTime(59_000));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(5_000));
    expect(shown()).toBe("0:00");
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
