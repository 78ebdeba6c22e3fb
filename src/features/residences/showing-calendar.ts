/**
 * A showing as an iCalendar file (RFC 5545), for GET /api/residence/showings/{id}.ics (issue 13,
 * point 7): one VEVENT with the times in UTC, the residence's name, the meeting place and the page.
 * Pure: the route reads the showing and its residence, this writes the file.
 */

export interface ShowingEvent {
  /** The showing's id, made globally unique with the site's host. */
  id: number;
  host: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  /** The page of the home or stage, absolute. */
  url: string;
  /** When the file was made (DTSTAMP). */
  now: Date;
}

/** A time as iCalendar's UTC form: 20301010T100000Z. */
export function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A TEXT value escaped (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function icsText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function showingIcs(event: ShowingEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Nordhem//Showings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:showing-${event.id}@${event.host}`,
    `DTSTAMP:${icsTime(event.now)}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(event.endsAt)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `URL:${event.url}`,
    `DESCRIPTION:${icsText(event.url)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
