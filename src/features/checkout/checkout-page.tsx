import { useRef, useState } from 'react';
import { Link } from '#src/components/link/link.tsx';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import { useCart } from '#src/state/cart-context.tsx';
import { useCartProductSync } from '#src/state/use-cart-product-sync.ts';
import { business } from '#src/generated/settings.json';
import type { CartItem } from '#src/lib/checkout/cart.ts';
import {
  emptyCheckoutForm,
  firstInvalidField,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm as CheckoutFormValues,
} from '#src/lib/checkout/checkout-validation.ts';
import { noDiscount, type DiscountState } from '#src/lib/checkout/discount.ts';
import {
  buildCheckoutPayload,
  checkoutTotals,
  createOrderReference,
  orderReferencePrefix,
} from '#src/lib/checkout/order-payload.ts';
import { CONFIRM_WAIT_MS } from '#src/lib/checkout/outbox.ts';
import { shopShippingRules as rules } from '#src/lib/checkout/shop-shipping.ts';
import { CheckoutForm, checkoutFieldId } from './checkout-form.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { OrderConfirmation, type PlacedOrder } from './order-confirmation.tsx';
import { deliverOrder, enqueueOrder } from './order-outbox.ts';
import './checkout-page.css';
import { paths } from '#src/lib/paths.ts';

const referencePrefix = orderReferencePrefix(business.name);

/** /checkout: the form and the summary, then the confirmation (docs/product.md §2.10, §4). */
export function CheckoutPage() {
  usePageMeta({
    title: 'Finalizar Compra',
    description: 'Indique os seus dados, a entrega e o pagamento por MB Way ou transferência bancária.',
    noindex: true,
  });
  useCartProductSync();
  const cart = useCart();
  const [form, setForm] = useState<CheckoutFormValues>(emptyCheckoutForm);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  // No code input exists (docs/product.md §3): the state stays neutral, but every total honours it.
  const [discount] = useState<DiscountState>(noDiscount);
  // The lines being ordered, kept while sending: the cart is already empty by then.
  const [placing, setPlacing] = useState<readonly CartItem[] | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  // A second click before the re-render must not place the order twice.
  const busy = useRef(false);

  if (placed) {
    return (
      <main id="main" className="page checkout-page">
        <div className="container">
          <OrderConfirmation order={placed} />
        </div>
      </main>
    );
  }

  const items = placing ?? cart.items;
  const totals = checkoutTotals(items, form.deliveryMethod, discount, rules);

  const change = <K extends CheckoutField>(field: K, value: CheckoutFormValues[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const submit = async () => {
    if (busy.current) return;
    const found = validateCheckout(form);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      document.getElementById(checkoutFieldId(invalid))?.focus();
      return;
    }
    busy.current = true;
    const submittedAt = new Date();
    const orderId = createOrderReference(submittedAt, referencePrefix);
    const orderItems = cart.items;
    const payload = buildCheckoutPayload({ orderId, form, items: orderItems, discount, rules, submittedAt });
    setPlacing(orderItems);
    // The order is kept first, so that nothing that follows can lose it; then the cart is emptied
    // (a tab closed before that keeps the cart, and with it the order to place again).
    await enqueueOrder(payload);
    cart.clear();
    const sending = deliverOrder(orderId).catch((error: unknown) => {
      // The order stays in the outbox; the sender in the layout tries again.
      console.warn(`Order ${orderId}: sending failed unexpectedly; it stays in the outbox.`, error);
    });
    // The confirmation follows the first sending, or CONFIRM_WAIT_MS at most: a webhook that is
    // slow or never answers goes on in the background, and the outbox keeps the order meanwhile.
    await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, CONFIRM_WAIT_MS))]);
    setPlaced({
      orderId,
      totalCents: checkoutTotals(orderItems, form.deliveryMethod, discount, rules).totalCents,
      deliveryMethod: form.deliveryMethod,
      paymentMethod: form.paymentMethod,
    });
    setPlacing(null);
    busy.current = false;
  };

  let content;
  if (!cart.loaded && !placing) {
    content = <CheckoutSkeleton />;
  } else if (items.length === 0) {
    content = (
      <section className="checkout-empty card">
        <h2>Carrinho Vazio</h2>
        <p>Não tem produtos no carrinho. Adicione produtos antes de finalizar a compra.</p>
        <div className="checkout-empty__actions">
          <Link to={paths.shop.getHref()} className="button">
            Ir para a Loja
          </Link>
          <Link to={paths.cart.getHref()} className="button button--secondary">
            Ver Carrinho
          </Link>
        </div>
      </section>
    );
  } else {
    content = (
      <div className="checkout-layout">
        {/* First on phones, where it is folded above the form; the side column on wide screens. */}
        <CheckoutSummary items={items} totals={totals} discount={discount} />
        <CheckoutForm
          form={form}
          errors={errors}
          submitting={placing !== null}
          rules={rules}
          onChange={change}
          onSubmit={() => void submit()}
        />
      </div>
    );
  }

  return (
    <main id="main" className="page checkout-page">
      <div className="container">
        <h1>Finalizar Compra</h1>
        {content}
      </div>
    </main>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="checkout-layout" role="status" aria-busy="true">
      <span className="visually-hidden">A carregar…</span>
      <div className="skeleton checkout-skeleton__summary" aria-hidden="true" />
      <div className="skeleton checkout-skeleton__form" aria-hidden="true" />
    </div>
  );
}
