import { formatCents } from '#src/lib/money.ts';
import {
  freeShippingProgress,
  freeShippingRemainingCents,
  type ShippingRules,
} from '#src/lib/checkout/pricing.ts';
import './free-shipping-progress.css';

type FreeShippingProgressProps = { subtotalCents: number; rules: ShippingRules };

/** How far the cart is from free shipping, as a bar and a sentence. */
export function FreeShippingProgress({ subtotalCents, rules }: FreeShippingProgressProps) {
  const remaining = freeShippingRemainingCents(subtotalCents, rules);
  const percent = Math.round(freeShippingProgress(subtotalCents, rules) * 100);
  const message =
    remaining > 0 ? `Faltam ${formatCents(remaining)} para portes grátis!` : 'Parabéns! Tem portes grátis!';
  return (
    <div className={`free-shipping${remaining === 0 ? ' free-shipping--reached' : ''}`}>
      <p className="free-shipping__message" aria-live="polite">
        {message}
      </p>
      <div
        className="free-shipping__track"
        role="progressbar"
        aria-label="Progresso para portes grátis"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={message}
      >
        <div className="free-shipping__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
