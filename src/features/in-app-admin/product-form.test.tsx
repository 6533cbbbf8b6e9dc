// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import settings from '#src/generated/settings.json';
import { paths } from '#src/lib/paths.ts';
import type { Product } from '#src/lib/schema.ts';
import {
  errorOf,
  fakeCollection,
  field,
  renderForm,
  submitWith,
  type,
  type FakeCollection,
} from './form-test-utils.tsx';
import { ProductFormPage } from './product-form.tsx';

const collection = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('#src/data/admin-hooks.ts', () => ({ useAdminCollection: () => collection.current }));

const [firstCategory, secondCategory] = settings.categories.filter((c) => c.subcategories.length > 0);
if (!firstCategory || !secondCategory) throw new Error('the settings need two categories with subcategories');
const firstSub = firstCategory.subcategories[0]!;

const existing: Product = {
  id: 1_600_000_000_000,
  slug: 'lima-180',
  name: 'Lima 180',
  description: 'Uma lima.',
  price: 4.5,
  salePrice: 3.9,
  stock: 12,
  category: firstCategory.slug,
  subcategory: firstSub.slug,
  featured: true,
  isNew: false,
  order: 3,
  images: ['/images/a.svg', '/images/b.svg'],
};

let products: FakeCollection<Product>;
beforeEach(() => {
  products = fakeCollection([existing]);
  collection.current = products;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderNew = () =>
  renderForm(paths.adminProductNew.path, paths.adminProductNew.getHref(), <ProductFormPage />);
const renderEdit = (id: number | string) =>
  renderForm(paths.adminProductEdit.path, paths.adminProductEdit.getHref(id), <ProductFormPage />);

const imageInput = () => field(/^Imagens/);
const addImageButton = () => screen.getByRole('button', { name: 'Adicionar' });
const listedImages = () =>
  screen.queryByRole('list', { name: 'Lista de imagens' })
    ? within(screen.getByRole('list', { name: 'Lista de imagens' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];

function addImage(url: string) {
  type(/^Imagens/, url);
  fireEvent.click(addImageButton());
}

function fillValid() {
  type(/^Nome/, '  Gel Rosa Novo ');
  type(/^Descrição/, 'Um gel rosa.');
  // As a Portuguese owner types it: a number field would have dropped the comma (125 €).
  type(/^Preço \(€\)/, '12,5');
  fireEvent.change(field(/^Categoria/), { target: { value: firstCategory!.slug } });
  addImage('/images/produtos/gel-rosa.svg');
}

describe('ProductFormPage: new product', () => {
  it('starts empty with the create button', () => {
    renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Novo Produto' })).toBeTruthy();
    expect(field(/^Nome/).value).toBe('');
    expect(field(/^Stock/).value).toBe('0');
    expect(screen.getByRole('button', { name: 'Criar Produto' })).toBeTruthy();
  });

  it('shows every message under its field, marks it invalid and focuses the first one', async () => {
    renderNew();
    type(/^Stock/, '-2');
    await submitWith('Criar Produto');
    expect(errorOf(/^Nome/)).toBe('Nome é obrigatório');
    expect(errorOf(/^Descrição/)).toBe('Descrição é obrigatória');
    expect(errorOf(/^Preço \(€\)/)).toBe('Preço deve ser maior que 0');
    expect(errorOf(/^Categoria/)).toBe('Categoria é obrigatória');
    expect(errorOf(/^Stock/)).toBe('Stock não pode ser negativo');
    expect(errorOf(/^Imagens/)).toBe('Pelo menos uma imagem é obrigatória');
    expect(field(/^Nome/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Preço promocional/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field(/^Nome/));
    expect(products.save).not.toHaveBeenCalled();
  });

  it('checks trimmed text: spaces alone are still missing', async () => {
    renderNew();
    fillValid();
    type(/^Nome/, '    ');
    await submitWith('Criar Produto');
    expect(errorOf(/^Nome/)).toBe('Nome é obrigatório');
    expect(document.activeElement).toBe(field(/^Nome/));
  });

  it('clears a field’s error as soon as it is edited, and only that one', async () => {
    renderNew();
    await submitWith('Criar Produto');
    type(/^Nome/, 'G');
    expect(errorOf(/^Nome/)).toBeUndefined();
    expect(field(/^Nome/).getAttribute('aria-invalid')).toBeNull();
    expect(errorOf(/^Descrição/)).toBe('Descrição é obrigatória');
    addImage('/images/x.svg');
    expect(errorOf(/^Imagens/)).toBeUndefined();
  });

  it('keeps the subcategory disabled until a category is chosen, and clears it when the category changes', () => {
    renderNew();
    const subcategory = () => field(/^Subcategoria/);
    expect(subcategory().disabled).toBe(true);
    fireEvent.change(field(/^Categoria/), { target: { value: firstCategory.slug } });
    expect(subcategory().disabled).toBe(false);
    const options = within(subcategory())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Nenhuma', ...firstCategory.subcategories.map((s) => s.name)]);
    fireEvent.change(subcategory(), { target: { value: firstSub.slug } });
    expect(subcategory().value).toBe(firstSub.slug);
    fireEvent.change(field(/^Categoria/), { target: { value: secondCategory.slug } });
    expect(subcategory().value).toBe('');
    fireEvent.change(field(/^Categoria/), { target: { value: '' } });
    expect(subcategory().disabled).toBe(true);
  });

  it('lists the categories of the settings', () => {
    renderNew();
    const names = within(field(/^Categoria/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Selecione uma categoria', ...settings.categories.map((c) => c.name)]);
  });

  it('adds images by button or Enter, ignores blank and repeated URLs, marks the first as main, removes', () => {
    renderNew();
    addImage('   ');
    expect(listedImages()).toEqual([]);
    addImage(' /images/um.svg ');
    type(/^Imagens/, '/images/dois.svg');
    fireEvent.keyDown(imageInput(), { key: 'Enter' });
    expect(imageInput().value).toBe('');
    addImage('/images/um.svg');
    expect(listedImages()).toEqual([
      expect.stringMatching(/^\/images\/um\.svg\s*Principal/),
      expect.stringMatching(/^\/images\/dois\.svg/),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remover imagem 1' }));
    expect(listedImages()).toEqual([expect.stringMatching(/^\/images\/dois\.svg\s*Principal/)]);
  });

  it('shows the rules between fields on the right field', async () => {
    renderNew();
    fillValid();
    type(/^Preço promocional/, '12.5');
    await submitWith('Criar Produto');
    expect(errorOf(/^Preço promocional/)).toMatch(/\S/);
    expect(document.activeElement).toBe(field(/^Preço promocional/));
  });

  it('shows a name that gives another product’s slug on the name', async () => {
    renderNew();
    fillValid();
    type(/^Nome/, 'Lima 180!');
    await submitWith('Criar Produto');
    expect(errorOf(/^Nome/)).toMatch(/lima-180/);
  });

  it('saves the new product with an id from the creation time, reading “A guardar...” meanwhile, then returns to the dashboard', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    let labelWhileSaving: string | null = null;
    products.save.mockImplementation(() => {
      labelWhileSaving = screen.getByRole('button', { name: /A guardar|Criar Produto/ }).textContent;
      return true;
    });
    renderNew();
    fillValid();
    type(/^Preço promocional/, '');
    type(/^Ordem/, '');
    fireEvent.click(field(/^Novo$/));
    await submitWith('Criar Produto');
    expect(labelWhileSaving).toBe('A guardar...');
    expect(products.save).toHaveBeenCalledTimes(1);
    const saved = products.save.mock.calls[0]![0];
    expect(saved).toHaveLength(2);
    expect(saved.find((p) => p.id === new Date('2026-11-24T10:00:00Z').getTime())).toEqual({
      id: new Date('2026-11-24T10:00:00Z').getTime(),
      slug: 'gel-rosa-novo',
      name: 'Gel Rosa Novo',
      description: 'Um gel rosa.',
      images: ['/images/produtos/gel-rosa.svg'],
      price: 12.5,
      stock: 0,
      category: firstCategory.slug,
      featured: false,
      isNew: true,
    });
    expect(screen.getByText(`Painel: ${paths.adminDashboard.getHref('products')}`)).toBeTruthy();
  });

  it('says so and stays when the local copy cannot be written', async () => {
    products.save.mockReturnValue(false);
    renderNew();
    fillValid();
    await submitWith('Criar Produto');
    expect(screen.getByRole('alert').textContent).toBe('Erro ao guardar. Tente novamente.');
    expect(screen.getByRole('button', { name: 'Criar Produto' })).toBeTruthy();
  });

  it('waits for the local copy', () => {
    products.loading = true;
    renderNew();
    expect(screen.getByRole('status').textContent).toBe('A carregar...');
  });
});

describe('ProductFormPage: the description', () => {
  it('is Markdown, previewed as the product page renders it, with no backslash escape shown', () => {
    renderNew();
    const markdown =
      'Gel **açaí**, *intenso*.\n\n- Não risca\n- Seca depressa\n\n' + String.raw`\*\*não negrito\*\*`;
    type(/^Descrição/, markdown);
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const preview = screen.getByRole('region', { name: /^Descrição/ });
    expect(preview.querySelector('.product-description')).not.toBeNull();
    expect(within(preview).getByText('açaí').tagName).toBe('STRONG');
    expect(within(preview).getByText('intenso').tagName).toBe('EM');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Não risca', 'Seca depressa']);
    expect(preview.textContent).toContain('**não negrito**');
    expect(preview.textContent).not.toContain('\\');
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(field(/^Descrição/).value).toBe(markdown);
  });
});

describe('ProductFormPage: editing', () => {
  it('is pre-filled from the local copy', () => {
    renderEdit(existing.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Produto' })).toBeTruthy();
    expect(field(/^Nome/).value).toBe('Lima 180');
    expect(field(/^Descrição/).value).toBe('Uma lima.');
    expect(field(/^Preço \(€\)/).value).toBe('4,50');
    expect(field(/^Preço promocional/).value).toBe('3,90');
    expect(field(/^Stock/).value).toBe('12');
    expect(field(/^Categoria/).value).toBe(firstCategory.slug);
    expect(field(/^Subcategoria/).value).toBe(firstSub.slug);
    expect(field(/^Ordem/).value).toBe('3');
    expect(field(/^Destaque/).checked).toBe(true);
    expect(field(/^Novo$/).checked).toBe(false);
    expect(listedImages()).toHaveLength(2);
  });

  it('saves the changes under the same id with the slug derived again', async () => {
    renderEdit(existing.id);
    type(/^Nome/, 'Lima 240');
    type(/^Preço promocional/, '');
    type(/^Ordem/, '');
    await submitWith('Atualizar Produto');
    const { salePrice: _salePrice, order: _order, ...unchanged } = existing;
    expect(products.save).toHaveBeenCalledWith([{ ...unchanged, name: 'Lima 240', slug: 'lima-240' }]);
    expect(screen.getByText(`Painel: ${paths.adminDashboard.getHref('products')}`)).toBeTruthy();
  });

  it('says an unknown id is not there, with a way back to the dashboard', () => {
    renderEdit(42);
    expect(screen.getByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('42');
    const back = within(screen.getByRole('alert')).getByRole('link', { name: 'Voltar ao painel' });
    expect(back.getAttribute('href')).toBe(paths.adminDashboard.getHref('products'));
    act(() => {
      fireEvent.click(back);
    });
    expect(screen.getByText(`Painel: ${paths.adminDashboard.getHref('products')}`)).toBeTruthy();
  });
});
