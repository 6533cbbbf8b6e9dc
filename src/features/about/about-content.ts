// The about page's content (content/pages/sobre.md, compiled to src/generated/pages/sobre.json).
// Its own fields (mission, vision, the 4 values, the message) are checked by the content build
// with the about page's schema (src/lib/schema.ts), which stops the build on a malformed file:
// the page itself carries no validation code.
import type { AboutContent } from '#src/lib/schema.ts';
import generated from '#src/generated/pages/sobre.json';

export const aboutContent: AboutContent = generated;
