// The course form, for /admin/training/new and /admin/training/edit/{id} (docs/product.md §6).
import { useState } from 'react';
import { categories } from '#src/generated/settings.json';
import { newNumericId } from '#src/lib/in-app-admin/admin-data.ts';
import { courseValues, emptyCourseValues } from '#src/lib/in-app-admin/admin-forms.ts';
import { paths } from '#src/lib/paths.ts';
import { type Course, type CourseType } from '#src/lib/schema.ts';
import { fieldHints, fieldLabels } from '#src/lib/field-texts.ts';
import {
  AdminFormActions,
  AdminFormFrame,
  AdminItemFormPage,
  type ItemFormProps,
} from './admin-form-page.tsx';
import { CheckboxField, MarkdownField, SelectField, TextAreaField, TextField } from './form-fields.tsx';
import { useItemForm } from './use-item-form.ts';

const LABELS = { ...fieldLabels.courses, price: `${fieldLabels.courses.price} (€)` };
const DONE_HREF = paths.adminDashboard.getHref('training');

const COURSE_TYPE_OPTIONS: { value: CourseType; label: string }[] = [
  { value: 'presencial', label: 'Presencial' },
  { value: 'online', label: 'Online' },
  { value: 'privado', label: 'Privado' },
];

export function CourseFormPage() {
  return (
    <AdminItemFormPage
      collection="courses"
      titles={{ create: 'Nova Formação', edit: 'Editar Formação' }}
      notFound={{
        title: 'Formação não encontrada',
        message: (id) => `Não existe nenhuma formação com o id ${id}. Pode ter sido eliminada.`,
      }}
      backHref={DONE_HREF}
      Form={CourseForm}
    />
  );
}

function CourseForm({ title, item: course, items, save }: ItemFormProps<Course>) {
  const [preview, setPreview] = useState(false);
  const { formRef, formId, values, errors, busy, setField, fieldProps, bind, onSubmit } = useItemForm({
    collection: 'courses',
    initial: course === undefined ? emptyCourseValues() : courseValues(course),
    items,
    save,
    editedId: course?.id,
    newId: (list) =>
      newNumericId(
        new Date(),
        list.map((item) => item.id),
      ),
    categories,
    labels: LABELS,
    doneHref: DONE_HREF,
    beforeFocus: (field) => {
      if (field === 'fullDescription') setPreview(false);
    },
  });

  return (
    <AdminFormFrame title={title} backHref={DONE_HREF}>
      <form ref={formRef} className="admin-form card" noValidate onSubmit={onSubmit}>
        <p className="field__hint">Os campos marcados com * são obrigatórios.</p>
        <TextField {...bind('title')} required />
        <TextAreaField
          {...bind('description')}
          required
          rows={3}
          hint="Um resumo curto, mostrado no cartão da formação."
        />
        <div className="admin-form__row">
          <TextField {...bind('price')} required inputMode="decimal" hint={fieldHints.courses.price} />
          <TextField {...bind('duration')} required placeholder="40 horas, Variável..." />
          <SelectField
            {...fieldProps('type')}
            required
            options={COURSE_TYPE_OPTIONS}
            value={values.type}
            onChange={(v) => setField('type', v as CourseType)}
          />
        </div>
        <TextField
          {...bind('image')}
          required
          type="url"
          inputMode="url"
          placeholder="/images/courses/... ou https://..."
        />
        <fieldset className="admin-form__checks">
          <legend className="visually-hidden">Estado</legend>
          <CheckboxField
            formId={formId}
            name="featured"
            label={LABELS.featured}
            checked={values.featured}
            onChange={(v) => setField('featured', v)}
          />
        </fieldset>
        <MarkdownField
          {...bind('fullDescription')}
          required
          hint="Markdown: ## título, **negrito**, *itálico*, listas com -. Uma linha em branco separa os parágrafos."
          previewClassName="prose"
          preview={preview}
          onPreviewChange={setPreview}
        />
        <AdminFormActions
          submitLabel={course === undefined ? 'Criar Formação' : 'Atualizar Formação'}
          busy={busy}
          cancelHref={DONE_HREF}
          formError={errors.form}
        />
      </form>
    </AdminFormFrame>
  );
}
