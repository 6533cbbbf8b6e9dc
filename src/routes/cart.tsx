// Route module for /carrinho; the page itself lives in src/features/cart/.
import { CartPage } from '#src/features/cart/cart-page.tsx';

export default function Route() {
  return <CartPage />;
}
