// The frame of the three admin forms: the title, the way back to the dashboard, and the two
// states before a form can show: the local copy still loading, and an edit URL whose id is in
// no item.
import type { ReactNode } from 'react';
import { useParams } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { useAdminCollection } from '#src/data/admin-hooks.ts';
import type { CollectionItem } from '#src/lib/in-app-admin/admin-data.ts';
import type { Collection } from '#src/lib/prerendered-page.ts';
// The forms' styles, loaded as a stylesheet of their own on the admin's pages only (a plain CSS
// import would add them to the public site's single stylesheet).
import formsStylesheet from './admin-forms.css?url';

type AdminFormFrameProps = {
  title: string;
  backHref: string;
  children: ReactNode;
};

export function AdminFormFrame({ title, backHref, children }: AdminFormFrameProps) {
  return (
    <main id="main" className="admin-form-page">
      {/* The unit tests do not process CSS: the URL is empty there. */}
      {formsStylesheet !== '' && <link rel="stylesheet" href={formsStylesheet} precedence="admin" />}
      <p className="admin-form-page__back">
        <Link to={backHref}>← Voltar ao painel</Link>
      </p>
      <h1 className="admin-form-page__title">{title}</h1>
      {children}
    </main>
  );
}

export function AdminFormLoading({ title, backHref }: { title: string; backHref: string }) {
  return (
    <AdminFormFrame title={title} backHref={backHref}>
      <p role="status">A carregar...</p>
    </AdminFormFrame>
  );
}

/** An edit URL with an unknown id: says so, with the way back to the dashboard's tab. */
export function AdminFormNotFound({
  title,
  message,
  backHref,
}: {
  title: string;
  message: string;
  backHref: string;
}) {
  return (
    <AdminFormFrame title={title} backHref={backHref}>
      <div className="admin-form-page__missing card" role="alert">
        <p>{message}</p>
        <Link className="button" to={backHref}>
          Voltar ao painel
        </Link>
      </div>
    </AdminFormFrame>
  );
}

/** The submit button ('A guardar...' while saving) and the cancel link, with a failed save's message. */
export function AdminFormActions({
  submitLabel,
  busy,
  cancelHref,
  formError,
}: {
  submitLabel: string;
  busy: boolean;
  cancelHref: string;
  formError: string | undefined;
}) {
  return (
    <div className="admin-form__footer">
      {formError !== undefined && (
        <p className="field__error admin-form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="admin-form__actions">
        <Link className="button button--secondary" to={cancelHref}>
          Cancelar
        </Link>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'A guardar...' : submitLabel}
        </button>
      </div>
    </div>
  );
}

/** The id in an edit URL, or undefined when it is not a whole number (no item has it then). */
export function parseItemId(param: string | undefined): number | undefined {
  if (param === undefined || !/^\d+$/.test(param)) return undefined;
  return Number(param);
}

/** What a form of one collection is given: the item to edit (none to create), the list, the save. */
export type ItemFormProps<T> = {
  title: string;
  item?: T;
  items: readonly T[];
  save: (items: T[]) => boolean;
};

type AdminItemFormPageProps<C extends Collection> = {
  collection: C;
  /** The page titles: creating and editing. */
  titles: { create: string; edit: string };
  /** The not-found screen: its title, and the message naming the id in the URL. */
  notFound: { title: string; message: (id: string) => string };
  backHref: string;
  Form: (props: ItemFormProps<CollectionItem[C]>) => ReactNode;
};

/**
 * The page of a form at /admin/<section>/new or /admin/<section>/edit/{id}: waits for the local
 * copy, finds the item of the id (or says there is none), and renders the form, created afresh
 * for each item.
 */
export function AdminItemFormPage<C extends Collection>({
  collection,
  titles,
  notFound,
  backHref,
  Form,
}: AdminItemFormPageProps<C>) {
  const { id: idParam } = useParams();
  const { loading, items, save } = useAdminCollection(collection);
  const editing = idParam !== undefined;
  const title = editing ? titles.edit : titles.create;
  if (loading) return <AdminFormLoading title={title} backHref={backHref} />;
  if (!editing) return <Form title={title} items={items} save={save} />;
  const id = parseItemId(idParam);
  const item = items.find((candidate) => candidate.id === id);
  if (item === undefined) {
    return (
      <AdminFormNotFound title={notFound.title} message={notFound.message(idParam)} backHref={backHref} />
    );
  }
  return <Form key={item.id} title={title} item={item} items={items} save={save} />;
}
