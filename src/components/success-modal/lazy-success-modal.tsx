// A success modal shows only once a form has been sent, so its code (the dialog and the success
// mark) is not part of a form page's first load. The form calls preloadSuccessModal() when it
// starts sending: the chunk arrives while the webhook is answering. <LazySuccessModal> takes the
// same props as <SuccessModal> and renders nothing until its code is there.
import { lazy, Suspense } from 'react';
import type { SuccessModalProps } from './success-modal.tsx';

let loading: Promise<typeof import('./success-modal.tsx')> | undefined;

/** Starts loading the modal's code (once); call it when a form starts sending. */
export function preloadSuccessModal(): Promise<typeof import('./success-modal.tsx')> {
  loading ??= import('./success-modal.tsx');
  return loading;
}

const Modal = lazy(async () => ({ default: (await preloadSuccessModal()).SuccessModal }));

export function LazySuccessModal(props: SuccessModalProps) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
