import type { ReactNode } from 'react';
import { ErrorBoundary } from '#src/components/error-boundary/error-boundary.tsx';
import { DataProvider, type PublishedData } from '#src/data/data-provider.tsx';
import { CartProvider } from '#src/state/cart-context.tsx';
import { AppError } from './route-error.tsx';

type AppProvidersProps = {
  /** The page's slice of the published data (with `path`), or whole collections (without). */
  published: PublishedData;
  /** The path of the page `published` belongs to. */
  path?: string;
  children: ReactNode;
};

/**
 * Everything above the router: published data and cart (the cookie choice is the later widgets':
 * src/app/later-widgets.tsx); and around them the last-resort
 * error boundary, so that not even a failing provider leaves a blank screen.
 */
export function AppProviders({ published, path, children }: AppProvidersProps) {
  return (
    <ErrorBoundary region="The site" fallback={<AppError />}>
      <DataProvider published={published} {...(path !== undefined && { path })}>
        <CartProvider>{children}</CartProvider>
      </DataProvider>
    </ErrorBoundary>
  );
}
