import type { CartItem } from '#src/lib/cart.ts';
import type { DiscountState } from '#src/lib/discount.ts';
import { formatCents } from '#src/lib/money.ts';
import type { OrderTotals } from '#src/lib/pricing.ts';
import { unitPriceCents, VAT_INCLUDED } from '#src/lib/pricing.ts';

type CheckoutSummaryProps = { items: readonly CartItem[]; totals: OrderTotals; discount: DiscountState };

/** The order beside the form: lines, subtotal, discount, shipping and total. */
export function CheckoutSummary({ items, totals, discount }: CheckoutSummaryProps) {
  return (
    <aside className="checkout-summary card" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">Resumo da Encomenda</h2>
      <ul className="checkout-summary__lines">
        {items.map((item) => (
          <li key={item.id} className="checkout-summary__line">
            {item.product.image !== '' && (
              <img src={item.product.image} alt="" width={48} height={48} loading="lazy" />
            )}
            <span className="checkout-summary__name">
              {item.product.name}
              <span className="checkout-summary__quantity">
                {item.quantity} × {formatCents(unitPriceCents(item.product))}
              </span>
            </span>
            <span className="checkout-summary__amount">
              {formatCents(unitPriceCents(item.product) * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__rows">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(totals.subtotalCents)}</dd>
        </div>
        {discount.applied && totals.discountCents > 0 && (
          <div className="checkout-summary__discount">
            <dt>
              Desconto
              {discount.code !== '' && ` (${discount.code})`}
            </dt>
            <dd>−{formatCents(totals.discountCents)}</dd>
          </div>
        )}
        <div>
          <dt>Portes de envio</dt>
          <dd>{totals.shippingCents === 0 ? 'Grátis' : formatCents(totals.shippingCents)}</dd>
        </div>
        <div className="checkout-summary__total">
          <dt>Total</dt>
          <dd>{formatCents(totals.totalCents)}</dd>
        </div>
      </dl>
      <p className="checkout-summary__note">{VAT_INCLUDED}.</p>
    </aside>
  );
}
