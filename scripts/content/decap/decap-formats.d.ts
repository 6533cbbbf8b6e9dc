// Types for the parts of Decap's packages that scripts/content/decap/cms-format.ts runs in Node
// (the packages ship types for their public API only).

declare module 'decap-cms-core/dist/esm/formats/frontmatter.js' {
  export class FrontmatterFormatter {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: { body?: string } & Record<string, unknown>, sortedKeys?: string[]): string;
  }
  export function frontmatterYAML(): FrontmatterFormatter;
}

declare module 'decap-cms-core/dist/esm/formats/yaml.js' {
  const yamlFormatter: {
    fromFile(content: string): unknown;
    toFile(data: object, sortedKeys?: string[]): string;
  };
  export default yamlFormatter;
}

declare module 'decap-cms-widget-markdown/dist/esm/serializers/index.js' {
  /** The editor's document (Slate nodes); opaque here. */
  type SlateNodes = readonly unknown[];
  export function markdownToSlate(markdown: string): SlateNodes;
  export function slateToMarkdown(nodes: SlateNodes): string;
}
