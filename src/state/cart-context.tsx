// The cart of this browser (docs/product.md §4): the rules live in src/lib/cart.ts; this provider
// keeps the state, loads it from local storage after the first render (so that the server render
// and hydration agree: both start empty), persists every change and follows other tabs.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import {
  cartCount,
  cartReducer,
  cartSubtotalCents,
  parseStoredCart,
  type CartAction,
  type CartItem,
  type CartProduct,
} from '#src/lib/cart.ts';
import { browserStorage, readStoredRaw, STORAGE_KEYS, writeStored } from '#src/lib/storage.ts';

export type CartContextValue = {
  items: CartItem[];
  /** Units in the cart, for the header badge. */
  count: number;
  /** What the lines cost, sale prices included, before discount and shipping. */
  subtotalCents: number;
  /** False until the stored cart has been read (always false on the server and the first render). */
  loaded: boolean;
  add: (product: CartProduct, quantity: number) => void;
  updateQuantity: (lineId: string, quantity: unknown) => void;
  remove: (lineId: string) => void;
  clear: () => void;
  /** Reads the stored cart again and re-applies the latest product data. */
  refresh: () => void;
  /** Brings the lines' price and stock snapshots up to date with the published products. */
  syncProducts: (products: CartProduct[]) => void;
};

type CartState = {
  items: CartItem[];
  loaded: boolean;
  /** Whether `items` holds a change of this tab that is not stored yet. */
  persist: boolean;
  /** Changes made before the stored cart was read: applied on top of it once it is. */
  pending: CartAction[];
  /** The latest published products, re-applied to every cart that is read from storage. */
  products: CartProduct[] | undefined;
};

type ProviderAction =
  | { type: 'load'; items: CartItem[] }
  | { type: 'change'; action: CartAction }
  | { type: 'products'; products: CartProduct[] };

const initialState: CartState = {
  items: [],
  loaded: false,
  persist: false,
  pending: [],
  products: undefined,
};

function withProducts(items: CartItem[], products: CartProduct[] | undefined): CartItem[] {
  return products === undefined ? items : cartReducer(items, { type: 'refreshProducts', products });
}

function providerReducer(state: CartState, event: ProviderAction): CartState {
  switch (event.type) {
    case 'load': {
      const stored = withProducts(event.items, state.products);
      const items = state.pending.reduce(cartReducer, stored);
      // A cart read from storage is not written back (two tabs would echo each other), unless this
      // tab changed it before it was read.
      return { ...state, items, loaded: true, persist: state.pending.length > 0, pending: [] };
    }
    case 'change': {
      if (!state.loaded) return { ...state, pending: [...state.pending, event.action] };
      const items = cartReducer(state.items, event.action);
      return items === state.items ? state : { ...state, items, persist: true };
    }
    case 'products': {
      if (!state.loaded) return { ...state, products: event.products };
      const items = withProducts(state.items, event.products);
      return { ...state, products: event.products, items, persist: state.persist || items !== state.items };
    }
  }
}

function readCart(): CartItem[] {
  return parseStoredCart(readStoredRaw(browserStorage(), STORAGE_KEYS.cart));
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(providerReducer, initialState);
  const { items, loaded, persist } = state;

  const load = useCallback(() => dispatch({ type: 'load', items: readCart() }), []);

  useEffect(() => {
    load();
    const onStorage = (event: StorageEvent) => {
      // key null: the whole storage was cleared.
      if (event.key === STORAGE_KEYS.cart || event.key === null) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [load]);

  useEffect(() => {
    // A storage that is full or blocked only costs persistence, never the page.
    if (loaded && persist) writeStored(browserStorage(), STORAGE_KEYS.cart, items);
  }, [items, loaded, persist]);

  const change = useCallback((action: CartAction) => dispatch({ type: 'change', action }), []);
  const add = useCallback(
    (product: CartProduct, quantity: number) => change({ type: 'add', product, quantity }),
    [change],
  );
  const updateQuantity = useCallback(
    (lineId: string, quantity: unknown) => change({ type: 'updateQuantity', lineId, quantity }),
    [change],
  );
  const remove = useCallback((lineId: string) => change({ type: 'remove', lineId }), [change]);
  const clear = useCallback(() => change({ type: 'clear' }), [change]);
  const syncProducts = useCallback((products: CartProduct[]) => dispatch({ type: 'products', products }), []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: cartCount(items),
      subtotalCents: cartSubtotalCents(items),
      loaded,
      add,
      updateQuantity,
      remove,
      clear,
      refresh: load,
      syncProducts,
    }),
    [items, loaded, add, updateQuantity, remove, clear, load, syncProducts],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart; using it outside <CartProvider> is an error (docs/product.md §4). */
export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (context === null) throw new Error('useCart must be used inside <CartProvider>');
  return context;
}
