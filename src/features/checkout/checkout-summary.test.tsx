// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#src/lib/checkout/cart.ts';
import { noDiscount } from '#src/lib/checkout/discount.ts';
import { orderTotals } from '#src/lib/checkout/pricing.ts';
import { aCartItem, aCartProduct } from '#src/test/factories.ts';
import { CheckoutSummary } from './checkout-summary.tsx';

const line = (id: number, name: string, price: number, quantity: number): CartItem =>
  aCartItem(aCartProduct({ id, name, slug: `p-${id}`, price, stock: 10, image: '' }), quantity);
const items = [line(1, 'Gel Rosa', 20, 2), line(2, 'Lima', 5, 1)];
const totals = orderTotals(
  items.map((item) => ({
    productId: item.product.id,
    productName: item.product.name,
    quantity: item.quantity,
    unitPriceCents: item.product.price * 100,
  })),
  {
    deliveryMethod: 'shipping',
    discountPercentage: 0,
    rules: { feeCents: 550, freeShippingThresholdCents: 15000 },
  },
);
const summary = () => <CheckoutSummary items={items} totals={totals} discount={noDiscount} />;

/** A matchMedia that answers `matches` for every query, as on a wide (or narrow) screen. */
function screenWide(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CheckoutSummary', () => {
  it('is a disclosure whose summary line names it, counts the units and shows the total', () => {
    screenWide(false);
    render(summary());
    const aside = screen.getByRole('complementary', { name: 'Resumo da Encomenda' });
    const line = aside.querySelector('summary');
    expect(line?.textContent).toBe('Resumo da Encomenda3 artigos50,50\u00a0€');
    expect(aside.textContent).toContain('Portes de envio');
  });

  it('says 1 artigo for a single unit', () => {
    render(<CheckoutSummary items={[line(2, 'Lima', 5, 1)]} totals={totals} discount={noDiscount} />);
    expect(screen.getByText('1 artigo')).toBeTruthy();
  });

  it('starts closed on a phone, opens on request and closes again', () => {
    screenWide(false);
    render(summary());
    const details = document.querySelector('details');
    expect(details?.open).toBe(false);
    fireEvent.click(screen.getByText('Resumo da Encomenda'));
    expect(details?.open).toBe(true);
  });

  it('renders closed on the server, like the first render in the browser, and opens beside the form once mounted', () => {
    const html = renderToString(summary());
    expect(html).toContain('<details class="checkout-summary__details">');
    screenWide(true);
    render(summary());
    const details = document.querySelector('details');
    expect(details?.open).toBe(true);
    // In the side column a click on the summary line does not fold it.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('summary')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });
});
