import { describe, expect, it } from "vitest";
import { phasesOfStage } from "./my-pages";

const now = new Date("2026-11-25T12:00:00Z");
const today = "2026-11-25";

describe("the seed's project phases", () => {
  it.each([0, 4, 7, 9, 10])("put phase %i under way today, the earlier ones past, the later ones ahead", (current) => {
    const phases = phasesOfStage({ id: 42, site: "sv", projectPhase: current }, now);
    expect(phases.map((p) => p.phase)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const phase of phases) {
      if (phase.phase < current) expect(phase.endsOn! < today).toBe(true);
      if (phase.phase > current) expect(phase.startsOn > today).toBe(true);
    }
    const under = phases[current]!;
    expect(under.startsOn <= today).toBe(true);
    expect(under.endsOn === null || under.endsOn >= today).toBe(true);
  });

  it("follow each other without gaps, the completed phase open-ended, the same for the same stage", () => {
    const phases = phasesOfStage({ id: 7, site: "no", projectPhase: 5 }, now);
    for (let i = 1; i < phases.length; i++) {
      const dayAfter = new Date(`${phases[i - 1]!.endsOn}T00:00:00Z`).getTime() + 86_400_000;
      expect(new Date(`${phases[i]!.startsOn}T00:00:00Z`).getTime()).toBe(dayAfter);
    }
    expect(phases[10]?.endsOn).toBeNull();
    expect(phases[7]?.text).toMatch(/tilvalg/i);
    expect(phasesOfStage({ id: 7, site: "no", projectPhase: 5 }, now)).toEqual(phases);
  });
});
