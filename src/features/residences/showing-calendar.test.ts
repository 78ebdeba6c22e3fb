import { describe, expect, it } from "vitest";
import { foldLine, icsText, icsTime, showingIcs } from "./showing-calendar";

describe("a showing as an iCalendar file", () => {
  const ics = showingIcs({
    id: 42,
    host: "nordhem.example",
    startsAt: new Date("2030-03-15T16:00:00+01:00"),
    endsAt: new Date("2030-03-15T17:30:00+01:00"),
    summary: "Visning: Lägenhet 1001, Kvarnholmen Strand, etapp 2",
    location: "Visningslägenheten, Kvarnholmen Strand; Nacka",
    url: "https://nordhem.example/nacka/kvarnholmen/etapp-2/1001/",
    now: new Date("2030-03-01T08:00:00Z"),
  });

  it("has one event with its times in UTC", () => {
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("DTSTART:20300315T150000Z");
    expect(lines).toContain("DTEND:20300315T163000Z");
    expect(lines).toContain("UID:showing-42@nordhem.example");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes text values and folds long lines at 75 octets", () => {
    expect(ics).toContain("SUMMARY:Visning: Lägenhet 1001\\, Kvarnholmen Strand\\, etapp 2");
    expect(ics).toContain("LOCATION:Visningslägenheten\\, Kvarnholmen Strand\\; Nacka");
    expect(icsText("a\\b\nc")).toBe("a\\\\b\\nc");
    expect(icsTime(new Date("2030-01-02T03:04:05.678Z"))).toBe("20300102T030405Z");
    const folded = foldLine(`SUMMARY:${"å".repeat(60)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"å".repeat(60)}`);
  });
});
