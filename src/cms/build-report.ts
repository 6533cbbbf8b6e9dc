// In local mode (npm start), what the content build made of a save is shown inside the CMS, not
// only in the terminal: after 'Publicar', a notice says the site is being updated, then that it
// was, or that it was not, with each problem of the build (`path:line  field: message`). A
// refused content is also shown when it was not saved from here (a file edited by hand), and the
// notice goes once the content is accepted again. The dev server serves npm start's build state
// (src/lib/cms/dev-build-status.ts); the production CMS never polls (import.meta.env.DEV).
import {
  BUILD_STATUS_PATH,
  buildNotice,
  noticeText,
  parseBuildStatus,
  type BuildNotice,
  type BuildStatus,
} from '#src/lib/cms/dev-build-status.ts';

/** The part of Decap's CMS object this module uses. */
type EventRegistry = {
  registerEventListener: (listener: { name: 'preSave' | 'postSave'; handler: () => undefined }) => void;
};

const QUIET_POLL_MS = 3000;
const SAVE_POLL_MS = 700;
/** How long 'O site foi atualizado.' stays. */
const UPDATED_SHOWN_MS = 8000;

const COLOURS: Record<Exclude<BuildNotice['kind'], 'none'>, { background: string; border: string }> = {
  working: { background: '#f4f4f6', border: '#8c8c99' },
  updated: { background: '#ecf8ee', border: '#2e7d32' },
  refused: { background: '#fdecec', border: '#c62828' },
};

async function fetchStatus(): Promise<BuildStatus | undefined> {
  try {
    const response = await fetch(BUILD_STATUS_PATH, { cache: 'no-store' });
    if (!response.ok) return undefined;
    return parseBuildStatus(await response.json());
  } catch {
    return undefined;
  }
}

/** Shows `notice` in `box` (created on first use), or hides it. */
function render(document: Document, box: HTMLElement, notice: BuildNotice) {
  const text = noticeText(notice);
  if (!text || notice.kind === 'none') {
    box.hidden = true;
    return;
  }
  const colours = COLOURS[notice.kind];
  // A refusal interrupts (alert); the other notices are read when the reader is free (status).
  box.setAttribute('role', notice.kind === 'refused' ? 'alert' : 'status');
  box.style.background = colours.background;
  box.style.borderLeft = `6px solid ${colours.border}`;
  const title = document.createElement('p');
  title.textContent = text.title;
  title.style.cssText = 'margin:0;font-weight:600;';
  const children: HTMLElement[] = [title];
  if (text.lines.length > 0) {
    const list = document.createElement('ul');
    list.style.cssText =
      'margin:8px 0 0;padding-left:18px;font-family:ui-monospace,monospace;font-size:13px;' +
      'white-space:pre-wrap;overflow-wrap:anywhere;';
    for (const line of text.lines) {
      const item = document.createElement('li');
      item.textContent = line;
      list.append(item);
    }
    children.push(list);
  }
  box.replaceChildren(...children);
  box.hidden = false;
}

/** Registers the save listeners and starts polling npm start's build state (dev server only). */
export function reportBuildResults(cms: EventRegistry, document: Document = window.document): void {
  if (!import.meta.env.DEV) return;
  const box = document.createElement('div');
  box.dataset.buildReport = '';
  box.hidden = true;
  box.style.cssText =
    'position:fixed;right:16px;bottom:16px;z-index:10000;box-sizing:border-box;' +
    'max-width:min(560px,calc(100vw - 32px));max-height:50vh;overflow:auto;padding:12px 16px;' +
    'border-radius:6px;box-shadow:0 4px 16px rgba(0,0,0,.18);color:#1f1f24;' +
    'font:15px/1.45 system-ui,sans-serif;';
  document.body.append(box);

  let saveStartedAt: number | undefined;
  let savedAt: number | undefined;
  let updatedUntil = 0;
  let shown = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (notice: BuildNotice) => {
    const key = JSON.stringify(notice);
    if (key !== shown) render(document, box, notice);
    shown = key;
  };

  const poll = async () => {
    timer = undefined;
    const status = await fetchStatus();
    if (status && !status.watching) return; // a plain `vite`: no watcher to report on
    let notice: BuildNotice = status ? buildNotice(status, savedAt) : { kind: 'none' };
    if (notice.kind === 'updated' || notice.kind === 'refused') savedAt = undefined;
    // 'O site foi atualizado.' stays a few seconds, then goes.
    if (notice.kind === 'updated') updatedUntil = Date.now() + UPDATED_SHOWN_MS;
    else if (notice.kind === 'none' && Date.now() < updatedUntil) notice = { kind: 'updated' };
    show(notice);
    // Unless a save asked for a poll meanwhile: one chain of polls, never two.
    timer ??= setTimeout(() => void poll(), savedAt === undefined ? QUIET_POLL_MS : SAVE_POLL_MS);
  };
  const pollSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void poll(), SAVE_POLL_MS);
  };

  // The build that answers a save is one that started after the save began (it read the file).
  cms.registerEventListener({
    name: 'preSave',
    handler: () => {
      saveStartedAt = Date.now();
      return undefined;
    },
  });
  cms.registerEventListener({
    name: 'postSave',
    handler: () => {
      savedAt = saveStartedAt ?? Date.now();
      saveStartedAt = undefined;
      updatedUntil = 0;
      show({ kind: 'working' });
      pollSoon();
      return undefined;
    },
  });
  void poll();
}
