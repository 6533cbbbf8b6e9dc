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
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { afterLoadWhenIdle, whenIdle } from '#src/lib/idle.ts';
import { replayEarlyClicksWithin } from '#src/lib/page-loading/early-clicks.ts';
import './hydrate-when.css';
import { useHydrating } from './use-hydrating.ts';

export type HydrateMoment = 'visible' | 'interaction' | 'idle';

/** What opens a part: the first of these events inside it (capture phase, on the document). */
const OPENING_EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'focusin', 'keydown', 'click'] as const;
/** A part hydrates a little before it scrolls into view. */
const VISIBLE_MARGIN = '200px';

type Gate = {
  opened: boolean;
  open: () => void;
  promise: Promise<void>;
  /** True once the part has hydrated (or rendered on the client). */
  hydrated: boolean;
  /** Called once, when it has. */
  afterHydration: (() => void)[];
  markHydrated: () => void;
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
    hydrated: false,
    afterHydration: [],
    markHydrated: () => {
      gate.open();
      if (gate.hydrated) return;
      gate.hydrated = true;
      for (const callback of gate.afterHydration.splice(0)) callback();
    },
  };
  return gate;
}

function Gated({ gate, onHydrated, children }: { gate: Gate; onHydrated: () => void; children: ReactNode }) {
  const hydrating = useHydrating();
  useLayoutEffect(() => {
    gate.markHydrated();
    onHydrated();
  }, [gate, onHydrated]);
  // After every hook: when the gate opens while React waits on it within one render, React
  // replays this component from its hooks so far, and a replay that calls no `use()` must meet
  // no hook the first attempt had not reached ("Update hook called on initial render", React
  // error 467: the part then threw its server HTML away).
  if (hydrating && !gate.opened) use(gate.promise);
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
    // Opened already: a client render (nothing waits there).
    if (gate.opened || element === null) return;
    const cleanups: (() => void)[] = [];
    const cleanUp = () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
    };
    // A click that arrives before the part has hydrated (its code was still on the way) is kept
    // and clicked again once it has: React itself would drop it.
    const keptClicks: HTMLElement[] = [];
    gate.afterHydration.push(() => {
      cleanUp();
      for (const target of keptClicks.splice(0)) if (target.isConnected) target.click();
    });
    const onEvent = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      if (event.type === 'click' && event.target instanceof HTMLElement) {
        gate.open();
        // Opening may have hydrated it synchronously (React does so for a tap on a waiting part).
        if (gate.hydrated) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        keptClicks.push(event.target);
        return;
      }
      gate.open();
    };
    for (const type of OPENING_EVENTS) {
      document.addEventListener(type, onEvent, { capture: true });
      cleanups.push(() => document.removeEventListener(type, onEvent, { capture: true }));
    }
    // Taps on the part from before the page had hydrated, left by the entry for this moment
    // (src/lib/page-loading/early-clicks.ts): the listener above now opens the part for them.
    replayEarlyClicksWithin((target) => target instanceof Node && element.contains(target));
    if (on === 'visible' && typeof IntersectionObserver === 'undefined') {
      gate.open();
    } else if (on === 'visible') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            gate.open();
          }
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      // The wrapper has no box of its own: its children do.
      for (const child of element.children) observer.observe(child);
      cleanups.push(() => observer.disconnect());
    } else if (on === 'idle') {
      cleanups.push(whenIdle(() => gate.open()));
    }
    // A part that waits for a tap has its code fetched when the browser is idle after the load
    // event, so that the tap finds it ready and hydrates the part at once. Parts that wait to be
    // seen fetch theirs when they come near (a visit that never scrolls down never loads them).
    if (on === 'interaction') cleanups.push(afterLoadWhenIdle(preloadParts));
    return cleanUp;
  }, [gate, on]);

  return (
    <div ref={wrapper} className="hydrate-when" data-hydrated={hydrated ? '' : undefined}>
      <OpenInClientRender gate={gate} />
      {boundary}
    </div>
  );
}

/** Whether `target` is an element inside a part that has not hydrated yet (it takes its taps itself). */
export function isInWaitingPart(target: object): boolean {
  return target instanceof Element && target.closest('.hydrate-when:not([data-hydrated])') !== null;
}

/** The loaders of every lazily loaded part created so far (those of the pages visited). */
const partLoaders = new Set<() => Promise<unknown>>();
const preloadParts = () => {
  for (const load of partLoaders) void load().catch(() => undefined);
};

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
  partLoaders.add(() => (loaded === undefined ? loadAndKeep() : Promise.resolve(loaded)));
  const Part = (props: object) => <Lazy {...props} />;
  return Object.assign(Part as unknown as Part, { preload: () => loadAndKeep().then(() => undefined) });
}
