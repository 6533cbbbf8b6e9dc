import { CheckIcon } from '#src/components/icons/icons.tsx';
import './success-mark.css';

/** The round green tick above a confirmation's title (decorative: the title says it). */
export function SuccessMark() {
  return (
    <span className="success-mark" aria-hidden="true">
      <CheckIcon size={32} strokeWidth={2.5} />
    </span>
  );
}
