// Escape in a modal <dialog>, as the browser does it (jsdom does not): a `cancel` event at the
// dialog, which the page may refuse.
import { fireEvent } from '@testing-library/react';

/** Fires what Escape fires at an open modal `dialog`; returns the event (refused: defaultPrevented). */
export function pressEscapeIn(dialog: Element): Event {
  const event = new Event('cancel', { cancelable: true });
  fireEvent(dialog, event);
  return event;
}
