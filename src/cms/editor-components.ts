// The Markdown editor's components in European Portuguese. Decap registers its image and code
// block components with English labels ('Image', 'Alt Text', 'Title', 'Code Block'); a component
// registered again under the same id replaces the first, so the CMS registers them once more with
// Portuguese labels and Decap's own behaviour (how the Markdown is read, written and previewed).
import type { BlockEditorComponentOptions, EditorComponentOptions } from 'decap-cms-core';
import image from 'decap-cms-editor-component-image';

const IMAGE_FIELD_LABELS: Record<string, string> = {
  image: 'Imagem',
  alt: 'Texto alternativo (o que a imagem mostra)',
  title: 'Título (aparece ao passar o rato)',
};

/** Decap's image component with Portuguese labels. */
export const imageComponent: BlockEditorComponentOptions = {
  ...image,
  label: 'Imagem',
  fields: (image.fields ?? []).map((field) => ({
    ...field,
    ...('name' in field && { label: IMAGE_FIELD_LABELS[field.name] ?? field.label }),
  })),
};

/**
 * Decap's code block (the same definition as decap-cms-app's), labelled in Portuguese. Its shape
 * (a widget and the type 'code-block') is one Decap's type declarations do not list.
 */
export const codeBlockComponent = {
  id: 'code-block',
  label: 'Bloco de código',
  widget: 'code',
  type: 'code-block',
} as unknown as EditorComponentOptions;
