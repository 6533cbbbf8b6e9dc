// What the prerender (scripts/prerender.ts, in Node) gets back from the server entry
// (src/entry-server.tsx, the app) for one URL. Declared here so that the Node script shares a
// type with the app without compiling the app's browser code.
import type { PublicPage } from './paths.ts';

/** A published data file a page can read: products.json, courses.json, blog.json. */
export type Collection = 'products' | 'courses' | 'posts';

export type RenderResult = {
  /** The markup of the app's root element. */
  html: string;
  /** The page's title, meta tags and JSON-LD, for <head>. */
  head: string;
  /** The published files the render read, which hydration must read too. */
  collections: Collection[];
  /** The page of the route table that answered the URL. */
  page: PublicPage | undefined;
  /** The source modules of the page, whose chunks the HTML preloads. */
  modules: string[];
};
