// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { telHref } from '#src/lib/phone.ts';
import settings from '#src/generated/settings.json';
import { FIELD_MESSAGES } from '#src/lib/forms/field-messages.ts';
import { ContactPage } from './contact-page.tsx';
import { preloadSuccessModal } from '#src/components/success-modal/lazy-success-modal.tsx';

const postWebhook = vi.hoisted(() => vi.fn<(url: string | undefined, body: unknown) => Promise<boolean>>());
vi.mock('#src/lib/forms/webhook.ts', () => ({ postWebhook }));

const WEBHOOK_URL = 'https://hooks.example.test/contact';
const { business } = settings;

beforeEach(() => {
  postWebhook.mockReset();
  vi.stubEnv('VITE_WEBHOOK_CONTACT_URL', WEBHOOK_URL);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function renderPage() {
  const router = memoryRouter([{ path: '/contactos', element: <ContactPage /> }], {
    initialEntries: ['/contactos'],
  });
  render(router.app);
}

const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const submitButton = () => screen.getByRole('button', { name: /Enviar Mensagem|A enviar\.\.\./ });

function fillValidForm() {
  fireEvent.change(input(/^Nome/), { target: { value: '  Ana Silva ' } });
  fireEvent.change(input(/^Email/), { target: { value: 'ana@example.pt' } });
  fireEvent.change(input(/^Telefone/), { target: { value: '912 345 678' } });
  fireEvent.change(input(/^Assunto/), { target: { value: 'Encomenda' } });
  fireEvent.change(input(/^Mensagem/), { target: { value: 'Olá! Quando chega a minha encomenda?' } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(submitButton());
  });
}

describe('ContactPage: details', () => {
  it('gives the address, phone and email from settings as links', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contactos' })).toBeTruthy();
    expect(screen.getByText(business.address.street, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: business.phone }).getAttribute('href')).toBe(
      telHref(business.phone),
    );
    expect(screen.getByRole('link', { name: business.email }).getAttribute('href')).toBe(
      `mailto:${business.email}`,
    );
  });

  it('lists the opening hours', () => {
    renderPage();
    const hours = screen.getByRole('heading', { name: 'Horário de Funcionamento' })
      .parentElement as HTMLElement;
    const rows = [...hours.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Segunda a Sexta', '09:00 - 19:00'],
      ['Sábado', '09:00 - 13:00'],
      ['Domingo', 'Encerrado'],
    ]);
  });

  it('links the social networks and the chat app in new tabs', () => {
    renderPage();
    for (const network of business.social) {
      const link = screen.getByRole('link', { name: network.name });
      expect(link.getAttribute('href')).toBe(network.url);
      expect(link.getAttribute('target')).toBe('_blank');
    }
    const chat = screen.getByRole('link', { name: 'Falar no WhatsApp' });
    expect(chat.getAttribute('href')).toContain(`https://wa.me/${business.chat.number}?text=`);
    expect(chat.getAttribute('target')).toBe('_blank');
  });

  it('embeds the map lazily, with a title, and links a larger map', () => {
    renderPage();
    const map = document.querySelector('iframe');
    expect(map?.getAttribute('src')).toBe(business.mapEmbedUrl);
    expect(map?.getAttribute('loading')).toBe('lazy');
    expect(map?.getAttribute('title')).toContain(business.name);
    const larger = screen.getByRole('link', { name: 'Ver mapa maior' });
    expect(larger.getAttribute('href')).toBe(business.mapLinkUrl);
    expect(larger.getAttribute('target')).toBe('_blank');
  });
});

describe('ContactPage: the form', () => {
  it('shows a Portuguese error under each missing field, and sends nothing', async () => {
    renderPage();
    await submit();
    expect(screen.getByText('O nome é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O email é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O assunto é obrigatório.')).toBeTruthy();
    expect(screen.getByText('A mensagem é obrigatória.')).toBeTruthy();
    expect(input(/^Nome/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Nome/).getAttribute('aria-describedby')).toBe(
      screen.getByText('O nome é obrigatório.').getAttribute('id'),
    );
    expect(input(/^Telefone/).getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(input(/^Nome/));
    expect(postWebhook).not.toHaveBeenCalled();
  });

  it('rejects an invalid email and clears a field error as soon as the field is edited', async () => {
    renderPage();
    fillValidForm();
    fireEvent.change(input(/^Email/), { target: { value: 'ana@exemplo' } });
    await submit();
    expect(screen.getByText('Introduza um email válido.')).toBeTruthy();
    expect(document.activeElement).toBe(input(/^Email/));
    fireEvent.change(input(/^Email/), { target: { value: 'ana@example.pt' } });
    expect(screen.queryByText('Introduza um email válido.')).toBeNull();
    expect(postWebhook).not.toHaveBeenCalled();
  });

  it('accepts an empty phone, the phone being optional, but not a number that is not one', async () => {
    renderPage();
    fillValidForm();
    fireEvent.change(input(/^Telefone/), { target: { value: '12' } });
    await submit();
    expect(screen.getByText(FIELD_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(input(/^Telefone/).getAttribute('aria-invalid')).toBe('true');
    expect(postWebhook).not.toHaveBeenCalled();

    postWebhook.mockResolvedValue(true);
    fireEvent.change(input(/^Telefone/), { target: { value: '' } });
    await submit();
    expect(postWebhook).toHaveBeenCalledTimes(1);
    expect(postWebhook.mock.calls[0]?.[1]).toMatchObject({ phone: '' });
  });

  it("sends exactly the documented payload, reads 'A enviar...' meanwhile, then resets the form and shows the modal for 5 s", async () => {
    vi.useFakeTimers({
      now: new Date('2026-03-05T10:15:30.000Z'),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    let answer: (delivered: boolean) => void = () => {};
    postWebhook.mockReturnValue(new Promise<boolean>((resolve) => (answer = resolve)));
    renderPage();
    fillValidForm();
    await submit();

    expect(submitButton().textContent).toBe('A enviar...');
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(postWebhook).toHaveBeenCalledTimes(1);
    const [url, body] = postWebhook.mock.calls[0] ?? [];
    expect(url).toBe(WEBHOOK_URL);
    expect(Object.keys(body as object)).toEqual([
      'formId',
      'name',
      'email',
      'phone',
      'subject',
      'message',
      'submittedAt',
      'source',
    ]);
    expect(body).toEqual({
      formId: 'contact_form',
      name: 'Ana Silva',
      email: 'ana@example.pt',
      phone: '912 345 678',
      subject: 'Encomenda',
      message: 'Olá! Quando chega a minha encomenda?',
      submittedAt: '2026-03-05T10:15:30.000Z',
      source: 'contact_page',
    });

    // The confirmation's code, loading since the form started sending, has arrived.
    await act(async () => {
      await preloadSuccessModal();
      answer(true);
    });
    const modal = screen.getByRole('dialog', { name: 'Mensagem Enviada!' });
    expect(within(modal).getByRole('button', { name: 'Fechar' })).toBeTruthy();
    expect(submitButton().textContent).toBe('Enviar Mensagem');
    // (The open modal is itself labelled 'Mensagem Enviada!', hence the exact labels.)
    for (const label of [
      /^Nome \*$/,
      /^Email \*$/,
      /^Telefone \(opcional\)$/,
      /^Assunto \*$/,
      /^Mensagem \*$/,
    ]) {
      expect(input(label).value).toBe('');
    }

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('alerts on a failed send and keeps what the visitor typed', async () => {
    postWebhook.mockResolvedValue(false);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage();
    fillValidForm();
    await submit();
    expect(alert).toHaveBeenCalledWith('Erro ao enviar mensagem. Tente novamente.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input(/^Nome/).value).toBe('  Ana Silva ');
    expect(input(/^Assunto/).value).toBe('Encomenda');
    expect(submitButton().textContent).toBe('Enviar Mensagem');
  });
});
