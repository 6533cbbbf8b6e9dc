// The Markdown editor's image component in European Portuguese. Decap registers it with English
// labels ('Image', 'Alt Text', 'Title'); a component registered again under the same id replaces
// the first, so the CMS registers it once more with Portuguese labels and Decap's own behaviour
// (how the Markdown is read, written and previewed). Decap's code block is not offered at all
// (`editor_components` in scripts/cms/cms-config.ts): its code widget's settings are in English.
import type { BlockEditorComponentOptions } from 'decap-cms-core';
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
