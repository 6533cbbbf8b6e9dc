// The CMS at /admin/: Decap CMS, bundled by the project (vite.cms.config.ts) with the site's own
// components for its previews, one React for both. Decap reads its configuration from config.yml
// beside this page (/admin/config.yml). Nothing of the public site imports src/cms/.
import CMS from 'decap-cms-app';
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from 'decap-cms-core';
import type { ComponentType } from 'react';
import { defaultProps as codeSelectDefaults } from 'decap-cms-widget-code/node_modules/react-select/base';
import { defaultProps as relationSelectDefaults } from 'decap-cms-widget-relation/node_modules/react-select/base';
import { defaultProps as selectDefaults } from 'decap-cms-widget-select/node_modules/react-select/base';
import { business, categories } from '#src/generated/settings.json';
import { reportBuildResults } from './build-report.ts';
import { askInPortuguese } from './confirm-messages.ts';
import { EurosControl, EurosPreview } from './euros-widget.tsx';
import { reloadOnEntrySwitch } from './entry-switch.ts';
import { installSaveGate, type GateHost } from './gated-control.tsx';
import { imageComponent } from './editor-components.ts';
import { registerImageWidgetWithUploads, type WidgetRegistry } from './image-widget.tsx';
import { writeListTextsAsTheSite } from './list-texts.ts';
import { ptPT } from './locale-pt-pt.ts';
import { addNarrowScreenStyles } from './narrow-screen-styles.ts';
import { NumericIdControl, NumericIdPreview } from './numeric-id-widget.tsx';
import { previewStyles } from './preview-styles.ts';
import { writeSelectTexts } from './select-messages.ts';
import { CategoriesPreview, HeroPreview, TestimonialsPreview } from './settings-previews.tsx';
import { BlogPostPreview, CoursePreview, pagePreview, ProductPreview } from './previews.tsx';
import { subcategoryControl } from './subcategory-widget.tsx';

// Relative to /admin (no slash) config.yml would be /config.yml: the host and the servers of the
// project redirect /admin to /admin/, and so does the page itself should it be served there.
if (window.location.pathname === '/admin') {
  window.location.replace(`/admin/${window.location.search}${window.location.hash}`);
}

document.title = `Gestão de conteúdos · ${business.name}`;

CMS.registerLocale('pt', ptPT);
askInPortuguese(window);
addNarrowScreenStyles(document);
writeListTextsAsTheSite(document, categories);
for (const defaults of [selectDefaults, relationSelectDefaults, codeSelectDefaults])
  writeSelectTexts(defaults);
CMS.registerEditorComponent(imageComponent);
CMS.registerWidget('numeric-id', NumericIdControl, NumericIdPreview);
CMS.registerWidget('euros', EurosControl, EurosPreview);
const select = CMS.getWidget('select');
if (select) {
  CMS.registerWidget(
    'subcategory',
    // Decap's own types describe a widget's parts loosely (a control is typed as its props).
    subcategoryControl(
      select.control as unknown as ComponentType<Record<string, unknown>>,
      categories,
    ) as unknown as ComponentType<CmsWidgetControlProps>,
    select.preview as unknown as ComponentType<CmsWidgetPreviewProps>,
  );
}
// Decap's image widget again, with the thumbnail of a photo uploaded before publishing.
registerImageWidgetWithUploads(CMS as unknown as WidgetRegistry);
// After every widget: the gate wraps them (docs/decisions/016-cms-save-gate.md).
installSaveGate(CMS as unknown as GateHost, categories);
reloadOnEntrySwitch(window);

CMS.registerPreviewTemplate('products', ProductPreview);
CMS.registerPreviewTemplate('courses', CoursePreview);
CMS.registerPreviewTemplate('blog', BlogPostPreview);
// The pages are a file collection: one preview per file of content/pages/ (compiled at build).
const pageNames = Object.values(
  import.meta.glob<string>('/src/generated/pages/*.json', { eager: true, import: 'name' }),
);
for (const name of pageNames) CMS.registerPreviewTemplate(name, pagePreview(name));
// The settings files (a file collection: one preview per file).
CMS.registerPreviewTemplate('hero', HeroPreview);
CMS.registerPreviewTemplate('categories', CategoriesPreview);
CMS.registerPreviewTemplate('testimonials', TestimonialsPreview);
for (const css of previewStyles) CMS.registerPreviewStyle(css, { raw: true });

CMS.init();
// npm start's content build, after each save: the site updated, or why not (dev server only).
reportBuildResults(CMS);
