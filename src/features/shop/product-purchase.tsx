import { useEffect, useState } from 'react';
import { useNavigate } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { useCart } from '#src/state/cart-context.tsx';
import { toCartProduct } from '#src/lib/checkout/cart.ts';
import { isInStock } from '#src/lib/catalogue.ts';
import type { Product } from '#src/lib/schema.ts';
import { QuantitySelector } from './quantity-selector.tsx';
import './product-purchase.css';
import { paths } from '#src/lib/paths.ts';

/** How long 'Adicionado ao carrinho!' stays visible. */
export const ADDED_NOTICE_MS = 4000;

/**
 * Quantity and the two buttons of the product page: 'Comprar Agora' adds to the cart and goes to
 * the checkout; 'Adicionar ao Carrinho' adds and confirms briefly in a live region. Both are
 * disabled when the product is out of stock.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const { add } = useCart();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  // Each addition gets a new number, so a second click restarts the notice's timer.
  const [notice, setNotice] = useState(0);
  const available = isInStock(product);

  useEffect(() => {
    if (notice === 0) return;
    const timer = setTimeout(() => setNotice(0), ADDED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const addToCart = () => add(toCartProduct(product), Math.min(quantity, product.stock));

  return (
    <div className="product-purchase">
      {available && <QuantitySelector value={quantity} max={product.stock} onChange={setQuantity} />}
      <div className="product-purchase__buttons">
        <button
          type="button"
          className="button"
          disabled={!available}
          onClick={() => {
            addToCart();
            void navigate(paths.checkout.getHref());
          }}
        >
          Comprar Agora
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!available}
          onClick={() => {
            addToCart();
            setNotice((n) => n + 1);
          }}
        >
          Adicionar ao Carrinho
        </button>
      </div>
      <div className="product-purchase__notice" role="status" aria-live="polite">
        {notice > 0 && (
          <p className="alert alert--success product-purchase__added">
            Adicionado ao carrinho! <Link to={paths.cart.getHref()}>Ver carrinho</Link>
          </p>
        )}
      </div>
    </div>
  );
}
