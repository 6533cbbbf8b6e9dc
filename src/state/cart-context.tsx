// The cart of this browser (docs/product.md §4): the rules live in src/lib/checkout/cart.ts; this provider
// keeps the state (in a store read with useSyncExternalStore, so its context value never changes:
// src/data/reducer-store.ts), loads it from local storage after the first render (so that the server render
// and hydration agree: both start empty), persists every change and follows other tabs.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  cartCount,
  cartReducer,
  cartSubtotalCents,
  readStoredCart,
  type CartAction,
  type CartItem,
  type CartProduct,
} from '#src/lib/checkout/cart.ts';
import { browserStorage, readStored, STORAGE_KEYS, writeStored } from '#src/lib/storage.ts';
import {
  createReducerStore,
  memoizeByState,
  useReducerStore,
  type ReducerStore,
} from '#src/data/reducer-store.ts';

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

/**
 * The stored cart (src/lib/checkout/cart.ts says which lines stand). A stored value that is not a cart is
 * removed and a damaged line dropped, each with a console warning; the repaired cart is stored.
 */
function readCart(): CartItem[] {
  return readStored(browserStorage(), STORAGE_KEYS.cart, readStoredCart, { rewrite: true }) ?? [];
}

type CartActions = Pick<
  CartContextValue,
  'add' | 'updateQuantity' | 'remove' | 'clear' | 'refresh' | 'syncProducts'
>;

/** What the provider hands down: never a new object, so no part of the page is re-rendered by it. */
type CartContextShared = {
  store: ReducerStore<CartState, ProviderAction>;
  derive: (state: CartState) => CartContextValue;
};

const CartContext = createContext<CartContextShared | null>(null);

function createCart(): CartContextShared {
  const store = createReducerStore(providerReducer, initialState);
  const { dispatch } = store;
  const change = (action: CartAction) => dispatch({ type: 'change', action });
  const actions: CartActions = {
    add: (product, quantity) => change({ type: 'add', product, quantity }),
    updateQuantity: (lineId, quantity) => change({ type: 'updateQuantity', lineId, quantity }),
    remove: (lineId) => change({ type: 'remove', lineId }),
    clear: () => change({ type: 'clear' }),
    refresh: () => dispatch({ type: 'load', items: readCart() }),
    syncProducts: (products) => dispatch({ type: 'products', products }),
  };
  const derive = memoizeByState(({ items, loaded }: CartState): CartContextValue => ({
    items,
    count: cartCount(items),
    subtotalCents: cartSubtotalCents(items),
    loaded,
    ...actions,
  }));
  return { store, derive };
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [cart] = useState(createCart);

  useEffect(() => {
    const { store } = cart;
    // A storage that is full or blocked only costs persistence, never the page.
    let written = store.getState();
    const persist = () => {
      const state = store.getState();
      const changed = state.items !== written.items || state.loaded !== written.loaded;
      written = state;
      if (changed && state.loaded && state.persist) {
        writeStored(browserStorage(), STORAGE_KEYS.cart, state.items);
      }
    };
    const unsubscribe = store.subscribe(persist);
    const load = () => store.dispatch({ type: 'load', items: readCart() });
    load();
    const onStorage = (event: StorageEvent) => {
      // key null: the whole storage was cleared.
      if (event.key === STORAGE_KEYS.cart || event.key === null) load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, [cart]);

  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}

/** The cart; using it outside <CartProvider> is an error (docs/product.md §4). */
export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (context === null) throw new Error('useCart must be used inside <CartProvider>');
  return useReducerStore(context.store, context.derive);
}
