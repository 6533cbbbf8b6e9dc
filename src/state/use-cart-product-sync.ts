// Keeps the cart's price and stock snapshots current on the pages where the buyer reads or pays
// them (cart and checkout), from the whole published list, loaded after hydration (never before).
// Other pages do not load the product list just for the header count.
import { useEffect } from 'react';
import { useAllProducts } from '#src/data/page-hooks.tsx';
import { toCartProduct } from '#src/lib/checkout/cart.ts';
import { useCart } from './cart-context.tsx';

export function useCartProductSync() {
  const { settled, data } = useAllProducts();
  const { syncProducts } = useCart();
  // Only the final list: the published one a page hydrates with lacks the products created in the
  // in-app admin on this browser, and syncing with it would drop them from the cart.
  useEffect(() => {
    if (settled) syncProducts(data.map(toCartProduct));
  }, [settled, data, syncProducts]);
}
