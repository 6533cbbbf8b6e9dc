import { describe, it, expect } from 'vitest';
import { formatLongDate, parseIsoDate, todayIso } from './dates.ts';

describe('formatLongDate', () => {
  it('writes the Portuguese long format', () => {
    expect(formatLongDate('2026-03-05')).toBe('5 de março de 2026');
    expect(formatLongDate('2025-12-31')).toBe('31 de dezembro de 2025');
  });

  it('names every month in lowercase pt-PT', () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      formatLongDate(`2026-${String(i + 1).padStart(2, '0')}-01`),
    );
    expect(months).toEqual([
      '1 de janeiro de 2026',
      '1 de fevereiro de 2026',
      '1 de março de 2026',
      '1 de abril de 2026',
      '1 de maio de 2026',
      '1 de junho de 2026',
      '1 de julho de 2026',
      '1 de agosto de 2026',
      '1 de setembro de 2026',
      '1 de outubro de 2026',
      '1 de novembro de 2026',
      '1 de dezembro de 2026',
    ]);
  });

  it('does not shift the day through a time zone (the first of January stays the first)', () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = zone; // Node applies a change of TZ at once
        expect(formatLongDate('2026-01-01')).toBe('1 de janeiro de 2026');
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('reads the date part of a full ISO timestamp', () => {
    expect(formatLongDate('2026-03-05T23:30:00Z')).toBe('5 de março de 2026');
  });

  it('returns text that is not a valid date unchanged', () => {
    expect(formatLongDate('ontem')).toBe('ontem');
    expect(formatLongDate('2026-13-01')).toBe('2026-13-01');
    expect(formatLongDate('2026-02-30')).toBe('2026-02-30');
    expect(formatLongDate('')).toBe('');
  });
});

describe('parseIsoDate', () => {
  it('knows leap years', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('1900-02-29')).toBeUndefined();
  });

  it('rejects impossible days and malformed text', () => {
    expect(parseIsoDate('2026-04-31')).toBeUndefined();
    expect(parseIsoDate('2026-00-10')).toBeUndefined();
    expect(parseIsoDate('2026-3-5')).toBeUndefined();
    expect(parseIsoDate('2026-03-05x')).toBeUndefined();
  });
});

describe('todayIso', () => {
  it('gives the local date as yyyy-mm-dd', () => {
    expect(todayIso(new Date(2026, 2, 5, 10, 0))).toBe('2026-03-05');
    expect(todayIso(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('uses the local day, not the UTC one, just after local midnight', () => {
    const justAfterMidnight = new Date(2026, 0, 1, 0, 5);
    expect(todayIso(justAfterMidnight)).toBe('2026-01-01');
  });

  it('defaults to now', () => {
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
