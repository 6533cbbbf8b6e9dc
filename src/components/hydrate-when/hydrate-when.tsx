// Islands of a prerendered page that hydrate later (docs/decisions/009-hydration-and-loading.md).
// <HydrateWhen> wraps a part of the page in a Suspense boundary of its own. On the server it
// renders its children. In the browser, while React hydrates the page, the boundary suspends until
// its moment comes (the part scrolls near the viewport, the visitor touches or focuses it, or the
// browser is idle): React 19 then keeps the boundary's server HTML as it is, hydrates the rest of
// the page without it, and hydrates it when it stops suspending. A tap on the part before that
// opens it first (a capture listener on the document runs before React's own), so React hydrates it
// synchronously and handles the tap as usual. In a client render (a later navigation) nothing waits.
import {
  lazy,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { whenIdle } from '#src/lib/idle.ts';
import './hydrate-when.css';

export type HydrateMoment = 'visible' | 'interaction' | 'idle';

/** What opens a part: the first of these events inside it (capture phase, on the document). */
const OPENING_EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'focusin', 'keydown', 'click'] as const;
/** A part hydrates a little before it scrolls into view. */
const VISIBLE_MARGIN = '200px';

type Gate = {
  opened: boolean;
  open: () => void;
  promise: Promise<void>;
};

function createGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    // The server renders every part at once.
    opened: typeof document === 'undefined',
    open: () => {
      gate.opened = true;
      resolve();
    },
    promise,
  };
  return gate;
}

const subscribeToNothing = () => () => {};
/** True while React hydrates server HTML (and on the server); false in a client render. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

function Gated({ gate, onHydrated, children }: { gate: Gate; onHydrated: () => void; children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating && !gate.opened) use(gate.promise);
  useLayoutEffect(() => {
    gate.open();
    onHydrated();
  }, [gate, onHydrated]);
  return children;
}

/** In a client render (not a hydration), opens the gate at once: nothing there waits. */
function OpenInClientRender({ gate }: { gate: Gate }) {
  const hydrating = useHydrating();
  const [clientRender] = useState(!hydrating);
  useLayoutEffect(() => {
    if (clientRender) gate.open();
  }, [clientRender, gate]);
  return null;
}

/**
 * Stands in for a part that React had to render again on the client before its code arrived (an
 * update reached it while it waited): a copy of its server HTML, so nothing on screen changes.
 */
function StaticCopy({ source }: { source: RefObject<HTMLDivElement | null> }) {
  const [html] = useState(() => source.current?.innerHTML ?? '');
  return <div className="hydrate-when" dangerouslySetInnerHTML={{ __html: html }} />;
}

type HydrateWhenProps = {
  /** When the part comes alive: near the viewport, on first touch or focus, or when idle. */
  on: HydrateMoment;
  children: ReactNode;
};

/**
 * A part of the page that React hydrates later (see the top of this file). Its wrapper is a
 * `display: contents` element, so it changes nothing in the layout.
 */
export function HydrateWhen({ on, children }: HydrateWhenProps) {
  const [gate] = useState(createGate);
  const [hydrated, setHydrated] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const [onHydrated] = useState(() => () => setHydrated(true));
  const boundaryOf = (content: ReactNode) => (
    <Suspense fallback={<StaticCopy source={wrapper} />}>
      <Gated gate={gate} onHydrated={onHydrated}>
        {content}
      </Gated>
    </Suspense>
  );
  // While the part waits, the same element every render: React then leaves the dehydrated
  // boundary alone (new props would force it to hydrate at once). Once hydrated, the latest.
  const [waiting] = useState(() => boundaryOf(children));
  const boundary = hydrated ? boundaryOf(children) : waiting;

  useEffect(() => {
    const element = wrapper.current;
    if (gate.opened || element === null) return;
    const cleanups: (() => void)[] = [];
    const open = () => {
      for (const cleanup of cleanups) cleanup();
      gate.open();
    };
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    for (const type of OPENING_EVENTS) {
      document.addEventListener(type, onEvent, { capture: true, passive: true });
      cleanups.push(() => document.removeEventListener(type, onEvent, { capture: true }));
    }
    if (on === 'visible') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      // The wrapper has no box of its own: its children do.
      for (const child of element.children) observer.observe(child);
      cleanups.push(() => observer.disconnect());
    } else if (on === 'idle') {
      cleanups.push(whenIdle(open));
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [gate, on]);

  return (
    <div ref={wrapper} className="hydrate-when" data-hydrated={hydrated ? '' : undefined}>
      <OpenInClientRender gate={gate} />
      {boundary}
    </div>
  );
}

/**
 * React.lazy for a part's code: once the chunk has loaded (`preload`, or a first render), React
 * gets it synchronously, so a tap that hydrates the part at once never waits for a promise.
 */
export function lazyPart<Part extends (props: never) => ReactNode>(
  load: () => Promise<Part>,
): Part & { preload: () => Promise<void> } {
  type Chunk = { default: ComponentType<object> };
  let loaded: Chunk | undefined;
  const loadAndKeep = () =>
    load().then((component) => {
      loaded = { default: component as unknown as ComponentType<object> };
      return loaded;
    });
  const Lazy = lazy((): Promise<Chunk> => {
    if (loaded === undefined) return loadAndKeep();
    const chunk = loaded;
    return { then: (done: (value: Chunk) => void) => done(chunk) } as Promise<Chunk>;
  });
  const Part = (props: object) => <Lazy {...props} />;
  return Object.assign(Part as unknown as Part, { preload: () => loadAndKeep().then(() => undefined) });
}
