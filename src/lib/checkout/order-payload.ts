// The checkout order sent to the webhook (docs/product.md §7), with its order reference.
// Money is computed in integer cents by pricing.ts and turned into euro numbers only here.
import type { CartItem } from './cart.ts';
import { cartOrderLines } from './cart.ts';
import type { CheckoutForm, PaymentMethod } from './checkout-validation.ts';
import { effectiveDiscountPercentage, type DiscountState } from './discount.ts';
import { centsToEuros } from '../money.ts';
import {
  lineSubtotalCents,
  orderTotals,
  type DeliveryMethod,
  type OrderTotals,
  type ShippingRules,
} from './pricing.ts';

export type CheckoutCartItem = {
  productId: number;
  productName: string;
  quantity: number;
  /** Euros per unit: the sale price when there is one. */
  price: number;
  subtotal: number;
};

/** The checkout body of docs/product.md §7, in its order, with the order reference after formId. */
export type CheckoutPayload = {
  formId: 'checkout_order';
  orderId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryMethod: DeliveryMethod;
  shippingAddress: string;
  shippingPostalCode: string;
  shippingCity: string;
  paymentMethod: PaymentMethod;
  mbwayPhone: string;
  orderTotal: number;
  /** The total minus shipping, i.e. after the discount. */
  orderSubtotal: number;
  shippingCost: number;
  discountApplied: boolean;
  discountAmount: number;
  discountCode: string;
  cartItems: CheckoutCartItem[];
  notes: string;
  submittedAt: string;
  source: 'checkout_page';
};

export type CheckoutOrder = {
  orderId: string;
  form: CheckoutForm;
  items: readonly CartItem[];
  discount: DiscountState;
  rules: ShippingRules;
  submittedAt: Date;
};

/** The totals of a checkout: the summary beside the form and the payload both use this. */
export function checkoutTotals(
  items: readonly CartItem[],
  deliveryMethod: DeliveryMethod,
  discount: DiscountState,
  rules: ShippingRules,
): OrderTotals {
  return orderTotals(cartOrderLines(items), {
    deliveryMethod,
    discountPercentage: effectiveDiscountPercentage(discount),
    rules,
  });
}

export function buildCheckoutPayload({
  orderId,
  form,
  items,
  discount,
  rules,
  submittedAt,
}: CheckoutOrder): CheckoutPayload {
  const shipping = form.deliveryMethod === 'shipping';
  const totals = checkoutTotals(items, form.deliveryMethod, discount, rules);
  return {
    formId: 'checkout_order',
    orderId,
    customerName: form.fullName.trim(),
    customerEmail: form.email.trim(),
    customerPhone: form.phone.trim(),
    deliveryMethod: form.deliveryMethod,
    shippingAddress: shipping ? form.address.trim() : '',
    shippingPostalCode: shipping ? form.postalCode.trim() : '',
    shippingCity: shipping ? form.city.trim() : '',
    paymentMethod: form.paymentMethod,
    mbwayPhone: form.paymentMethod === 'mbway' ? form.mbwayPhone.trim() : '',
    orderTotal: centsToEuros(totals.totalCents),
    orderSubtotal: centsToEuros(totals.totalCents - totals.shippingCents),
    shippingCost: centsToEuros(totals.shippingCents),
    discountApplied: discount.applied,
    discountAmount: centsToEuros(totals.discountCents),
    discountCode: discount.applied ? discount.code : '',
    cartItems: cartOrderLines(items).map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      price: centsToEuros(line.unitPriceCents),
      subtotal: centsToEuros(lineSubtotalCents(line)),
    })),
    notes: form.notes.trim(),
    submittedAt: submittedAt.toISOString(),
    source: 'checkout_page',
  };
}

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
export const ORDER_REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * The reference prefix: the initials of the capitalised words of the business name, e.g.
 * 'Atelier Unhas de Gel' gives 'AUG'; 'ENC' (encomenda) when the name has none.
 */
export function orderReferencePrefix(businessName: string): string {
  const initials = businessName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 4);
  return initials === '' ? 'ENC' : initials;
}

/** Random integers below `bound`, from the browser's or Node's crypto when there is one. */
function cryptoRandomIndexes(count: number, bound: number): number[] {
  const values = new Uint32Array(count);
  if (typeof globalThis.crypto?.getRandomValues === 'function') globalThis.crypto.getRandomValues(values);
  else for (let i = 0; i < count; i++) values[i] = Math.floor(Math.random() * 2 ** 32);
  return Array.from(values, (value) => value % bound);
}

/**
 * A reference the buyer can read out and type as the payment description, e.g.
 * 'AUG-20261121-7K3Q': a prefix, the local date of the order and 4 random characters. Call it
 * when the order is submitted, never during render.
 */
export function createOrderReference(
  date: Date,
  prefix: string,
  randomIndexes: (count: number, bound: number) => number[] = cryptoRandomIndexes,
): string {
  const day = `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
  const suffix = randomIndexes(4, ORDER_REFERENCE_ALPHABET.length)
    .map((index) => ORDER_REFERENCE_ALPHABET[index % ORDER_REFERENCE_ALPHABET.length])
    .join('');
  return `${prefix}-${day}-${suffix}`;
}

/**
 * More lines than any cart holds (one line per product, and the shop has far fewer products): a
 * stored order with more is not one the checkout made.
 */
export const MAX_ORDER_LINES = 1_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : `a ${typeof value}`;

const DELIVERY_METHODS: readonly string[] = ['shipping', 'pickup'] satisfies DeliveryMethod[];
const PAYMENT_METHODS: readonly string[] = ['mbway', 'bank_transfer'] satisfies PaymentMethod[];
const TEXT_FIELDS = [
  'customerEmail',
  'customerPhone',
  'shippingAddress',
  'shippingPostalCode',
  'shippingCity',
  'mbwayPhone',
  'discountCode',
  'notes',
] as const satisfies readonly (keyof CheckoutPayload)[];
const AMOUNT_FIELDS = [
  'orderTotal',
  'orderSubtotal',
  'shippingCost',
  'discountAmount',
] as const satisfies readonly (keyof CheckoutPayload)[];

/** What is wrong with one line of a stored order, or undefined when it is a line the checkout makes. */
function cartItemProblem(item: unknown): string | undefined {
  if (!isRecord(item)) return `is ${kindOf(item)}`;
  if (typeof item.productId !== 'number' || !Number.isFinite(item.productId)) return 'has no product id';
  if (!filled(item.productName)) return 'has no product name';
  const { quantity } = item;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return 'has no quantity';
  if (!isAmount(item.price)) return 'has no price';
  if (!isAmount(item.subtotal)) return 'has no subtotal';
  return undefined;
}

/**
 * Why `value` is not a checkout order as buildCheckoutPayload makes it (the type CheckoutPayload,
 * with what validateCheckout demands of the form: a name, an email, a phone, the address when
 * shipping, the MB Way number when paying by MB Way), or undefined when it is one. The outbox
 * sends only such orders (docs/decisions/003-order-outbox.md). The reasons are for developer logs.
 */
export function checkoutPayloadProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return `the payload is ${kindOf(value)}`;
  if (value.formId !== 'checkout_order' || value.source !== 'checkout_page') return 'not a checkout order';
  if (!filled(value.orderId)) return 'no order id in the payload';
  if (!filled(value.customerName)) return 'no customer name';
  for (const field of TEXT_FIELDS) if (typeof value[field] !== 'string') return `no ${field}`;
  if (!filled(value.customerEmail) || !filled(value.customerPhone)) return 'no customer email or phone';
  if (typeof value.deliveryMethod !== 'string' || !DELIVERY_METHODS.includes(value.deliveryMethod))
    return 'no delivery method';
  if (value.deliveryMethod === 'shipping') {
    if (!filled(value.shippingAddress) || !filled(value.shippingPostalCode) || !filled(value.shippingCity))
      return 'shipping without an address';
  }
  if (typeof value.paymentMethod !== 'string' || !PAYMENT_METHODS.includes(value.paymentMethod))
    return 'no payment method';
  if (value.paymentMethod === 'mbway' && !filled(value.mbwayPhone)) return 'MB Way without a phone number';
  for (const field of AMOUNT_FIELDS) if (!isAmount(value[field])) return `no ${field}`;
  if (typeof value.discountApplied !== 'boolean') return 'no discountApplied';
  if (!filled(value.submittedAt) || Number.isNaN(Date.parse(value.submittedAt))) return 'no submittedAt';
  const items = value.cartItems;
  if (!Array.isArray(items)) return 'no items';
  if (items.length === 0) return 'no items (empty list)';
  if (items.length > MAX_ORDER_LINES) return `${items.length} items, more than ${MAX_ORDER_LINES}`;
  for (const [index, item] of items.entries()) {
    const problem = cartItemProblem(item);
    if (problem !== undefined) return `item ${index + 1} ${problem}`;
  }
  return undefined;
}
