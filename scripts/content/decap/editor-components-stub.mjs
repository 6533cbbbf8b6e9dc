// Stands in for decap-cms-widget-markdown's MarkdownControl module when the widget's serializers
// run in Node (scripts/content/decap/cms-format.ts): the serializers import it only for the
// registry of editor components, which the real module keeps empty until an editor mounts.
// The real module pulls in React, Slate and the CMS's UI, which cannot load outside a browser.
import { Map } from 'immutable';

export function getEditorComponents() {
  return Map();
}
