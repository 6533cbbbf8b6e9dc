// Node module hooks (registered by cms-format.ts): the Markdown widget's serializers import
// `../MarkdownControl`; in Node that import is answered by editor-components-stub.mjs.
import { URL } from 'node:url';

const stub = new URL('./editor-components-stub.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (
    specifier === '../MarkdownControl' &&
    context.parentURL?.includes('/decap-cms-widget-markdown/dist/esm/serializers/')
  ) {
    return { url: stub, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
