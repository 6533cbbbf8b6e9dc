// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataProvider } from '#src/data/data-provider.tsx';
import { CartProvider } from '#src/state/cart-context.tsx';
import settings from '#src/generated/settings.json';
import { FIELD_HINTS, FIELD_MESSAGES } from '#src/lib/forms/field-messages.ts';
import type { CheckoutPayload } from '#src/lib/checkout/order-payload.ts';
import type { Product } from '#src/lib/schema.ts';
import { CONFIRM_WAIT_MS } from '#src/lib/checkout/outbox.ts';
import { STORAGE_KEYS } from '#src/lib/storage.ts';
import { aProduct } from '#src/test/factories.ts';
import { storeCart } from '#src/test/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';
import { freshIndexedDb, storedOutbox } from '#src/test/outbox.ts';
import { resetOutboxModule } from './order-outbox.ts';

const HOOK = 'https://hooks.example/checkout';

const gel = aProduct({
  id: 7,
  slug: 'gel-construtor-rosa',
  name: 'Gel Construtor Rosa',
  description: 'Gel.',
  images: ['/images/gel.jpg'],
  price: 19.99,
  stock: 10,
});

function checkoutApp(products: Product[] = [gel]) {
  const router = memoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '*', element: <p>Outra página</p> },
    ],
    { initialEntries: ['/checkout'] },
  );
  return (
    <DataProvider published={{ products }}>
      <CartProvider>{router.app}</CartProvider>
    </DataProvider>
  );
}
const renderCheckout = (products?: Product[]) => render(checkoutApp(products));

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  type(/^Nome completo/, 'Ana Silva');
  type(/^Email/, 'ana@example.pt');
  type(/^Telefone/, '912 345 678');
  type(/^Morada/, 'Rua Direita 1');
  type(/^Código postal/, '4750123');
  type(/^Localidade/, 'Barcelos');
  type(/^O seu número MB Way/, '961234567');
  fireEvent.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
}

let fetchMock: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  freshIndexedDb();
  resetOutboxModule();
  vi.stubEnv('VITE_WEBHOOK_CHECKOUT_URL', HOOK);
  fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('CheckoutPage', () => {
  it('renders a loading state on the server and at hydration, never the empty-cart message', () => {
    storeCart([[gel, 1]]);
    const html = renderToString(checkoutApp());
    expect(html).toContain('A carregar');
    expect(html).not.toContain('Carrinho Vazio');
    expect(html).not.toContain('Gel Construtor Rosa');
  });

  it("shows 'Carrinho Vazio' with links to the shop and the cart when the cart is empty", async () => {
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Carrinho Vazio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para a Loja' }).getAttribute('href')).toBe('/loja');
    expect(screen.getByRole('link', { name: 'Ver Carrinho' }).getAttribute('href')).toBe('/carrinho');
  });

  it('summarises the order with shipping, and removes shipping for pickup', async () => {
    storeCart([[gel, 3]]);
    renderCheckout();
    const summary = await screen.findByRole('complementary', { name: 'Resumo da Encomenda' });
    expect(summary.textContent).toContain('59,97\u00a0€');
    expect(summary.textContent).toContain('5,50\u00a0€');
    expect(summary.textContent).toContain('65,47\u00a0€');
    expect(summary.textContent).not.toContain('Desconto');

    fireEvent.click(screen.getByRole('radio', { name: /Levantamento na loja/ }));
    expect(summary.textContent).toContain('Grátis');
    expect(screen.queryByLabelText(/^Morada/)).toBeNull();
    expect(screen.getByText(settings.business.address.street, { exact: false })).toBeTruthy();
  });

  it('switches between the MB Way and bank transfer instructions', async () => {
    storeCart([[gel, 1]]);
    renderCheckout();
    await screen.findByRole('radio', { name: 'MB Way' });
    expect(screen.getByText(settings.business.payment.mbwayNumber)).toBeTruthy();
    expect(screen.getByLabelText(/^O seu número MB Way/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Transferência Bancária' }));
    expect(screen.queryByLabelText(/^O seu número MB Way/)).toBeNull();
    expect(screen.getByText(settings.business.payment.bank.iban)).toBeTruthy();
    expect(screen.getByText(settings.business.payment.bank.bic)).toBeTruthy();
  });

  it('shows the errors on submit, focuses the first invalid field and clears an error when edited', async () => {
    storeCart([[gel, 1]]);
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar Encomenda' }));
    expect(screen.getByText('O nome completo é obrigatório.')).toBeTruthy();
    expect(screen.getByText('A morada é obrigatória.')).toBeTruthy();
    expect(screen.getByText('A localidade é obrigatória.')).toBeTruthy();
    expect(screen.getByText('O número MB Way é obrigatório.')).toBeTruthy();
    expect(screen.getByText('Tem de aceitar os termos e condições.')).toBeTruthy();
    const name = screen.getByLabelText(/^Nome completo/);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');

    type(/^Nome completo/, 'Ana');
    expect(screen.queryByText('O nome completo é obrigatório.')).toBeNull();
    type(/^Email/, 'ana@');
    type(/^Código postal/, '47');
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Encomenda' }));
    expect(screen.getByText('Introduza um email válido.')).toBeTruthy();
    expect(screen.getByText('Introduza o código postal no formato 0000-000.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says under the phone, postal code and MB Way fields which formats are expected', async () => {
    storeCart([[gel, 1]]);
    renderCheckout();
    await screen.findByRole('button', { name: 'Finalizar Encomenda' });
    const hintOf = (label: RegExp) => {
      const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
      return ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    };
    expect(hintOf(/^Telefone/)).toBe(FIELD_HINTS.phone);
    expect(hintOf(/^Código postal/)).toBe(FIELD_HINTS.postalCode);
    expect(hintOf(/^O seu número MB Way/)).toBe(FIELD_HINTS.mbwayPhone);

    // An error is announced after the hint, and the hint stays.
    type(/^Telefone/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Encomenda' }));
    expect(hintOf(/^Telefone/)).toBe(`${FIELD_HINTS.phone} ${FIELD_MESSAGES.phoneInvalid}`);
  });

  it('takes the order of a customer from abroad, with a Portuguese MB Way number', async () => {
    storeCart([[gel, 1]]);
    renderCheckout();
    await screen.findByRole('button', { name: 'Finalizar Encomenda' });
    fillValidForm();
    type(/^Telefone/, '+34 612 345 678');
    type(/^O seu número MB Way/, '+34 612 345 678');
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Encomenda' }));
    expect(screen.getByText(FIELD_MESSAGES.mbwayPhoneInvalid)).toBeTruthy();
    expect(screen.queryByText(FIELD_MESSAGES.phoneInvalid)).toBeNull();
    type(/^O seu número MB Way/, '912 345 678');
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Encomenda' }));
    expect(await screen.findByRole('heading', { name: 'Encomenda Concluída com Sucesso!' })).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { customerPhone: string };
    expect(body.customerPhone).toBe('+34 612 345 678');
  });

  it('places the order: outbox first, webhook, empty cart and the confirmation with the reference', async () => {
    storeCart([[gel, 3]]);
    renderCheckout();
    await screen.findByRole('button', { name: 'Finalizar Encomenda' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Encomenda' }));

    expect(await screen.findByRole('heading', { name: 'Encomenda Concluída com Sucesso!' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(HOOK);
    const body = JSON.parse(String(init.body)) as CheckoutPayload;
    expect(body).toMatchObject({
      formId: 'checkout_order',
      customerName: 'Ana Silva',
      shippingPostalCode: '4750-123',
      mbwayPhone: '961234567',
      orderTotal: 65.47,
      orderSubtotal: 59.97,
      shippingCost: 5.5,
      cartItems: [
        { productId: 7, productName: 'Gel Construtor Rosa', quantity: 3, price: 19.99, subtotal: 59.97 },
      ],
      source: 'checkout_page',
    });
    expect(body.orderId).toMatch(/^AUG-\d{8}-[A-Z2-9]{4}$/);

    expect(
      screen.getByText(body.orderId, { selector: '.order-confirmation__reference strong' }),
    ).toBeTruthy();
    expect(screen.getAllByText(/^65,47\s€$/).length).toBeGreaterThan(0);
    expect(screen.getByText(/processadas após a confirmação do pagamento/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar à Loja' }).getAttribute('href')).toBe('/loja');

    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[]'));
    expect(await storedOutbox()).toEqual({ outbox: [], delivered: [body.orderId] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('still confirms when the webhook fails, keeping the order in the outbox', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 500 }));
    storeCart([[gel, 1]]);
    renderCheckout();
    await screen.findByRole('button', { name: 'Finalizar Encomenda' });
    fillValidForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Transferência Bancária' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Encomenda' }));

    expect(await screen.findByRole('heading', { name: 'Encomenda Concluída com Sucesso!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pagamento por Transferência Bancária' })).toBeTruthy();
    expect(screen.getByText(settings.business.payment.bank.iban)).toBeTruthy();
    const waiting = (await storedOutbox()).outbox;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.attempts).toBe(1);
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[]');
  });

  it("reads 'A processar...' while sending and shows pickup instructions after", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    storeCart([[gel, 1]]);
    renderCheckout();
    await screen.findByRole('button', { name: 'Finalizar Encomenda' });
    fillValidForm();
    fireEvent.click(screen.getByRole('radio', { name: /Levantamento na loja/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Encomenda' }));

    const busy = await screen.findByRole('button', { name: 'A processar...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // The cart is already empty, but the summary still shows the order being placed.
    expect(screen.getByRole('complementary', { name: 'Resumo da Encomenda' }).textContent).toContain(
      'Gel Construtor Rosa',
    );
    expect((await storedOutbox()).outbox).toHaveLength(1);

    await act(async () => answer(new Response(null, { status: 200 })));
    // After the outbox's transaction and the confirmation page's chunk: on a busy machine, more
    // than findByRole's default second.
    expect(
      await screen.findByRole('heading', { name: 'Levantamento na loja' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByText(settings.business.openingHours[0]!.hours)).toBeTruthy();
  });
  it('confirms within CONFIRM_WAIT_MS when the webhook never answers; the order stays, claimed', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    storeCart([[gel, 1]]);
    renderCheckout();
    await screen.findByRole('button', { name: 'Finalizar Encomenda' });
    fillValidForm();
    const clickedAt = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Encomenda' }));

    await screen.findByRole('button', { name: 'A processar...' });
    expect(
      await screen.findByRole('heading', { name: 'Encomenda Concluída com Sucesso!' }, { timeout: 3_000 }),
    ).toBeTruthy();
    const waited = Date.now() - clickedAt;
    expect(waited).toBeGreaterThanOrEqual(CONFIRM_WAIT_MS - 50);
    expect(waited).toBeLessThan(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Still being sent: in the outbox, claimed by this tab, no failure counted.
    const waiting = (await storedOutbox()).outbox;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.attempts).toBe(0);
    expect(waiting[0]?.lease).toBeDefined();
  });
});
