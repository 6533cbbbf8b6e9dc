// Route module for /loja; the page itself lives in src/features/shop/.
import { ShopPage } from '#src/features/shop/shop-page.tsx';

export default function Route() {
  return <ShopPage />;
}
