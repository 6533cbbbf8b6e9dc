import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * For the unit tests, which load Decap's Markdown serializers through Vite rather than Node: the
 * same stand-in for the widget's editor module as resolve-hooks.mjs gives the content scripts.
 */
export const decapSerializersInNode = (): Plugin => ({
  name: 'decap-serializers-in-node',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source !== '../MarkdownControl' ||
      !importer?.includes('/decap-cms-widget-markdown/dist/esm/serializers/')
    ) {
      return null;
    }
    return fileURLToPath(new URL('./editor-components-stub.mjs', import.meta.url));
  },
});
