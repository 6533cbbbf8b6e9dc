// Keeps the cart's price and stock snapshots current on the pages where the buyer reads or pays
// them (cart and checkout). Other pages do not load the product list just for the header count.
import { useEffect } from 'react';
import { useProducts } from '#src/data/data-provider.tsx';
import { toCartProduct } from '#src/lib/cart.ts';
import { useCart } from './cart-context.tsx';

export function useCartProductSync() {
  const { loading, data } = useProducts();
  const { syncProducts } = useCart();
  useEffect(() => {
    if (!loading) syncProducts(data.map(toCartProduct));
  }, [loading, data, syncProducts]);
}
