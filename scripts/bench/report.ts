// The bench's figures and the table that prints them.

export interface Figure {
  section: string;
  name: string;
  value: string;
  budget: string;
  /** undefined: reported without a budget (or not measurable). */
  pass?: boolean;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const ratio = (value: number) => `${value.toFixed(2)}×`;

export function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => [
    f.section,
    f.name,
    f.value,
    f.budget,
    f.pass === undefined ? '' : f.pass ? 'PASS' : 'FAIL',
  ]);
  const head = ['section', 'figure', 'value', 'budget', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  const failed = figures.filter((f) => f.pass === false).length;
  const passed = figures.filter((f) => f.pass === true).length;
  console.log(
    `\n${passed} within budget, ${failed} over budget, ${figures.length - passed - failed} reported without a budget.`,
  );
}
