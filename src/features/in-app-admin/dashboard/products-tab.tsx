import { useId, useState } from 'react';
import { categories } from '#src/generated/settings.json';
import {
  filterProducts,
  isLowStock,
  PRODUCT_STATUS_FILTERS,
  PRODUCT_STATUS_LABELS,
  productStats,
  type ProductStatusFilter,
} from '#src/lib/in-app-admin/admin-dashboard.ts';
import { findCategory, findSubcategory, hasSalePrice } from '#src/lib/catalogue.ts';
import { formatPrice } from '#src/lib/money.ts';
import { paths } from '#src/lib/paths.ts';
import type { Product } from '#src/lib/schema.ts';
import { useAdminCollection } from '#src/data/admin-hooks.ts';
import { CollectionPanel, type Column } from './collection-panel.tsx';

function categoryNames(product: Product): { category: string; subcategory: string | undefined } {
  const category = findCategory(categories, product.category);
  const subcategory = category && findSubcategory(category, product.subcategory);
  return {
    category: category?.name ?? product.category,
    subcategory: subcategory?.name ?? product.subcategory,
  };
}

const columns: Column<Product>[] = [
  {
    header: 'Produto',
    className: 'admin-table__main',
    cell: (product) => (
      <div className="admin-item">
        {product.images[0] && (
          <img
            className="admin-item__image"
            src={product.images[0]}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
        )}
        <div>
          <span className="admin-item__name">{product.name}</span>
          <span className="admin-item__meta">ID: {product.id}</span>
        </div>
      </div>
    ),
  },
  {
    header: 'Categoria',
    cell: (product) => {
      const names = categoryNames(product);
      return (
        <>
          {names.category}
          {names.subcategory && <span className="admin-item__meta">{names.subcategory}</span>}
        </>
      );
    },
  },
  {
    header: 'Preço',
    cell: (product) =>
      hasSalePrice(product) ? (
        <span className="admin-price">
          <strong className="admin-price__sale">{formatPrice(product.salePrice)}</strong>{' '}
          <s className="admin-price__original">{formatPrice(product.price)}</s>
        </span>
      ) : (
        formatPrice(product.price)
      ),
  },
  {
    header: 'Stock',
    cell: (product) => (
      <span className={isLowStock(product) ? 'admin-stock admin-stock--low' : 'admin-stock'}>
        {product.stock}
      </span>
    ),
  },
  { header: 'Ordem', cell: (product) => product.order ?? '—' },
  {
    header: 'Estado',
    cell: (product) => (
      <span className="admin-badges">
        {product.featured && <span className="admin-badge admin-badge--featured">Destaque</span>}
        {product.isNew && <span className="admin-badge admin-badge--new">Novo</span>}
      </span>
    ),
  },
];

export function ProductsTab() {
  const id = useId();
  const admin = useAdminCollection('products');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState<ProductStatusFilter>('all');
  const stats = productStats(admin.items);
  const { items: shown, suggestion } = filterProducts(admin.items, { query, category, status });

  return (
    <CollectionPanel
      collection="products"
      deleteKind="product"
      admin={admin}
      shown={shown}
      stats={[
        { label: 'Total de produtos', value: stats.total },
        { label: 'Em destaque', value: stats.featured, tone: 'accent' },
        { label: 'Novos', value: stats.isNew },
        { label: 'Stock baixo', value: stats.lowStock, tone: 'warning' },
      ]}
      search={{ label: 'Pesquisar produtos', value: query, onChange: setQuery, suggestion }}
      filters={
        <>
          <div className="field">
            <label htmlFor={`${id}-category`}>Categoria</label>
            <select
              id={`${id}-category`}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="">Todas as categorias</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-status`}>Estado</label>
            <select
              id={`${id}-status`}
              value={status}
              onChange={(event) =>
                setStatus(PRODUCT_STATUS_FILTERS.find((s) => s === event.target.value) ?? 'all')
              }
            >
              {PRODUCT_STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {PRODUCT_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        </>
      }
      create={{ href: paths.adminProductNew.getHref(), label: 'Novo Produto' }}
      emptyText="Nenhum produto encontrado"
      columns={columns}
      nameOf={(product) => product.name}
      viewHref={(product) => paths.product.getHref(product.id)}
      editHref={(product) => paths.adminProductEdit.getHref(product.id)}
    />
  );
}
