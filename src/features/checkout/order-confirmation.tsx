import { useEffect, useRef } from 'react';
import { Link } from '#src/components/link/link.tsx';
import { OpeningHours } from '#src/components/opening-hours/opening-hours.tsx';
import { SuccessMark } from '#src/components/success-mark/success-mark.tsx';
import { business } from '#src/generated/settings.json';
import type { PaymentMethod } from '#src/lib/checkout/checkout-validation.ts';
import { formatCents } from '#src/lib/money.ts';
import type { DeliveryMethod } from '#src/lib/checkout/pricing.ts';
import { BankDetails, MBWAY_NUMBER, ShopAddress } from './payment-details.tsx';
import { paths } from '#src/lib/paths.ts';

export type PlacedOrder = {
  orderId: string;
  totalCents: number;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
};

/** The screen after the order is placed, whether or not the webhook answered. */
export function OrderConfirmation({ order }: { order: PlacedOrder }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form is gone: move the reader to the news, and the view to the top.
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, []);
  const total = formatCents(order.totalCents);

  return (
    <section className="order-confirmation" aria-labelledby="order-confirmation-title">
      <div className="order-confirmation__header card">
        <SuccessMark />
        <h1 id="order-confirmation-title" ref={heading} tabIndex={-1}>
          Encomenda Concluída com Sucesso!
        </h1>
        <p>Obrigada pela sua encomenda!</p>
        <p className="order-confirmation__reference">
          Referência da encomenda: <strong className="order-confirmation__code">{order.orderId}</strong>
        </p>
        <p>
          Total a pagar: <strong>{total}</strong>
        </p>
      </div>

      <div className="order-confirmation__steps">
        {order.paymentMethod === 'mbway' ? (
          <div className="card order-confirmation__block">
            <h2>Pagamento por MB Way</h2>
            <p>
              Envie <strong>{total}</strong> por MB Way para o número <strong>{MBWAY_NUMBER}</strong> e
              escreva a referência <strong className="order-confirmation__code">{order.orderId}</strong> na
              descrição do pagamento.
            </p>
          </div>
        ) : (
          <div className="card order-confirmation__block">
            <h2>Pagamento por Transferência Bancária</h2>
            <p>
              Transfira <strong>{total}</strong> para a conta abaixo e escreva a referência{' '}
              <strong className="order-confirmation__code">{order.orderId}</strong> no descritivo da
              transferência.
            </p>
            <BankDetails />
          </div>
        )}

        {order.deliveryMethod === 'pickup' ? (
          <div className="card order-confirmation__block">
            <h2>Levantamento na loja</h2>
            <p>Pode levantar a sua encomenda na nossa loja depois de o pagamento ser confirmado:</p>
            <ShopAddress />
            <h3>Horário</h3>
            <OpeningHours className="payment-details" />
          </div>
        ) : (
          <div className="card order-confirmation__block">
            <h2>Envio</h2>
            <p>A sua encomenda segue por correio ou transportadora: {business.shipping.deliveryTime}.</p>
          </div>
        )}
      </div>

      <p className="alert alert--warning order-confirmation__note">
        As encomendas são processadas após a confirmação do pagamento. Guarde a referência{' '}
        <strong className="order-confirmation__code">{order.orderId}</strong> para qualquer contacto connosco.
      </p>
      <Link to={paths.shop.getHref()} className="button">
        Voltar à Loja
      </Link>
    </section>
  );
}
