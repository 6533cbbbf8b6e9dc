// Decap's editor on a phone. Decap lays its editor out for 800 px and more (its editor and its
// toolbar have `min-width: 800px`), so at 390 px the page scrolled sideways and the toolbar's
// 'Publicar' menu opened outside the screen. Below 800 px these rules keep the toolbar to one row
// of what editing needs, give the form the whole width and leave the preview out (a side-by-side
// preview of 195 px shows nothing useful; it is there again on a wider screen).
//
// Decap's components are styled with Emotion, whose class names are hashes; each component also
// carries a fixed class of its own (`target`, e.g. e1nx103k5 for the editor), the same in every
// build of a given Decap version (package-lock.json pins it). The browser test at 390 px
// (tests/e2e/cms-locale.spec.ts) fails when an update of Decap changes them.

/** Decap 3.16's fixed classes of the editor's parts (decap-cms-core, components/Editor). */
export const DECAP_EDITOR_CLASSES = {
  editorContainer: 'e1nx103k5',
  splitPane: 'e1nx103k7',
  viewControls: 'e1nx103k0',
  toolbar: 'e1d2l9mo22',
  toolbarSectionMain: 'e1d2l9mo21',
  toolbarBackLink: 'e1d2l9mo18',
  backCollection: 'e1d2l9mo14',
  backStatus: 'e1d2l9mo13',
  toolbarMeta: 'e1d2l9mo17',
  previewButton: 'e1d2l9mo3',
  previewLink: 'e1d2l9mo27',
  toolbarButton: 'e1d2l9mo10',
} as const;

// Each class twice: Emotion adds its own rules after these, and they must not win.
const c = Object.fromEntries(
  Object.entries(DECAP_EDITOR_CLASSES).map(([part, name]) => [part, `${name}.${name}`]),
) as Record<keyof typeof DECAP_EDITOR_CLASSES, string>;

export const narrowScreenStyles = `
@media (max-width: 799px) {
  .${c.editorContainer},
  .${c.toolbar} {
    min-width: 0;
  }
  /* One row: the way back with the entry's status, then the actions. What is left out (the
     collection's name, the preview links, the account menu) is one tap away on the collection. */
  .${c.toolbarBackLink} {
    flex: none;
    padding: 0 8px;
  }
  .${c.backCollection},
  .${c.toolbarMeta},
  .${c.previewButton},
  .${c.previewLink} {
    display: none;
  }
  .${c.toolbarSectionMain} {
    flex: 1;
    min-width: 0;
    padding: 0 6px 0 0;
  }
  /* The status ('Alterações guardadas') on two short lines. */
  .${c.backStatus} {
    max-width: 88px;
    white-space: normal;
    line-height: 1.2;
  }
  .${c.toolbarButton} {
    margin: 0 0 0 6px;
    padding: 0 8px;
  }
  .${c.splitPane} > .Pane1 {
    width: 100% !important;
  }
  .${c.splitPane} > .Pane2,
  .${c.splitPane} > .Resizer,
  .${c.viewControls} {
    display: none;
  }
}
`;

/** Adds the rules above to the CMS page. */
export function addNarrowScreenStyles(document: Document): void {
  const style = document.createElement('style');
  style.dataset.cms = 'narrow-screen';
  style.textContent = narrowScreenStyles;
  document.head.append(style);
}
