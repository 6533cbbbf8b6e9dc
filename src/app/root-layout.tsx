import { Outlet } from 'react-router';
import { FloatingChatButton } from '#src/components/chat/floating-chat-button.tsx';
import { ScrollToTop } from '#src/components/layout/scroll-to-top.tsx';
import { SiteFooter } from '#src/components/layout/site-footer.tsx';
import { SiteHeader } from '#src/components/layout/site-header.tsx';
import { SkipLink } from '#src/components/layout/skip-link.tsx';
import { useCart } from '#src/features/cart/cart-context.tsx';
import { OrderOutboxSender } from '#src/features/checkout/order-outbox-sender.tsx';
import './root-layout.css';

/** The frame of every public page: header, page, footer and the floating pieces. */
export function RootLayout() {
  // Number of items in the cart, for the header's cart badge (the cart feature's count).
  const cartItemCount = useCart().count;

  return (
    <div className="site-layout">
      <ScrollToTop />
      <SkipLink />
      <SiteHeader cartCount={cartItemCount} />
      <OrderOutboxSender />
      <Outlet />
      <SiteFooter />
      <FloatingChatButton />
    </div>
  );
}
