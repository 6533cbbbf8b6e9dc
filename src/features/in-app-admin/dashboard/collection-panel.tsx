// One dashboard tab: summary cards, search and filters, reload / export / import, bulk delete,
// the create button, the table with selection and per-row actions, the empty state and the
// timed banners (which stay in view while the page scrolls). After a form's save the banner says
// what was saved and the item's row is scrolled into view. The tabs differ only in their columns,
// filters and words.
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { SearchSuggestion } from '#src/components/search-field/search-field.tsx';
import { categories } from '#src/generated/settings.json';
import type { AdminCollection } from '#src/data/admin-hooks.ts';
import {
  buildExport,
  exportFileName,
  exportFileText,
  exportText,
  notUtf8Reason,
  parseImport,
} from '#src/lib/in-app-admin/admin-export.ts';
import { removeItems, type CollectionItem } from '#src/lib/in-app-admin/admin-data.ts';
import {
  BANNER_MS,
  bulkDeleteQuestion,
  collectionNouns,
  deletedMessage,
  exportFailureMessage,
  exportSuccessMessage,
  importFailureMessage,
  importSuccessMessage,
  reloadDiscardQuestion,
  reloadFailureMessage,
  reloadSuccessMessage,
  savedMessage,
} from '#src/lib/in-app-admin/admin-dashboard.ts';
import { itemVersion } from '#src/lib/in-app-admin/item-version.ts';
import type { Collection } from '#src/lib/prerendered-page.ts';
import { DELETE_FAILED, DeleteDialog, type DeleteKind } from '../delete-dialog.tsx';
import { readSavedItem } from '../saved-item.ts';
import { useTimedBanner } from './use-timed-banner.ts';

export type StatCard = { label: string; value: string | number; tone?: 'default' | 'accent' | 'warning' };

export type Column<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  className?: string;
};

type CollectionPanelProps<C extends Collection, T = CollectionItem[C]> = {
  collection: C;
  deleteKind: DeleteKind;
  admin: AdminCollection<T>;
  /** The items after search and filters. */
  shown: T[];
  stats: StatCard[];
  /** The text search; `suggestion`: a corrected search to offer when nothing is found. */
  search: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    suggestion?: string | undefined;
  };
  filters: ReactNode;
  create: { href: string; label: string };
  emptyText: string;
  columns: Column<T>[];
  nameOf: (item: T) => string;
  viewHref: (item: T) => string;
  editHref: (item: T) => string;
};

/** Starts a download of `text` as `fileName`, through a temporary object URL. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled; the download keeps its own copy.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function CollectionPanel<C extends Collection>({
  collection,
  deleteKind,
  admin,
  shown,
  stats,
  search,
  filters,
  create,
  emptyText,
  columns,
  nameOf,
  viewHref,
  editHref,
}: CollectionPanelProps<C>) {
  type T = CollectionItem[C];
  const id = useId();
  const list = collection;
  const { banner, show, dismiss } = useTimedBanner();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [deleting, setDeleting] = useState<T | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const saved = readSavedItem(location.state);
  const [highlighted, setHighlighted] = useState<number | undefined>(undefined);
  const tableRef = useRef<HTMLTableSectionElement>(null);

  // Back from a form: once the list holds the saved item as saved (the copy is applied a moment
  // after the save; until then the list may hold the item as it was, or not at all), say so and
  // mark its row (once per visit of the page), then forget the state, so that a reload does not
  // say it again.
  const savedItem =
    saved && admin.items.find((item) => item.id === saved.id && itemVersion(item) === saved.version);
  const [handledKey, setHandledKey] = useState<string | undefined>(undefined);
  if (saved && savedItem && handledKey !== location.key) {
    setHandledKey(location.key);
    setHighlighted(saved.id);
    show('success', savedMessage(list, saved.action, nameOf(savedItem)), BANNER_MS.saved);
  }
  const handled = saved !== undefined && handledKey === location.key;
  const { pathname, search: query } = location;
  useEffect(() => {
    if (handled) void navigate({ pathname, search: query }, { replace: true, state: null });
  }, [handled, navigate, pathname, query]);
  useEffect(() => {
    if (highlighted === undefined) return;
    const row = tableRef.current?.querySelector<HTMLElement>(`tr[data-item-id="${highlighted}"]`);
    row?.scrollIntoView({ block: 'center' });
    row?.focus({ preventScroll: true });
  }, [highlighted]);

  // Only rows still listed count as selected (a search or a delete may hide or remove some).
  const selectedShown = shown.filter((item) => selected.has(item.id));
  const allSelected = shown.length > 0 && selectedShown.length === shown.length;

  const toggle = (itemId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(shown.map((item) => item.id)));

  const bulkDelete = () => {
    if (selectedShown.length === 0) return;
    if (!window.confirm(bulkDeleteQuestion(collectionNouns(list), selectedShown.map(nameOf)))) return;
    if (
      !admin.save(
        removeItems(
          admin.items,
          selectedShown.map((item) => item.id),
        ),
      )
    ) {
      window.alert(DELETE_FAILED);
      return;
    }
    setSelected(new Set());
    show('success', deletedMessage(list, selectedShown.map(nameOf)), BANNER_MS.saved);
  };

  const deleteOne = (item: T) => {
    if (!admin.save(removeItems(admin.items, [item.id]))) return false;
    show('success', deletedMessage(list, [nameOf(item)]), BANNER_MS.saved);
    return true;
  };

  const reload = async () => {
    if (admin.hasLocalCopy && !window.confirm(reloadDiscardQuestion(list))) return;
    const ok = await admin.reloadFromFile();
    if (ok) show('success', reloadSuccessMessage(list), BANNER_MS.reload);
    else show('error', reloadFailureMessage(list), BANNER_MS.error);
  };

  const exportList = () => {
    try {
      const fileName = exportFileName(collection);
      download(
        fileName,
        exportText(buildExport(collection, admin.items, new Date(), admin.publishedVersions())),
      );
      show('success', exportSuccessMessage(list, fileName), BANNER_MS.exportSuccess);
    } catch (error) {
      console.warn('Export failed', error);
      show('error', exportFailureMessage(list), BANNER_MS.error);
    }
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    try {
      // Not file.text(): it turns what is not UTF-8 into '\uFFFD', which an export would then carry.
      const text = exportFileText(await file.arrayBuffer());
      if (text === undefined) {
        show('error', importFailureMessage(notUtf8Reason(file.name)), BANNER_MS.error);
        return;
      }
      const result = parseImport(collection, file.name, text, categories);
      if (!result.ok) {
        show('error', importFailureMessage(result.reason), BANNER_MS.error);
        return;
      }
      // A file exported with versions brings them: its items were edited from those.
      if (!admin.save(result.items, result.publishedVersions)) {
        show('error', importFailureMessage('não foi possível guardar neste navegador.'), BANNER_MS.error);
        return;
      }
      setSelected(new Set());
      show('success', importSuccessMessage(list, file.name), BANNER_MS.importSuccess);
    } catch (error) {
      console.warn('Import failed', error);
      show(
        'error',
        importFailureMessage(error instanceof Error ? error.message : undefined),
        BANNER_MS.error,
      );
    }
  };

  return (
    <div className="admin-panel">
      {banner && (
        <div
          key={banner.key}
          className={`alert admin-banner ${banner.tone === 'success' ? 'alert--success' : 'alert--error'}`}
          role={banner.tone === 'error' ? 'alert' : 'status'}
        >
          <p>{banner.text}</p>
          <button type="button" className="admin-banner__close" aria-label="Fechar aviso" onClick={dismiss}>
            ×
          </button>
        </div>
      )}

      <ul className="admin-stats" aria-label="Resumo">
        {stats.map((stat) => (
          <li key={stat.label} className={`admin-stat admin-stat--${stat.tone ?? 'default'}`}>
            <span className="admin-stat__label">{stat.label}</span>
            <span className="admin-stat__value">{stat.value}</span>
          </li>
        ))}
      </ul>

      <div className="admin-toolbar">
        <div className="admin-toolbar__filters">
          <div className="field admin-toolbar__search">
            <label htmlFor={`${id}-search`}>{search.label}</label>
            <input
              id={`${id}-search`}
              ref={searchInput}
              type="search"
              value={search.value}
              onChange={(event) => search.onChange(event.target.value)}
            />
          </div>
          {filters}
        </div>
        <div className="admin-toolbar__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void reload()}
          >
            Recarregar
          </button>
          <button type="button" className="button button--secondary button--small" onClick={exportList}>
            Exportar
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => fileInput.current?.click()}
          >
            Importar
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            aria-label="Ficheiro JSON a importar"
            hidden
            onChange={(event) => void importFile(event)}
          />
          <button
            type="button"
            className="button button--danger button--small"
            disabled={selectedShown.length === 0}
            onClick={bulkDelete}
          >
            Eliminar selecionados ({selectedShown.length})
          </button>
          <Link className="button button--small" to={create.href}>
            {create.label}
          </Link>
        </div>
      </div>

      {admin.loading ? (
        <p className="admin-empty" aria-busy="true">
          A carregar...
        </p>
      ) : shown.length === 0 ? (
        <div className="admin-empty">
          <p>{emptyText}</p>
          {search.suggestion !== undefined && (
            <SearchSuggestion
              suggestion={search.suggestion}
              onSelect={() => {
                search.onChange(search.suggestion ?? '');
                // The offer disappears with the results it brings: the focus goes back to the box.
                searchInput.current?.focus();
              }}
            />
          )}
        </div>
      ) : (
        <div className="admin-table-scroll" tabIndex={0} role="region" aria-label="Tabela">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col" className="admin-table__check">
                  <input
                    type="checkbox"
                    aria-label="Selecionar todos"
                    checked={allSelected}
                    onChange={toggleAll}
                  />
                  {/* On phones the rows become cards and this is the only header shown. */}
                  <span className="admin-table__all-label" aria-hidden="true">
                    Selecionar todos
                  </span>
                </th>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={column.className}>
                    {column.header}
                  </th>
                ))}
                <th scope="col" className="admin-table__actions">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody ref={tableRef}>
              {shown.map((item) => {
                const name = nameOf(item);
                const isHighlighted = item.id === highlighted;
                return (
                  <tr
                    key={item.id}
                    data-item-id={item.id}
                    // The saved item's row takes the focus (from the form's button), marked.
                    tabIndex={isHighlighted ? -1 : undefined}
                    className={isHighlighted ? 'admin-table__row--saved' : undefined}
                  >
                    <td className="admin-table__check">
                      <input
                        type="checkbox"
                        aria-label={`Selecionar ${name}`}
                        checked={selected.has(item.id)}
                        onChange={() => toggle(item.id)}
                      />
                    </td>
                    {columns.map((column) => (
                      <td key={column.header} className={column.className} data-label={column.header}>
                        {column.cell(item)}
                      </td>
                    ))}
                    <td className="admin-table__actions">
                      <a
                        href={viewHref(item)}
                        target="_blank"
                        rel="noopener"
                        aria-label={`Ver ${name} no site`}
                      >
                        Ver
                      </a>
                      <Link to={editHref(item)} aria-label={`Editar ${name}`}>
                        Editar
                      </Link>
                      <button
                        type="button"
                        className="admin-table__delete"
                        aria-label={`Eliminar ${name}`}
                        onClick={() => setDeleting(item)}
                      >
                        Eliminar
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {deleting && (
        <DeleteDialog
          kind={deleteKind}
          title={nameOf(deleting)}
          onConfirm={() => deleteOne(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
