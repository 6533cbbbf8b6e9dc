import { Link } from '#src/components/link/link.tsx';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import type { CartItem } from '#src/lib/checkout/cart.ts';
import { formatCents } from '#src/lib/money.ts';
import { shippingCents, unitPriceCents, VAT_INCLUDED } from '#src/lib/checkout/pricing.ts';
import { shopShippingRules } from '#src/lib/checkout/shop-shipping.ts';
import { useCart } from '#src/state/cart-context.tsx';
import { CartQuantity } from './cart-quantity.tsx';
import { TrashIcon } from '#src/components/icons/icons.tsx';
import { FreeShippingProgress } from './free-shipping-progress.tsx';
import { useCartProductSync } from '#src/state/use-cart-product-sync.ts';
import './cart-page.css';
import { paths } from '#src/lib/paths.ts';
import { Picture } from '#src/components/picture/picture.tsx';

const CLEAR_CONFIRMATION = 'Tem a certeza que quer limpar o carrinho?';

/** /carrinho: the lines, free-shipping progress and the order summary (docs/product.md §2.9). */
export function CartPage() {
  usePageMeta({
    title: 'Carrinho',
    description: 'Reveja os produtos do seu carrinho, ajuste as quantidades e finalize a sua compra.',
    noindex: true,
  });
  useCartProductSync();
  const { items, loaded } = useCart();

  return (
    <main id="main" className="page cart-page">
      <div className="container">
        <h1>Carrinho de Compras</h1>
        {!loaded ? <CartSkeleton /> : items.length === 0 ? <EmptyCart /> : <FilledCart />}
      </div>
    </main>
  );
}

function CartSkeleton() {
  return (
    <div className="cart-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">A carregar o carrinho…</span>
      <div className="skeleton cart-skeleton__bar" aria-hidden="true" />
      <div className="cart-layout" aria-hidden="true">
        <div className="cart-skeleton__lines">
          {[0, 1, 2].map((index) => (
            <div key={index} className="skeleton cart-skeleton__line" />
          ))}
        </div>
        <div className="skeleton cart-skeleton__summary" />
      </div>
    </div>
  );
}

function EmptyCart() {
  return (
    <section className="cart-empty card">
      <h2>O seu carrinho está vazio</h2>
      <p>Explore a nossa loja e encontre os produtos certos para as suas unhas.</p>
      <Link to={paths.shop.getHref()} className="button">
        Começar a Comprar
      </Link>
    </section>
  );
}

function FilledCart() {
  const { items, subtotalCents, clear, refresh } = useCart();
  const shipping = shippingCents(subtotalCents, 'shipping', shopShippingRules);

  return (
    <>
      <FreeShippingProgress subtotalCents={subtotalCents} rules={shopShippingRules} />
      <div className="cart-layout">
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className="visually-hidden">
            Produtos no carrinho
          </h2>
          <table className="cart-table" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  Produto
                </th>
                <th role="columnheader" scope="col">
                  Preço
                </th>
                <th role="columnheader" scope="col">
                  Quantidade
                </th>
                <th role="columnheader" scope="col">
                  Total
                </th>
                <th role="columnheader" scope="col">
                  <span className="visually-hidden">Remover</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {items.map((item) => (
                <CartRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
          <div className="cart-actions">
            <Link to={paths.shop.getHref()} className="button button--secondary">
              Continuar Comprando
            </Link>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                if (window.confirm(CLEAR_CONFIRMATION)) clear();
              }}
            >
              Limpar Carrinho
            </button>
            {import.meta.env.DEV && (
              <>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => console.log('Cart', items)}
                >
                  Debug Cart
                </button>
                <button type="button" className="button button--ghost button--small" onClick={refresh}>
                  Refresh Cart
                </button>
              </>
            )}
          </div>
        </section>

        <aside className="cart-summary card" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">Resumo da Encomenda</h2>
          <dl className="cart-summary__rows">
            <div>
              <dt>Subtotal</dt>
              <dd>{formatCents(subtotalCents)}</dd>
            </div>
            <div>
              <dt>Portes de envio</dt>
              <dd>{shipping === 0 ? 'Grátis' : formatCents(shipping)}</dd>
            </div>
            <div className="cart-summary__total">
              <dt>Total</dt>
              <dd>{formatCents(subtotalCents + shipping)}</dd>
            </div>
          </dl>
          <p className="cart-summary__note">{VAT_INCLUDED}. Levantamento na loja sem portes de envio.</p>
          <Link to={paths.checkout.getHref()} className="button button--block">
            Finalizar Compra
          </Link>
        </aside>
      </div>
    </>
  );
}

function CartRow({ item }: { item: CartItem }) {
  const { updateQuantity, remove } = useCart();
  const { product } = item;
  const unit = unitPriceCents(product);
  const onSale = unit !== unitPriceCents({ price: product.price });

  return (
    <tr className="cart-row" role="row">
      <td className="cart-row__product" role="cell">
        <div className="cart-row__product-inner">
          {product.image !== '' && (
            <Picture
              className="cart-row__image"
              src={product.image}
              alt=""
              width={64}
              height={64}
              sizes="64px"
            />
          )}
          <Link to={paths.product.getHref(product.id)} className="cart-row__name">
            {product.name}
          </Link>
        </div>
      </td>
      <td className="cart-row__cell" role="cell" data-label="Preço">
        {formatCents(unit)}
        {onSale && (
          <del className="cart-row__regular">
            <span className="visually-hidden">Preço anterior: </span>
            {formatCents(unitPriceCents({ price: product.price }))}
          </del>
        )}
      </td>
      <td className="cart-row__cell" role="cell" data-label="Quantidade">
        <CartQuantity
          productName={product.name}
          quantity={item.quantity}
          stock={product.stock}
          onChange={(quantity) => updateQuantity(item.id, quantity)}
        />
      </td>
      <td className="cart-row__cell cart-row__total" role="cell" data-label="Total">
        {formatCents(unit * item.quantity)}
      </td>
      <td className="cart-row__remove" role="cell">
        <button
          type="button"
          className="icon-button cart-row__remove-button"
          aria-label={`Remover ${product.name}`}
          onClick={() => remove(item.id)}
        >
          <TrashIcon size={20} />
        </button>
      </td>
    </tr>
  );
}
