// What the admin form tests share: the local copy stood in for by a list and a save spy, and
// the form on its URL in a memory router whose dashboard shows where the form went back to.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { useLocation } from '#src/components/router/router.tsx';
import { paths } from '#src/lib/paths.ts';
import { memoryRouter } from '#src/test/memory-router.tsx';

/** The stand-in for useAdminCollection's answer; tests set items, loading and what save does. */
export type FakeCollection<T> = {
  loading: boolean;
  items: T[];
  save: ReturnType<typeof vi.fn<(items: T[]) => boolean>>;
  hasLocalCopy: boolean;
  reloadFromFile: () => Promise<boolean>;
};

export function fakeCollection<T>(items: T[] = []): FakeCollection<T> {
  return {
    loading: false,
    items,
    save: vi.fn<(items: T[]) => boolean>(() => true),
    hasLocalCopy: true,
    reloadFromFile: () => Promise.resolve(true),
  };
}

function Dashboard() {
  const location = useLocation();
  return <p>Painel: {`${location.pathname}${location.search}`}</p>;
}

/** Renders `element` at `url`, which matches `pattern`, with the dashboard as where it returns to. */
export function renderForm(pattern: string, url: string, element: ReactElement) {
  const { history, app } = memoryRouter(
    [
      { path: pattern, element },
      { path: paths.adminDashboard.path, element: <Dashboard /> },
    ],
    { initialEntries: [url] },
  );
  render(app);
  return history;
}

export const field = (label: RegExp | string) =>
  screen.getByLabelText<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(label);

export function type(label: RegExp | string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

export async function submitWith(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

/** The error message under a field (through its aria-describedby), or undefined. */
export function errorOf(label: RegExp | string): string | undefined {
  const control = field(label);
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.className.includes('field__error'));
  return error?.textContent ?? undefined;
}
