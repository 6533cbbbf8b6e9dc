// A complete checkout order, as the checkout makes it: the one order the tests of the outbox and
// of the stored values keep and send (the outbox sends nothing else, outbox-storage.ts). Used by
// tests only; nothing of the site imports it.
import type { CheckoutPayload } from './order-payload.ts';

/** An order of one 'Lima 180' at `price` €, picked up and paid by bank transfer. */
export function completeOrder(orderId: string, submittedAt: string, price = 3.5): CheckoutPayload {
  return {
    formId: 'checkout_order',
    orderId,
    customerName: 'Ana Sousa',
    customerEmail: 'ana@example.pt',
    customerPhone: '912345678',
    deliveryMethod: 'pickup',
    shippingAddress: '',
    shippingPostalCode: '',
    shippingCity: '',
    paymentMethod: 'bank_transfer',
    mbwayPhone: '',
    orderTotal: price,
    orderSubtotal: price,
    shippingCost: 0,
    discountApplied: false,
    discountAmount: 0,
    discountCode: '',
    cartItems: [{ productId: 7, productName: 'Lima 180', quantity: 1, price, subtotal: price }],
    notes: '',
    submittedAt,
    source: 'checkout_page',
  };
}
