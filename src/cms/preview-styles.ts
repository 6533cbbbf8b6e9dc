// The site's stylesheet for the preview pane (an iframe: the CMS's own page never gets it). The
// site builds one stylesheet from the base styles and every component's file; the previews get
// the same files as text, the base first. The in-app admin's styles are not part of the site's
// face and are left out.
import baseStyles from '#src/styles/global.css?inline';

const componentStyles = import.meta.glob<string>(
  ['/src/components/**/*.css', '/src/features/**/*.css', '/src/app/*.css', '!/src/features/in-app-admin/**'],
  { query: '?inline', import: 'default', eager: true },
);

export const previewStyles: string[] = [
  baseStyles,
  ...Object.keys(componentStyles)
    .sort()
    .map((file) => componentStyles[file] ?? ''),
  // The owner's preview always shows the headings' font; the site names it once a visitor's
  // browser has it (src/lib/page-loading/heading-font.ts).
  `:root { --font-heading: 'Playfair Display', var(--font-heading-serif); }`,
];
