// The statistics band (docs/product.md §2.2, §9). These figures are marketing claims the owner
// gave for the home page; they are not computed from the catalogue.
const STATS = [
  { value: '100+', label: 'Alunas Formadas' },
  { value: '20+', label: 'Formações Exclusivas' },
  { value: '300+', label: 'Produtos' },
  { value: '15+', label: 'Anos de Experiência' },
] as const;

export function HomeStats() {
  return (
    <section className="home-stats" aria-label="O atelier em números">
      <ul className="container home-stats__list">
        {STATS.map((stat) => (
          <li key={stat.label} className="home-stats__item">
            <span className="home-stats__value">{stat.value}</span>
            <span className="home-stats__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
