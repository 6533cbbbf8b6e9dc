// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EurosControl, EurosPreview, eurosValue } from './euros-widget.tsx';

afterEach(cleanup);

describe('EurosControl', () => {
  it('shows a stored amount as the site writes it, on a decimal keypad', () => {
    render(<EurosControl forID="price" value={34.9} onChange={vi.fn()} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveProperty('value', '34,90');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('id', 'price');
  });

  it('gives Decap the amount typed with a comma, a dot or thousands, keeping the owner’s text', () => {
    const onChange = vi.fn();
    render(<EurosControl value="" onChange={onChange} />);
    const input = screen.getByRole('textbox');
    for (const [typed, stored] of [
      ['12,50', 12.5],
      ['12.50', 12.5],
      ['1.200', 1200],
      ['1 200,99 €', 1200.99],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      expect(onChange).toHaveBeenLastCalledWith(stored);
      expect(input).toHaveProperty('value', typed);
    }
  });

  it('hands on text that reads as no amount, and a blank field as empty, for the checks to refuse', () => {
    const onChange = vi.fn();
    render(<EurosControl value={5} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'doze' } });
    expect(onChange).toHaveBeenLastCalledWith('doze');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '  ' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(eurosValue('12,5,0')).toBe('12,5,0');
  });
});

describe('EurosPreview', () => {
  it('shows the amount as the shop does', () => {
    render(<EurosPreview value={1200.5} />);
    expect(screen.getByText('1200,50 €')).toBeTruthy();
  });
});
