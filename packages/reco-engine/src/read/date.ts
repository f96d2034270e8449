const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;
const YMD = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/;
const DMONY = /^(\d{1,2})[\s\-/.]*([A-Za-z]{3,9})[\s\-/.,]*(\d{2}|\d{4})$/;
const MONDY = /^([A-Za-z]{3,9})[\s\-/.]*(\d{1,2}),?[\s\-/.]*(\d{4})$/;
const SERIAL = /^\d{1,6}(\.\d+)?$/;

/** Excel 1900-system serials we accept as dates: 1950-01-01 .. 2099-12-31. */
const SERIAL_MIN = 18264;
const SERIAL_MAX = 73050;

/**
 * Parses a ledger date into ISO yyyy-mm-dd. Accepts dd/mm/yyyy (also - and .), dd-mmm-yy,
 * dd mmm yyyy, yyyy-mm-dd and Excel serial numbers. Returns null for an empty cell and
 * undefined for text that is not a date.
 */
export function parseDateIso(text: string, date1904 = false): string | null | undefined {
  const s = text.trim();
  if (s === '') return null;
  let m = YMD.exec(s);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = DMY.exec(s);
  if (m) return iso(year(m[3]!), +m[2]!, +m[1]!);
  m = DMONY.exec(s);
  if (m) {
    const mon = MONTHS[m[2]!.toLowerCase()];
    return mon ? iso(year(m[3]!), mon, +m[1]!) : undefined;
  }
  m = MONDY.exec(s);
  if (m) {
    const mon = MONTHS[m[1]!.toLowerCase()];
    return mon ? iso(+m[3]!, mon, +m[2]!) : undefined;
  }
  if (SERIAL.test(s)) return serialToIso(Number(s), date1904);
  return undefined;
}

const serialCache: (string | undefined)[] = [];

export function serialToIso(serial: number, date1904 = false): string | undefined {
  const day = Math.floor(serial) + (date1904 ? 1462 : 0);
  if (!(day >= SERIAL_MIN && day <= SERIAL_MAX)) return undefined;
  const k = day - SERIAL_MIN;
  let iso = serialCache[k];
  if (iso === undefined) {
    // Serial 25569 is 1970-01-01 (the 1900 system counts a non-existent 1900-02-29).
    iso = new Date((day - 25569) * 86_400_000).toISOString().slice(0, 10);
    serialCache[k] = iso;
  }
  return iso;
}

function year(y: string): number {
  const n = +y;
  if (y.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

function iso(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || y < 1900 || y > 2199) return undefined;
  const dim = [
    31,
    (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  if (d > dim[m - 1]!) return undefined;
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}
