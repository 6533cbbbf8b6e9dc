import type { ReactNode } from 'react';
import { DataProvider, type Collection, type PublishedData } from '#src/data/data-provider.tsx';
import { CartProvider } from '#src/features/cart/cart-context.tsx';

type AppProvidersProps = { published: PublishedData; onUse?: (collection: Collection) => void; children: ReactNode };

/** Everything above the router: published data, cart, consent. */
export function AppProviders({ published, onUse, children }: AppProvidersProps) {
  return (
    <DataProvider published={published} onUse={onUse}>
      <CartProvider>{children}</CartProvider>
    </DataProvider>
  );
}
