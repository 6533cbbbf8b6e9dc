import { describe, expect, it } from 'vitest';
import { median } from './report.ts';

describe('median', () => {
  it('is the middle value, or the mean of the two middle values, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
