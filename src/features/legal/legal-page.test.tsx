// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { telHref } from '#src/lib/phone.ts';
import privacyPage from '#src/generated/pages/politica-privacidade.json';
import termsPage from '#src/generated/pages/termos-condicoes.json';
import settings from '#src/generated/settings.json';
import { formatLongDate } from '#src/lib/dates.ts';
import { LegalPage } from './legal-page.tsx';

afterEach(cleanup);

type PageData = { title: string; updated: string; description: string; body: string; bodyHtml?: string };

function renderPage(page: PageData) {
  const router = memoryRouter(
    [
      { path: '/pagina', element: <LegalPage page={page} /> },
      { path: '/', element: <p>Início</p> },
    ],
    { initialEntries: ['/pagina'] },
  );
  render(router.app);
}

const { business } = settings;

describe('LegalPage', () => {
  it('shows the title and the revision date of the page, not today', () => {
    renderPage({
      title: 'Política de Privacidade',
      updated: '2026-03-05',
      description: 'Como tratamos os seus dados.',
      body: '## 1. Preâmbulo\n\nTexto.',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeTruthy();
    const updated = screen.getByText('Última atualização:', { exact: false });
    expect(updated.textContent).toBe('Última atualização: 5 de março de 2026');
    expect(updated.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-05');
  });

  it('renders the build-time HTML when the page has it, without parsing its Markdown', () => {
    renderPage({
      title: 'Termos',
      updated: '2026-03-05',
      description: 'Termos.',
      body: '## Texto em Markdown',
      bodyHtml: '<h2>Do build</h2><p>Parágrafo</p>',
    });
    const prose = document.querySelector('.prose');
    expect(prose?.innerHTML).toBe('<h2>Do build</h2><p>Parágrafo</p>');
  });

  it('renders the Markdown text into .prose (without build-time HTML), with raw HTML shown as text', async () => {
    renderPage({
      title: 'Termos',
      updated: '2026-03-05',
      description: 'Termos.',
      body: '## 2. Envios\n\n- **Portugal continental:** 1 a 4 dias úteis\n\n<script>alert(1)</script>',
    });
    expect(await screen.findByRole('heading', { level: 2, name: '2. Envios' })).toBeTruthy();
    const prose = document.querySelector('.prose');
    expect(prose?.querySelector('h2')?.textContent).toBe('2. Envios');
    expect(prose?.querySelector('li strong')?.textContent).toBe('Portugal continental:');
    expect(prose?.querySelector('script')).toBeNull();
    expect(prose?.textContent).toContain('<script>alert(1)</script>');
  });

  it('offers the contact email and phone, and a way back home', () => {
    renderPage(termsPage);
    expect(screen.getByRole('link', { name: business.email }).getAttribute('href')).toBe(
      `mailto:${business.email}`,
    );
    expect(screen.getByRole('link', { name: business.phone }).getAttribute('href')).toBe(
      telHref(business.phone),
    );
    expect(screen.getByRole('link', { name: 'Voltar à Página Inicial' }).getAttribute('href')).toBe('/');
  });

  it('renders the published privacy policy and terms', () => {
    renderPage(privacyPage);
    expect(screen.getByRole('heading', { level: 1, name: privacyPage.title })).toBeTruthy();
    expect(screen.getByText(`Última atualização:`, { exact: false }).textContent).toBe(
      `Última atualização: ${formatLongDate(privacyPage.updated)}`,
    );
    expect(screen.getByRole('heading', { level: 2, name: /Cookies/ })).toBeTruthy();
    cleanup();

    renderPage(termsPage);
    expect(screen.getByRole('heading', { level: 1, name: termsPage.title })).toBeTruthy();
    expect(document.querySelectorAll('.prose h2').length).toBeGreaterThanOrEqual(15);
  });

  it('states the 15 sections of the terms of sale and their facts', () => {
    renderPage(termsPage);
    const sections = [...document.querySelectorAll('.prose h2')].map((h) => h.textContent);
    expect(sections).toEqual([
      '1. Disponibilidade',
      '2. Envios',
      '3. Encomendas não entregues',
      '4. Compras e pagamentos',
      '5. Preços',
      '6. Informação dos produtos',
      '7. Dados não pessoais',
      '8. Propriedade intelectual',
      '9. Responsabilidade',
      '10. Devoluções',
      '11. Ofertas',
      '12. Reembolsos',
      '13. Direito de livre resolução',
      '14. Alterações',
      '15. Lei aplicável',
    ]);
    const text = document.querySelector('.prose')?.textContent ?? '';
    for (const fact of [
      '1 a 4 dias úteis',
      'até 7 dias úteis',
      'Envios internacionais: sob consulta',
      '14 dias após a receção',
      '48 horas',
      'Produtos personalizados, formações e produtos digitais não podem ser devolvidos, exceto em caso de defeito',
      'suportados pelo cliente, exceto quando',
      'mesmo meio de pagamento',
      'conservados durante 10 anos',
      'IVA',
      'apenas depois de o pagamento ser confirmado',
      'lei portuguesa',
      `comarca de ${business.legal.courtDistrict}`,
    ]) {
      expect(text).toContain(fact);
    }
    // docs/product.md §9: the terms do not state a free-shipping threshold.
    expect(text).not.toMatch(/portes grátis|€/i);
  });

  it('covers the required privacy topics in numbered sections, with the contact email and phone', () => {
    renderPage(privacyPage);
    const prose = document.querySelector('.prose');
    const sections = [...(prose?.querySelectorAll('h2') ?? [])].map((h) => h.textContent);
    expect(sections).toEqual([
      '1. Preâmbulo',
      '2. Definições',
      '3. Compromissos',
      '4. Tratamento de dados',
      '5. Conservação dos dados',
      '6. Partilha de dados',
      '7. Cookies',
      '8. Segurança',
      '9. Direitos dos titulares',
      '10. Direito de reclamação',
      '11. Contactos',
    ]);
    const subsections = [...(prose?.querySelectorAll('h3') ?? [])].map((h) => h.textContent);
    expect(subsections).toEqual(['Dados recolhidos', 'Finalidade', 'Fundamento jurídico']);
    const text = prose?.textContent ?? '';
    for (const topic of [
      'Plataformas de pagamento',
      'Transportadoras',
      'Ferramentas de email marketing',
      'Contabilistas',
      'Serviços de alojamento',
      'Cookies essenciais',
      'Cookies analíticos',
      'Cookies de marketing',
      'Acesso:',
      'Retificação e apagamento:',
      'Limitação e oposição:',
      'Portabilidade:',
      'Retirada do consentimento:',
      business.legal.dataProtectionAuthority.name,
      business.email,
      business.phone,
    ]) {
      expect(text).toContain(topic);
    }
  });
});
