/**
 * National identity numbers of the three countries with e-ID login (spec 000 section 5, field
 * error kind "personal number format and check"): Swedish personnummer and samordningsnummer,
 * Norwegian fødselsnummer and D-number (and the synthetic test numbers of the Norwegian test
 * register, month + 80), Finnish henkilötunnus (HETU). Shared by the browser and the server.
 */

export type IdentityCountry = "se" | "no" | "fi";

export type IdentityNumberResult =
  | {
      ok: true;
      /** The canonical form: Sweden 12 digits (YYYYMMDDNNNC), Norway 11 digits, Finland upper case with its century sign. */
      normalized: string;
      /** Date of birth, YYYY-MM-DD. */
      birthDate: string;
    }
  /** format: not the shape of such a number (or no such date); check: the check digit is wrong. */
  | { ok: false; problem: "format" | "check" };

const FORMAT = { ok: false, problem: "format" } as const;
const CHECK = { ok: false, problem: "check" } as const;

function isDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number) => String(value).padStart(2, "0");
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Luhn (mod 10) check of a digit string whose last digit is the check digit. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let value = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return sum % 10 === 0;
}

/**
 * Swedish: YYMMDD-NNNC, YYMMDD+NNNC (a hundred years or older), YYYYMMDDNNNC or YYYYMMDD-NNNC.
 * A samordningsnummer has 60 added to the day. Without a century the person is taken to be
 * under a hundred on `today` (with "+" a hundred or older), as the Swedish Tax Agency does.
 */
function swedish(input: string, today: Date): IdentityNumberResult {
  const match = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{4})$/.exec(input);
  if (!match) return FORMAT;
  const [, century, yy, mm, dd, separator, tail] = match as unknown as string[];
  const month = Number(mm);
  const rawDay = Number(dd);
  const day = rawDay > 60 ? rawDay - 60 : rawDay;
  let year: number;
  if (century !== undefined) {
    if (separator === "+") return FORMAT;
    year = Number(`${century}${yy}`);
  } else {
    const thisYear = today.getUTCFullYear();
    year = Math.floor(thisYear / 100) * 100 + Number(yy);
    // The latest such year that is not in the future: the person's birthday has passed or is today.
    if (year > thisYear || (year === thisYear && isoDate(year, month, day) > today.toISOString().slice(0, 10))) {
      year -= 100;
    }
    if (separator === "+") year -= 100;
  }
  if (!isDate(year, month, day)) return FORMAT;
  if (!luhnValid(`${yy}${mm}${dd}${tail}`)) return CHECK;
  return { ok: true, normalized: `${year}${mm}${dd}${tail}`, birthDate: isoDate(year, month, day) };
}

const NO_WEIGHTS_1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const NO_WEIGHTS_2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function mod11(digits: number[], weights: number[]): number | undefined {
  const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? undefined : check;
}

/**
 * Norwegian: DDMMYYIIICC, two mod-11 check digits. A D-number adds 40 to the day; a synthetic
 * test number (the test register Tenor) adds 80 to the month. The individual number IIII gives
 * the century.
 */
function norwegian(input: string): IdentityNumberResult {
  if (!/^\d{11}$/.test(input)) return FORMAT;
  const digits = [...input].map(Number);
  let day = Number(input.slice(0, 2));
  let month = Number(input.slice(2, 4));
  const yy = Number(input.slice(4, 6));
  const individual = Number(input.slice(6, 9));
  if (day > 40) day -= 40;
  if (month > 80) month -= 80;
  else if (month > 40) month -= 40; // H-numbers (health service) add 40 to the month.
  let year: number;
  if (individual <= 499) year = 1900 + yy;
  else if (individual <= 749 && yy >= 54) year = 1800 + yy;
  else if (individual >= 900 && yy >= 40) year = 1900 + yy;
  else if (yy <= 39) year = 2000 + yy;
  else return FORMAT;
  if (!isDate(year, month, day)) return FORMAT;
  const first = mod11(digits, NO_WEIGHTS_1);
  if (first === undefined || first !== digits[9]) return CHECK;
  const second = mod11(digits, NO_WEIGHTS_2);
  if (second === undefined || second !== digits[10]) return CHECK;
  return { ok: true, normalized: input, birthDate: isoDate(year, month, day) };
}

const FI_CHECK_CHARACTERS = "0123456789ABCDEFHJKLMNPRSTUVWXY";
const FI_CENTURIES: Record<string, number> = {
  "+": 1800,
  "-": 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

/** Finnish: DDMMYYCZZZQ, C the century sign, ZZZ the individual number (002–899), Q = DDMMYYZZZ mod 31. */
function finnish(input: string): IdentityNumberResult {
  const value = input.toUpperCase();
  const match = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(value);
  if (!match) return FORMAT;
  const [, dd, mm, yy, sign, individual, check] = match as unknown as string[];
  const year = FI_CENTURIES[sign!]! + Number(yy);
  if (!isDate(year, Number(mm), Number(dd))) return FORMAT;
  const number = Number(individual);
  if (number < 2) return FORMAT;
  if (FI_CHECK_CHARACTERS[Number(`${dd}${mm}${yy}${individual}`) % 31] !== check) return CHECK;
  return { ok: true, normalized: value, birthDate: isoDate(year, Number(mm), Number(dd)) };
}

/** Parses and checks a national identity number; spaces around it are ignored. */
export function parseIdentityNumber(
  country: IdentityCountry,
  input: string,
  today: Date = new Date(),
): IdentityNumberResult {
  const value = input.trim();
  switch (country) {
    case "se":
      return swedish(value, today);
    case "no":
      return norwegian(value);
    case "fi":
      return finnish(value);
  }
}
