import './skeletons.css';

/** Placeholder cards while the products load; the grid keeps its final shape so nothing jumps. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="grid grid--4" role="status" aria-busy="true">
      <span className="visually-hidden">A carregar produtos…</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton-card card" aria-hidden="true">
          <div className="skeleton skeleton-card__image" />
          <div className="skeleton-card__body">
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line skeleton-line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Placeholder of the product page: gallery on one side, title, price and buttons on the other. */
export function ProductDetailSkeleton() {
  return (
    <div className="skeleton-detail" role="status" aria-busy="true">
      <span className="visually-hidden">A carregar produto…</span>
      <div className="skeleton skeleton-detail__image" aria-hidden="true" />
      <div className="skeleton-detail__info" aria-hidden="true">
        <div className="skeleton skeleton-line skeleton-line--short" />
        <div className="skeleton skeleton-line skeleton-line--title" />
        <div className="skeleton skeleton-line skeleton-line--price" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line skeleton-line--short" />
        <div className="skeleton skeleton-line skeleton-line--button" />
      </div>
    </div>
  );
}
