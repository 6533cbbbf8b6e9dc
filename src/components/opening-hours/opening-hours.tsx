import { business } from '#src/generated/settings.json';

const { openingHours } = business;

/** The opening hours from settings: one row of days and hours each. */
export function OpeningHours({ className }: { className: string }) {
  return (
    <dl className={className}>
      {openingHours.map((entry) => (
        <div key={entry.days}>
          <dt>{entry.days}</dt>
          <dd>{entry.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
