// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumericIdControl, NumericIdPreview } from './numeric-id-widget.tsx';

afterEach(cleanup);

describe('NumericIdControl', () => {
  it('gives a new entry the time of its creation as its id, once', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <NumericIdControl forID="id" onChange={onChange} now={() => 1764000000000} />,
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(1764000000000);
    // Decap renders again before the new value arrives: no second id.
    rerender(<NumericIdControl forID="id" onChange={onChange} now={() => 1764000000001} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(
      <NumericIdControl forID="id" value={1764000000000} onChange={onChange} now={() => 1764000000002} />,
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '1764000000000');
  });

  it('uses the real clock by default: a positive integer', () => {
    const onChange = vi.fn();
    const before = Date.now();
    render(<NumericIdControl onChange={onChange} value="" />);
    const id = onChange.mock.calls[0]?.[0] as number;
    expect(Number.isInteger(id)).toBe(true);
    expect(id).toBeGreaterThanOrEqual(before);
  });

  it('shows the id of an existing entry, read-only, and never changes it', () => {
    const onChange = vi.fn();
    render(<NumericIdControl forID="product-id" value={42} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveProperty('value', '42');
    expect(input).toHaveProperty('readOnly', true);
    expect(input.id).toBe('product-id');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('NumericIdPreview', () => {
  it('shows the number', () => {
    render(<NumericIdPreview value={1718345600676} />);
    expect(screen.getByText('1718345600676')).toBeTruthy();
  });
});
