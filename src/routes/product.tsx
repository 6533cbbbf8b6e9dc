// Route module for /loja/produto/{id}; the page itself lives in src/features/shop/.
import { ProductPage } from '#src/features/shop/product-page.tsx';

export default function Route() {
  return <ProductPage />;
}
