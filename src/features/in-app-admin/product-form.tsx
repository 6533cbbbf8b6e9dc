// The product form, for /admin/products/new and /admin/products/edit/{id} (docs/product.md §6).
import { useState } from 'react';
import { categories } from '#src/generated/settings.json';
import { newNumericId } from '#src/lib/in-app-admin/admin-data.ts';
import { emptyProductValues, productValues } from '#src/lib/in-app-admin/admin-forms.ts';
import { paths } from '#src/lib/paths.ts';
import { type Product } from '#src/lib/schema.ts';
import { fieldHints, fieldLabels } from '#src/lib/field-texts.ts';
import {
  AdminFormActions,
  AdminFormFrame,
  AdminItemFormPage,
  type ItemFormProps,
} from './admin-form-page.tsx';
import { CheckboxField, ImageListField, MarkdownField, SelectField, TextField } from './form-fields.tsx';
import { useItemForm } from './use-item-form.ts';

const LABELS = {
  ...fieldLabels.products,
  price: `${fieldLabels.products.price} (€)`,
  salePrice: `${fieldLabels.products.salePrice} (€)`,
};
const DONE_HREF = paths.adminDashboard.getHref('products');

export function ProductFormPage() {
  return (
    <AdminItemFormPage
      collection="products"
      titles={{ create: 'Novo Produto', edit: 'Editar Produto' }}
      notFound={{
        title: 'Produto não encontrado',
        message: (id) => `Não existe nenhum produto com o id ${id}. Pode ter sido eliminado.`,
      }}
      backHref={DONE_HREF}
      Form={ProductForm}
    />
  );
}

function ProductForm({ title, item: product, items, save }: ItemFormProps<Product>) {
  const [preview, setPreview] = useState(false);
  const { formRef, formId, values, errors, busy, setField, fieldProps, bind, onSubmit } = useItemForm({
    collection: 'products',
    initial: product === undefined ? emptyProductValues() : productValues(product),
    items,
    save,
    editedId: product?.id,
    newId: (list) =>
      newNumericId(
        new Date(),
        list.map((item) => item.id),
      ),
    categories,
    labels: LABELS,
    doneHref: DONE_HREF,
    beforeFocus: (field) => {
      if (field === 'description') setPreview(false);
    },
  });
  const category = categories.find((c) => c.slug === values.category);

  return (
    <AdminFormFrame title={title} backHref={DONE_HREF}>
      <form ref={formRef} className="admin-form card" noValidate onSubmit={onSubmit}>
        <p className="field__hint">Os campos marcados com * são obrigatórios.</p>
        <TextField {...bind('name')} required />
        <MarkdownField
          {...bind('description')}
          required
          rows={6}
          hint="Markdown: **negrito**, *itálico*, listas com -, [ligação](https://…). Uma linha em branco separa os parágrafos."
          previewClassName="product-description prose"
          preview={preview}
          onPreviewChange={setPreview}
        />
        {/* The prices are text fields with a decimal keypad, not number fields: a number field drops
            a typed comma, and '19,90' became 1990 € (src/lib/money.ts parseEuros reads both marks). */}
        <div className="admin-form__row">
          <TextField {...bind('price')} required inputMode="decimal" hint={fieldHints.products.price} />
          <TextField {...bind('salePrice')} inputMode="decimal" hint="Vazio: sem promoção." />
          <TextField {...bind('stock')} type="number" inputMode="numeric" min={0} step={1} />
        </div>
        <div className="admin-form__row">
          <SelectField
            {...fieldProps('category')}
            required
            emptyLabel="Selecione uma categoria"
            options={categories.map((c) => ({ value: c.slug, label: c.name }))}
            value={values.category}
            onChange={(v) => {
              // Another category: the subcategory chosen under the old one no longer applies.
              setField('category', v);
              setField('subcategory', '');
            }}
          />
          <SelectField
            {...bind('subcategory')}
            emptyLabel={category === undefined ? 'Escolha a categoria' : 'Nenhuma'}
            disabled={category === undefined}
            options={(category?.subcategories ?? []).map((s) => ({ value: s.slug, label: s.name }))}
          />
          <TextField
            {...bind('order')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Vazio: ordem normal (depois dos ordenados)."
          />
        </div>
        <fieldset className="admin-form__checks">
          <legend className="visually-hidden">Estado</legend>
          <CheckboxField
            formId={formId}
            name="featured"
            label={LABELS.featured}
            checked={values.featured}
            onChange={(v) => setField('featured', v)}
          />
          <CheckboxField
            formId={formId}
            name="isNew"
            label={LABELS.isNew}
            checked={values.isNew}
            onChange={(v) => setField('isNew', v)}
          />
        </fieldset>
        <ImageListField
          {...fieldProps('images')}
          required
          hint="A primeira imagem é a principal. Um endereço vazio ou repetido é ignorado."
          images={values.images}
          onChange={(v) => setField('images', v)}
        />
        <AdminFormActions
          submitLabel={product === undefined ? 'Criar Produto' : 'Atualizar Produto'}
          busy={busy}
          cancelHref={DONE_HREF}
          formError={errors.form}
        />
      </form>
    </AdminFormFrame>
  );
}
