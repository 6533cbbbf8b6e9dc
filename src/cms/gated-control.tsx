// Wires the save gate (save-gate.ts, docs/decisions/016-cms-save-gate.md) into Decap:
// - each top-level field of a product, course or post shows the build's message under it when
//   the owner saves: Decap's widgets are wrapped so that their `isValid` (which Decap asks of
//   every field before saving, and which stops the save when it answers an error) also asks the
//   build's rules;
// - Decap's preSave event runs the same rules on the whole entry, with the collection's entries
//   listed afresh, and throws when they refuse it: Decap then writes nothing and shows the
//   messages in its notice. It catches what no field shows (an image of the list, an address
//   taken since the editor opened).
import { Component, createElement, type ComponentType } from 'react';
import type { CategoryList } from '#src/lib/collections.ts';
import { entryProblems, type EntryProblem } from '#src/lib/cms/entry-gate.ts';
import type { Collection } from '#src/lib/prerendered-page.ts';
import {
  checkBeforeSave,
  entryItem,
  fieldMessage,
  gatedCollection,
  otherEntries,
  type EntryHit,
  type SavedEntry,
} from './save-gate.ts';

/** An Immutable.js value, as far as the gate reads one. */
type Immutable = { get: (key: string, fallback?: unknown) => unknown; toJS: () => unknown };

/** Decap's `query` action (the relation widget's search): lists a collection's entries through the backend. */
type Query = (
  namespace: string,
  collection: string,
  searchFields: string[],
  searchTerm: string,
) => Promise<{ payload?: { hits?: EntryHit[] } }>;

/** The props Decap gives a widget control that the gate reads; the others pass through. */
type ControlProps = {
  field: Immutable;
  collection?: Immutable;
  getEntry?: () => Immutable | undefined;
  value?: unknown;
  forID?: string;
  query?: Query;
  [prop: string]: unknown;
};

/** What Decap asks of a control instance (Widget.js): its validity, focus, the value to validate. */
type ControlInstance = Component & {
  isValid?: () => unknown;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (next: unknown) => boolean;
};

// ---------------------------------------------------------------------------------------------
// The other entries of each collection, listed through Decap's own backend (local or GitHub).

/** The last listing of each collection (by its CMS name), for the checks each field makes. */
const listed = new Map<string, readonly EntryHit[]>();
/** A way to list each collection again, taken from the first control that offers Decap's `query`. */
const listers = new Map<string, () => Promise<readonly EntryHit[]>>();

function rememberLister(collection: string, query: Query) {
  if (listers.has(collection)) return;
  const list = async () => {
    // Every entry: an empty search term matches them all.
    const result = await query(`save-gate-${collection}`, collection, ['id'], '');
    const hits = result.payload?.hits;
    if (!Array.isArray(hits)) throw new Error(`A lista de ${collection} não foi lida`);
    listed.set(collection, hits);
    return hits;
  };
  listers.set(collection, list);
  // Listed once when an editor opens, so that a field can tell a taken address before saving.
  list().catch(() => undefined);
}

/** The collection's entries as they are now (preSave); the last listing when they cannot be read. */
async function currentEntries(collection: string): Promise<readonly EntryHit[]> {
  const list = listers.get(collection);
  if (!list) return listed.get(collection) ?? [];
  return list().catch(() => listed.get(collection) ?? []);
}

// ---------------------------------------------------------------------------------------------
// Field messages

const isEmptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof (value as { size?: unknown } | null)?.size === 'number' && (value as { size: number }).size === 0);

const isTopLevel = (props: ControlProps) => {
  const fields = props.collection?.get('fields') as { includes?: (field: unknown) => boolean } | undefined;
  return fields?.includes?.(props.field) === true;
};

/** The build's message for this control's field, or undefined. */
function gateMessage(props: ControlProps, categories: CategoryList): string | undefined {
  const cmsCollection = props.collection?.get('name');
  const collection = gatedCollection(cmsCollection);
  const entry = props.getEntry?.();
  if (collection === undefined || entry === undefined || !isTopLevel(props)) return undefined;
  const name = props.field.get('name');
  if (typeof name !== 'string') return undefined;
  // An empty required field: Decap says so itself.
  if (isEmptyValue(props.value) && props.field.get('required', true) !== false) return undefined;
  const data = entry.get('data') as Immutable | undefined;
  const ownSlug = entry.get('newRecord') === true ? undefined : entry.get('slug');
  const hits = listed.get(cmsCollection as string) ?? NOT_LISTED;
  return fieldMessage(collection, problemsOf(collection, data, ownSlug, hits, categories), name);
}

/** No listing yet: one array, so that an unchanged entry is recognised. */
const NOT_LISTED: readonly EntryHit[] = [];

/** The entry's problems as last computed, and what they were computed from. */
let lastCheck:
  | {
      data: unknown;
      ownSlug: unknown;
      hits: readonly EntryHit[];
      categories: CategoryList;
      problems: EntryProblem[];
    }
  | undefined;

/**
 * The build's problems with the entry. Decap asks every field for its validity in one pass over
 * an unchanged entry (an Immutable value, so the same object until it changes): the rules run
 * once per pass, not once per field, which matters when they compare with thousands of entries.
 */
function problemsOf(
  collection: Collection,
  data: Immutable | undefined,
  ownSlug: unknown,
  hits: readonly EntryHit[],
  categories: CategoryList,
): EntryProblem[] {
  const last = lastCheck;
  if (
    last &&
    last.data === data &&
    last.ownSlug === ownSlug &&
    last.hits === hits &&
    last.categories === categories
  ) {
    return last.problems;
  }
  const item = entryItem(collection, data?.toJS());
  const problems = entryProblems(collection, item, otherEntries(hits, ownSlug), categories);
  lastCheck = { data, ownSlug, hits, categories, problems };
  return problems;
}

const passes = (answer: unknown) =>
  answer === true ||
  (answer !== null && typeof answer === 'object' && 'error' in answer && answer.error === false);

/** `Control` with the build's rules added to its own validity. */
export function gatedControl(Control: ComponentType<ControlProps>, categories: CategoryList) {
  return class GatedControl extends Component<ControlProps> {
    inner: ControlInstance | null = null;

    setInner = (instance: ControlInstance | null) => {
      this.inner = instance;
    };

    // Decap's Widget asks the control it holds (this one) whether to render again, else renders
    // only when the value or the style changes: the same here, or the wrapped control would render
    // on every change of the entry (a text input then puts its cursor back, undoing a selection).
    override shouldComponentUpdate(next: ControlProps): boolean {
      const own = this.inner?.shouldComponentUpdate;
      if (own) return own.call(this.inner, next);
      return (
        next.value !== this.props.value ||
        next.classNameWrapper !== this.props.classNameWrapper ||
        next.hasActiveStyle !== this.props.hasActiveStyle
      );
    }

    override componentDidMount() {
      const collection = this.props.collection?.get('name');
      if (gatedCollection(collection) !== undefined && typeof collection === 'string' && this.props.query) {
        rememberLister(collection, this.props.query);
      }
    }

    isValid = () => {
      const own = this.inner?.isValid ? this.inner.isValid() : true;
      if (!passes(own)) return own;
      const message = gateMessage(this.props, categories);
      return message === undefined ? own : { error: { type: 'CUSTOM', message } };
    };

    focus = (path?: string) => {
      if (this.inner?.focus) this.inner.focus(path);
      else if (this.props.forID) document.getElementById(this.props.forID)?.focus();
    };

    getValidateValue = () => this.inner?.getValidateValue?.();

    override render() {
      return createElement(Control, { ...this.props, ref: this.setInner } as ControlProps);
    }
  };
}

/** The widgets whose fields the gate checks: every top-level field of the gated collections but the lists and switches. */
const GATED_WIDGETS = [
  'string',
  'text',
  'number',
  'select',
  'datetime',
  'markdown',
  'image',
  'numeric-id',
  'subcategory',
  'euros',
];

/** What the gate needs of Decap's CMS object. */
export type GateHost = {
  getWidget: (name: string) => unknown;
  registerEventListener: (listener: {
    name: 'preSave';
    handler: (event: { entry: SavedEntry }) => Promise<void>;
  }) => void;
};

/** Installs the gate: call after every widget is registered, before CMS.init(). */
export function installSaveGate(cms: GateHost, categories: CategoryList): void {
  for (const name of GATED_WIDGETS) {
    // The registry's own record: replacing its control keeps the widget's schema, styles and preview.
    const widget = cms.getWidget(name) as { control?: ComponentType<ControlProps> } | undefined;
    if (widget?.control) widget.control = gatedControl(widget.control, categories);
  }
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => checkBeforeSave(entry, currentEntries, categories),
  });
}
