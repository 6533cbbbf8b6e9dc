// The CMS at /admin/: Decap CMS, bundled with the site so the previews use the site's own
// components and one React. Decap reads its configuration from config.yml beside this page
// (/admin/config.yml). Nothing of the public site imports this file or anything in src/cms/.
import CMS from 'decap-cms-app';
import settings from '#src/generated/settings.json';
import { ptPT } from './locale-pt-pt.ts';
import { NumericIdControl, NumericIdPreview } from './numeric-id-widget.tsx';
import { previewStyles } from './preview-styles.ts';
import { BlogPostPreview, CoursePreview, pagePreview, ProductPreview } from './previews.tsx';

document.title = `Gestão de conteúdos · ${settings.business.name}`;

CMS.registerLocale('pt', ptPT);
CMS.registerWidget('numeric-id', NumericIdControl, NumericIdPreview);

CMS.registerPreviewTemplate('products', ProductPreview);
CMS.registerPreviewTemplate('courses', CoursePreview);
CMS.registerPreviewTemplate('blog', BlogPostPreview);
// The pages: as a folder collection ('pages') or as one file each.
CMS.registerPreviewTemplate('pages', pagePreview());
for (const name of ['sobre', 'politica-privacidade', 'termos-condicoes']) {
  CMS.registerPreviewTemplate(name, pagePreview(name));
}
for (const css of previewStyles) CMS.registerPreviewStyle(css, { raw: true });

CMS.init();
