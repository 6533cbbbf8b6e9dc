import { useState, type MouseEvent } from 'react';
import { useMediaQuery } from '#src/components/media-query/use-media-query.ts';
import type { CartItem } from '#src/lib/checkout/cart.ts';
import type { DiscountState } from '#src/lib/checkout/discount.ts';
import { formatCents } from '#src/lib/money.ts';
import { plural } from '#src/lib/plural.ts';
import type { OrderTotals } from '#src/lib/checkout/pricing.ts';
import { unitPriceCents, VAT_INCLUDED } from '#src/lib/checkout/pricing.ts';
import { Picture } from '#src/components/picture/picture.tsx';

type CheckoutSummaryProps = { items: readonly CartItem[]; totals: OrderTotals; discount: DiscountState };

/** Where the summary becomes a side column (the same width as in checkout-page.css). */
const SIDE_COLUMN_QUERY = '(min-width: 1024px)';

/**
 * The order: lines, subtotal, discount, shipping and total. On phones it comes before the form,
 * as a disclosure closed by default whose summary line already shows the total; on wide screens
 * it is the side column, always open (the CSS shows it even before the script opens it, so the
 * server's HTML, always closed, and the first client render agree).
 */
export function CheckoutSummary({ items, totals, discount }: CheckoutSummaryProps) {
  const sideColumn = useMediaQuery(SIDE_COLUMN_QUERY);
  // What the visitor chose on a narrow screen; null until they open or close it.
  const [openedByVisitor, setOpenedByVisitor] = useState<boolean | null>(null);
  const open = sideColumn || (openedByVisitor ?? false);
  const units = items.reduce((sum, item) => sum + item.quantity, 0);

  // In the side column there is nothing to fold: a click on the summary line does nothing.
  const keepOpenBeside = (event: MouseEvent) => {
    if (sideColumn) event.preventDefault();
  };

  return (
    <aside className="checkout-summary card" aria-labelledby="checkout-summary-title">
      <details
        className="checkout-summary__details"
        open={open}
        onToggle={(event) => {
          if (!sideColumn) setOpenedByVisitor(event.currentTarget.open);
        }}
      >
        <summary className="checkout-summary__toggle" onClick={keepOpenBeside}>
          <span className="checkout-summary__heading">
            <h2 id="checkout-summary-title">Resumo da Encomenda</h2>
            <span className="checkout-summary__count">{plural(units, 'artigo', 'artigos')}</span>
          </span>
          <span className="checkout-summary__toggle-total">{formatCents(totals.totalCents)}</span>
          <span className="checkout-summary__chevron" aria-hidden="true" />
        </summary>
        <ul className="checkout-summary__lines">
          {items.map((item) => (
            <li key={item.id} className="checkout-summary__line">
              {item.product.image !== '' && (
                <Picture src={item.product.image} alt="" width={48} height={48} sizes="48px" />
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
      </details>
    </aside>
  );
}
