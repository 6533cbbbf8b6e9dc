// The blog post form, for /admin/blog/new and /admin/blog/edit/{id} (docs/product.md §6).
import { useState } from 'react';
import { business, categories } from '#src/generated/settings.json';
import { newPostId } from '#src/lib/in-app-admin/admin-data.ts';
import { emptyPostValues, postCategorySuggestions, postValues } from '#src/lib/in-app-admin/admin-forms.ts';
import { todayIso } from '#src/lib/dates.ts';
import { paths } from '#src/lib/paths.ts';
import { type BlogPost } from '#src/lib/schema.ts';
import { fieldLabels } from '#src/lib/field-texts.ts';
import {
  AdminFormActions,
  AdminFormFrame,
  AdminItemFormPage,
  type ItemFormProps,
} from './admin-form-page.tsx';
import { MarkdownField, TextAreaField, TextField } from './form-fields.tsx';
import { useItemForm } from './use-item-form.ts';

const LABELS = fieldLabels.posts;
const DONE_HREF = paths.adminDashboard.getHref('blog');

export function PostFormPage() {
  return (
    <AdminItemFormPage
      collection="posts"
      titles={{ create: 'Novo Artigo', edit: 'Editar Artigo' }}
      notFound={{
        title: 'Artigo não encontrado',
        message: (id) => `Não existe nenhum artigo com o id ${id}. Pode ter sido eliminado.`,
      }}
      backHref={DONE_HREF}
      Form={PostForm}
    />
  );
}

function PostForm({ title, item: post, items, save }: ItemFormProps<BlogPost>) {
  const [preview, setPreview] = useState(false);
  const { formRef, formId, errors, busy, bind, onSubmit } = useItemForm({
    collection: 'posts',
    // A new post is dated today and signed by the founder; both can be changed.
    initial: post === undefined ? emptyPostValues(todayIso(), business.founder) : postValues(post),
    items,
    save,
    editedId: post?.id,
    newId: (list) => newPostId(list.map((item) => item.id)),
    categories,
    labels: LABELS,
    doneHref: DONE_HREF,
    beforeFocus: (field) => {
      if (field === 'content') setPreview(false);
    },
  });
  const suggestionsId = `${formId}-category-suggestions`;

  return (
    <AdminFormFrame title={title} backHref={DONE_HREF}>
      <form ref={formRef} className="admin-form card" noValidate onSubmit={onSubmit}>
        <p className="field__hint">Os campos marcados com * são obrigatórios.</p>
        <TextField {...bind('title')} required />
        <TextAreaField {...bind('excerpt')} required rows={3} hint="O resumo mostrado na lista do blog." />
        <div className="admin-form__row">
          <TextField
            {...bind('category')}
            required
            list={suggestionsId}
            hint="Escolha uma sugestão ou escreva outra."
          />
          <datalist id={suggestionsId}>
            {postCategorySuggestions(items).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <TextField {...bind('author')} required />
          <TextField {...bind('date')} required type="date" />
        </div>
        <TextField
          {...bind('image')}
          required
          type="url"
          inputMode="url"
          placeholder="/images/blog/... ou https://..."
        />
        <MarkdownField
          {...bind('content')}
          required
          hint="Markdown: ## título, **negrito**, *itálico*, listas com -. Uma linha em branco separa os parágrafos."
          previewClassName="prose blog-post__content"
          preview={preview}
          onPreviewChange={setPreview}
        />
        <AdminFormActions
          submitLabel={post === undefined ? 'Publicar Artigo' : 'Atualizar Artigo'}
          busy={busy}
          cancelHref={DONE_HREF}
          formError={errors.form}
        />
      </form>
    </AdminFormFrame>
  );
}
