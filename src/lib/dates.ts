// Dates are stored as yyyy-mm-dd (docs/product.md §3). They are formatted from their parts, never
// through Date, so that no time zone can move a post to the day before.

const MONTHS_PT = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

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

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '2026-03-05' → '5 de março de 2026'. Text that is not a valid date is returned unchanged. */
export function formatLongDate(isoDate: string): string {
  const parts = parseIsoDate(isoDate);
  if (parts === undefined) return isoDate;
  return `${parts.day} de ${MONTHS_PT[parts.month - 1] ?? ''} de ${parts.year}`;
}

/** Today's date in the visitor's local time zone, as yyyy-mm-dd. */
export function todayIso(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
