import { describe, expect, it } from 'vitest';
import type { CartItem, CartProduct } from './cart.ts';
import { emptyCheckoutForm, type CheckoutForm } from './checkout-validation.ts';
import { noDiscount, type DiscountState } from './discount.ts';
import {
  buildCheckoutPayload,
  checkoutPayloadProblem,
  checkoutTotals,
  createOrderReference,
  ORDER_REFERENCE_ALPHABET,
  orderReferencePrefix,
} from './order-payload.ts';
import type { ShippingRules } from './pricing.ts';

const rules: ShippingRules = { feeCents: 550, freeShippingThresholdCents: 15000 };
const submittedAt = new Date('2026-11-21T10:15:30.000Z');

const product = (id: number, price: number, extra: Partial<CartProduct> = {}): CartProduct => ({
  id,
  name: `Produto ${id}`,
  slug: `produto-${id}`,
  price,
  stock: 50,
  image: `/images/${id}.jpg`,
  category: 'unhas',
  ...extra,
});
const line = (p: CartProduct, quantity: number): CartItem => ({ id: `line-${p.id}`, product: p, quantity });

const shippingForm: CheckoutForm = {
  ...emptyCheckoutForm,
  fullName: '  Ana Silva ',
  email: ' ana@example.pt ',
  phone: ' 912 345 678 ',
  address: ' Rua Direita 1 ',
  postalCode: ' 4750-123 ',
  city: ' Barcelos ',
  deliveryMethod: 'shipping',
  paymentMethod: 'mbway',
  mbwayPhone: ' 961234567 ',
  notes: '  Entregar de manhã ',
  acceptTerms: true,
};

const tenPercent: DiscountState = {
  code: 'BEMVINDA10',
  applied: true,
  percentage: 10,
  name: 'Newsletter',
  error: '',
};

describe('buildCheckoutPayload', () => {
  it('returns exactly the documented keys, in order, with the order reference after formId', () => {
    const payload = buildCheckoutPayload({
      orderId: 'AUG-20261121-7K3Q',
      form: shippingForm,
      items: [line(product(1, 19.99), 3)],
      discount: noDiscount,
      rules,
      submittedAt,
    });
    expect(Object.keys(payload)).toEqual([
      'formId',
      'orderId',
      'customerName',
      'customerEmail',
      'customerPhone',
      'deliveryMethod',
      'shippingAddress',
      'shippingPostalCode',
      'shippingCity',
      'paymentMethod',
      'mbwayPhone',
      'orderTotal',
      'orderSubtotal',
      'shippingCost',
      'discountApplied',
      'discountAmount',
      'discountCode',
      'cartItems',
      'notes',
      'submittedAt',
      'source',
    ]);
    expect(Object.keys(payload.cartItems[0]!)).toEqual([
      'productId',
      'productName',
      'quantity',
      'price',
      'subtotal',
    ]);
  });

  it('sends a shipped MB Way order with trimmed fields and cent-exact euro amounts (3 × 19,99 €)', () => {
    const payload = buildCheckoutPayload({
      orderId: 'AUG-20261121-7K3Q',
      form: shippingForm,
      items: [line(product(1, 19.99), 3)],
      discount: noDiscount,
      rules,
      submittedAt,
    });
    expect(payload).toEqual({
      formId: 'checkout_order',
      orderId: 'AUG-20261121-7K3Q',
      customerName: 'Ana Silva',
      customerEmail: 'ana@example.pt',
      customerPhone: '912 345 678',
      deliveryMethod: 'shipping',
      shippingAddress: 'Rua Direita 1',
      shippingPostalCode: '4750-123',
      shippingCity: 'Barcelos',
      paymentMethod: 'mbway',
      mbwayPhone: '961234567',
      orderTotal: 65.47,
      orderSubtotal: 59.97,
      shippingCost: 5.5,
      discountApplied: false,
      discountAmount: 0,
      discountCode: '',
      cartItems: [{ productId: 1, productName: 'Produto 1', quantity: 3, price: 19.99, subtotal: 59.97 }],
      notes: 'Entregar de manhã',
      submittedAt: '2026-11-21T10:15:30.000Z',
      source: 'checkout_page',
    });
  });

  it('uses the sale price for the line price and the totals', () => {
    const payload = buildCheckoutPayload({
      orderId: 'X',
      form: shippingForm,
      items: [line(product(2, 30, { salePrice: 24.9 }), 2), line(product(3, 0.1), 3)],
      discount: noDiscount,
      rules,
      submittedAt,
    });
    expect(payload.cartItems).toEqual([
      { productId: 2, productName: 'Produto 2', quantity: 2, price: 24.9, subtotal: 49.8 },
      { productId: 3, productName: 'Produto 3', quantity: 3, price: 0.1, subtotal: 0.3 },
    ]);
    expect(payload.orderSubtotal).toBe(50.1);
    expect(payload.orderTotal).toBe(55.6);
  });

  it('empties the address and charges no shipping for pickup; no MB Way number for a bank transfer', () => {
    const payload = buildCheckoutPayload({
      orderId: 'X',
      form: { ...shippingForm, deliveryMethod: 'pickup', paymentMethod: 'bank_transfer' },
      items: [line(product(1, 10), 1)],
      discount: noDiscount,
      rules,
      submittedAt,
    });
    expect(payload).toMatchObject({
      deliveryMethod: 'pickup',
      shippingAddress: '',
      shippingPostalCode: '',
      shippingCity: '',
      paymentMethod: 'bank_transfer',
      mbwayPhone: '',
      orderTotal: 10,
      orderSubtotal: 10,
      shippingCost: 0,
    });
  });

  it('is free from the threshold up', () => {
    const payload = buildCheckoutPayload({
      orderId: 'X',
      form: shippingForm,
      items: [line(product(1, 75), 2)],
      discount: noDiscount,
      rules,
      submittedAt,
    });
    expect(payload).toMatchObject({ orderTotal: 150, orderSubtotal: 150, shippingCost: 0 });
  });

  it('applies a discount before deciding shipping: orderSubtotal is the total minus shipping', () => {
    // 160 € - 10 % = 144 €, below the 150 € threshold again, so shipping is charged.
    const payload = buildCheckoutPayload({
      orderId: 'X',
      form: shippingForm,
      items: [line(product(1, 80), 2)],
      discount: tenPercent,
      rules,
      submittedAt,
    });
    expect(payload).toMatchObject({
      orderTotal: 149.5,
      orderSubtotal: 144,
      shippingCost: 5.5,
      discountApplied: true,
      discountAmount: 16,
      discountCode: 'BEMVINDA10',
    });
    expect(payload.orderTotal - payload.shippingCost).toBeCloseTo(payload.orderSubtotal, 10);
  });

  it('rounds a discount to the cent and keeps every amount a clean two-decimal number', () => {
    // 3 × 19,99 € = 59,97 €; 10 % = 5,997 € → 6,00 €; 53,97 € + 5,50 € = 59,47 €.
    const payload = buildCheckoutPayload({
      orderId: 'X',
      form: shippingForm,
      items: [line(product(1, 19.99), 3)],
      discount: tenPercent,
      rules,
      submittedAt,
    });
    expect(payload).toMatchObject({
      discountAmount: 6,
      orderSubtotal: 53.97,
      shippingCost: 5.5,
      orderTotal: 59.47,
    });
    for (const amount of [payload.orderTotal, payload.orderSubtotal, payload.discountAmount]) {
      expect(Math.round(amount * 100) / 100).toBe(amount);
    }
  });

  it('ignores a discount state that is not applied', () => {
    const payload = buildCheckoutPayload({
      orderId: 'X',
      form: shippingForm,
      items: [line(product(1, 20), 1)],
      discount: { ...tenPercent, applied: false, error: 'Código inválido' },
      rules,
      submittedAt,
    });
    expect(payload).toMatchObject({
      discountApplied: false,
      discountAmount: 0,
      discountCode: '',
      orderTotal: 25.5,
    });
  });
});

describe('checkoutPayloadProblem', () => {
  it('accepts every order the checkout makes: shipped or picked up, MB Way or transfer, discounted', () => {
    const pickupForm: CheckoutForm = {
      ...shippingForm,
      deliveryMethod: 'pickup',
      paymentMethod: 'bank_transfer',
      mbwayPhone: '',
      notes: '',
    };
    for (const form of [shippingForm, pickupForm]) {
      for (const discount of [noDiscount, tenPercent]) {
        const items = [line(product(1, 19.99), 3), line(product(2, 0), 1)];
        const payload = buildCheckoutPayload({ orderId: 'AUG-1', form, items, discount, rules, submittedAt });
        expect(checkoutPayloadProblem(payload)).toBeUndefined();
      }
    }
  });

  it('names what is missing', () => {
    const payload = buildCheckoutPayload({
      orderId: 'AUG-1',
      form: shippingForm,
      items: [line(product(1, 19.99), 3)],
      discount: noDiscount,
      rules,
      submittedAt,
    });
    expect(checkoutPayloadProblem({ ...payload, customerName: '' })).toBe('no customer name');
    expect(checkoutPayloadProblem({ ...payload, cartItems: [] })).toBe('no items (empty list)');
    expect(checkoutPayloadProblem({ ...payload, cartItems: [{ productId: 1, productName: 'Gel' }] })).toBe(
      'item 1 has no quantity',
    );
    expect(checkoutPayloadProblem('texto')).toBe('the payload is a string');
  });
});

describe('checkoutTotals', () => {
  it('gives the summary the same cents the payload sends', () => {
    expect(checkoutTotals([line(product(1, 19.99), 3)], 'shipping', tenPercent, rules)).toEqual({
      subtotalCents: 5997,
      discountCents: 600,
      subtotalAfterDiscountCents: 5397,
      shippingCents: 550,
      totalCents: 5947,
    });
    expect(checkoutTotals([line(product(1, 19.99), 3)], 'pickup', noDiscount, rules).shippingCents).toBe(0);
  });
});

describe('order reference', () => {
  it('joins the prefix, the local date and 4 characters of the unambiguous alphabet', () => {
    const date = new Date(2026, 10, 21, 23, 59);
    expect(createOrderReference(date, 'AUG', () => [6, 0, 30, 15])).toBe('AUG-20261121-GA9S');
  });

  it('draws random characters from the alphabet by default', () => {
    const reference = createOrderReference(new Date(2026, 0, 5), 'AUG');
    expect(reference).toMatch(/^AUG-20260105-[A-Z2-9]{4}$/);
    for (const char of reference.slice(-4)) expect(ORDER_REFERENCE_ALPHABET).toContain(char);
    expect(ORDER_REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('is unique in practice', () => {
    const date = new Date(2026, 0, 5);
    const references = new Set(Array.from({ length: 200 }, () => createOrderReference(date, 'AUG')));
    expect(references.size).toBeGreaterThan(190);
  });

  it('takes the prefix from the initials of the business name', () => {
    expect(orderReferencePrefix('Atelier Unhas de Gel')).toBe('AUG');
    expect(orderReferencePrefix('Érica Nails')).toBe('EN');
    expect(orderReferencePrefix('loja')).toBe('ENC');
  });
});
