import { performance } from "node:perf_hooks";
import type { RenderSteps } from "./app-context";

/**
 * The time of each step of answering a page, in the order they ran, for the Server-Timing header
 * (decision 024): each lap is the time since the previous one, so the steps add up to the total.
 */
export class ServerTiming implements RenderSteps {
  private readonly start = performance.now();
  private last = this.start;
  private readonly steps: { name: string; ms: number }[] = [];
  private readonly notes: string[] = [];

  /** Ends the step `name` now (a step run twice adds up). */
  lap(name: string): void {
    const time = performance.now();
    const step = this.steps.find((s) => s.name === name);
    if (step) step.ms += time - this.last;
    else this.steps.push({ name, ms: time - this.last });
    this.last = time;
  }

  has(name: string): boolean {
    return this.steps.some((s) => s.name === name);
  }

  /** A metric without a duration, e.g. `cache;desc="hit"`. */
  note(metric: string): void {
    this.notes.push(metric);
  }

  /** The header's value: the steps, the notes, and the total so far. */
  header(): string {
    const total = performance.now() - this.start;
    return [
      ...this.steps.map((s) => `${s.name};dur=${s.ms.toFixed(1)}`),
      ...this.notes,
      `total;dur=${total.toFixed(1)}`,
    ].join(", ");
  }
}
