import type { ReactNode } from 'react';
import { DataProvider, type Collection, type PublishedData } from '#src/data/data-provider.tsx';
import { CartProvider } from '#src/state/cart-context.tsx';
import { ConsentProvider } from '#src/features/consent/consent-context.tsx';

type AppProvidersProps = {
  published: PublishedData;
  onUse?: (collection: Collection) => void;
  children: ReactNode;
};

/** Everything above the router: published data, cart, consent. */
export function AppProviders({ published, onUse, children }: AppProvidersProps) {
  return (
    <DataProvider published={published} onUse={onUse}>
      <CartProvider>
        <ConsentProvider>{children}</ConsentProvider>
      </CartProvider>
    </DataProvider>
  );
}
