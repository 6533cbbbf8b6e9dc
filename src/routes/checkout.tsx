// Route module for /checkout; the page itself lives in src/features/checkout/.
import { CheckoutPage } from '#src/features/checkout/checkout-page.tsx';

export default function Route() {
  return <CheckoutPage />;
}
