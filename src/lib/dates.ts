// Dates are stored as yyyy-mm-dd (docs/product.md §3). They are read from their parts, and
// formatted as that day at midnight UTC in UTC, so that no time zone can move a post to the day
// before.

/** '5 de março de 2026': the browser's and Node's own Portuguese, read in UTC (see formatLongDate). */
const LONG_DATE_PT = new Intl.DateTimeFormat('pt-PT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

type DateParts = { year: number; month: number; day: number };

/** The parts of 'yyyy-mm-dd' (a longer ISO timestamp is cut to its date), or undefined. */
export function parseIsoDate(isoDate: string): DateParts | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(isoDate.trim());
  if (match === null) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** Midnight UTC of a day (setUTCFullYear, unlike Date.UTC, reads years 0 to 99 as they are). */
function midnightUtc(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/** Day 0 of the next month is the last day of this one. */
const daysInMonth = (year: number, month: number): number => midnightUtc(year, month, 0).getUTCDate();

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '2026-03-05' → '5 de março de 2026'. Text that is not a valid date is returned unchanged. */
export function formatLongDate(isoDate: string): string {
  const parts = parseIsoDate(isoDate);
  if (parts === undefined) return isoDate;
  return LONG_DATE_PT.format(midnightUtc(parts.year, parts.month - 1, parts.day));
}

/** Today's date in the visitor's local time zone, as yyyy-mm-dd. */
export function todayIso(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
