// The blog post form, for /admin/blog/new and /admin/blog/edit/{id} (docs/product.md §6).
import { useState } from 'react';
import settings from '#src/generated/settings.json';
import { newPostId } from '#src/lib/admin-data.ts';
import { emptyPostValues, postCategorySuggestions, postValues } from '#src/lib/admin-forms.ts';
import { todayIso } from '#src/lib/dates.ts';
import { paths } from '#src/lib/paths.ts';
import { fieldLabels, type BlogPost, type Category } from '#src/lib/schema.ts';
import {
  AdminFormActions,
  AdminFormFrame,
  AdminItemFormPage,
  type ItemFormProps,
} from './admin-form-page.tsx';
import { MarkdownField, TextAreaField, TextField } from './form-fields.tsx';
import { useItemForm } from './use-item-form.ts';

const categories: readonly Category[] = settings.categories;
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
  const { formRef, formId, values, errors, busy, setField, fieldProps, onSubmit } = useItemForm({
    collection: 'posts',
    // A new post is dated today and signed by the founder; both can be changed.
    initial: post === undefined ? emptyPostValues(todayIso(), settings.business.founder) : postValues(post),
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
        <TextField
          {...fieldProps('title')}
          required
          value={values.title}
          onChange={(v) => setField('title', v)}
        />
        <TextAreaField
          {...fieldProps('excerpt')}
          required
          rows={3}
          hint="O resumo mostrado na lista do blog."
          value={values.excerpt}
          onChange={(v) => setField('excerpt', v)}
        />
        <div className="admin-form__row">
          <TextField
            {...fieldProps('category')}
            required
            list={suggestionsId}
            hint="Escolha uma sugestão ou escreva outra."
            value={values.category}
            onChange={(v) => setField('category', v)}
          />
          <datalist id={suggestionsId}>
            {postCategorySuggestions(items).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <TextField
            {...fieldProps('author')}
            required
            value={values.author}
            onChange={(v) => setField('author', v)}
          />
          <TextField
            {...fieldProps('date')}
            required
            type="date"
            value={values.date}
            onChange={(v) => setField('date', v)}
          />
        </div>
        <TextField
          {...fieldProps('image')}
          required
          type="url"
          inputMode="url"
          placeholder="/images/blog/... ou https://..."
          value={values.image}
          onChange={(v) => setField('image', v)}
        />
        <MarkdownField
          {...fieldProps('content')}
          required
          hint="Markdown: ## título, **negrito**, *itálico*, listas com -. Uma linha em branco separa os parágrafos."
          previewClassName="prose blog-post__content"
          preview={preview}
          onPreviewChange={setPreview}
          value={values.content}
          onChange={(v) => setField('content', v)}
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
