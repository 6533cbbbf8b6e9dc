// decap-cms-locales (installed with decap-cms-app) ships no types: each locale is a nested object
// of phrases.
declare module 'decap-cms-locales' {
  export type Phrases = { [key: string]: string | Phrases };
  export const en: Phrases;
  export const pt: Phrases;
}

// Decap's image component for the Markdown editor ships no types either: an object whose fields
// are described in src/cms/editor-components.ts.
declare module 'decap-cms-editor-component-image' {
  const image: import('decap-cms-core').BlockEditorComponentOptions;
  export default image;
}

// The copies of react-select that Decap's choice widgets bundle (src/cms/select-messages.ts):
// their `defaultProps` object, whose texts the CMS writes in Portuguese.
declare module 'decap-cms-widget-select/node_modules/react-select/base' {
  export const defaultProps: Record<string, unknown>;
}
declare module 'decap-cms-widget-relation/node_modules/react-select/base' {
  export const defaultProps: Record<string, unknown>;
}
declare module 'decap-cms-widget-code/node_modules/react-select/base' {
  export const defaultProps: Record<string, unknown>;
}
