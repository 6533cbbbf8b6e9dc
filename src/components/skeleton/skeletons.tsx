import type { ReactNode } from 'react';
import './skeletons.css';

/** The bars that stand for text: a line of body text, a short one, a card title, a page title, a price, a badge, a button. */
export type SkeletonLineKind = 'text' | 'short' | 'title' | 'headline' | 'price' | 'badge' | 'button';

/** Grey bars in place of lines of text, each sized by its kind. */
export function SkeletonLines({ lines }: { lines: readonly SkeletonLineKind[] }) {
  return lines.map((kind, index) => (
    <div
      key={index}
      className={kind === 'text' ? 'skeleton skeleton-line' : `skeleton skeleton-line skeleton-line--${kind}`}
    />
  ));
}

type SkeletonStatusProps = {
  /** What screen readers hear while the placeholders show, e.g. 'A carregar produtos…'. */
  label: string;
  className?: string;
  children: ReactNode;
};

/** A busy status region around placeholders; the placeholders themselves are hidden from screen readers. */
export function SkeletonStatus({ label, className, children }: SkeletonStatusProps) {
  return (
    <div className={className} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

/** Product pictures are square; course and post pictures 16:10. */
export type SkeletonImageShape = 'square' | 'wide';

type CardSkeletonProps = {
  image?: SkeletonImageShape;
  lines: readonly SkeletonLineKind[];
  className?: string;
};

/** A placeholder card: its picture above a few lines, in the card's final size so nothing jumps. */
export function CardSkeleton({ image = 'square', lines, className }: CardSkeletonProps) {
  return (
    <div className={className ? `skeleton-card card ${className}` : 'skeleton-card card'} aria-hidden="true">
      <div className={`skeleton skeleton-card__image skeleton-card__image--${image}`} />
      <div className="skeleton-card__body">
        <SkeletonLines lines={lines} />
      </div>
    </div>
  );
}

type CardGridSkeletonProps = CardSkeletonProps & {
  label: string;
  /** The classes of the grid the cards will fill. */
  className: string;
  count: number;
};

/** A grid of placeholder cards, announced as loading. */
export function CardGridSkeleton({ label, className, count, image, lines }: CardGridSkeletonProps) {
  return (
    <SkeletonStatus label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} image={image} lines={lines} />
      ))}
    </SkeletonStatus>
  );
}

type DetailSkeletonProps = {
  label: string;
  image: SkeletonImageShape;
  lines: readonly SkeletonLineKind[];
};

/** Placeholder of a detail page: the picture on one side, the lines on the other (stacked on phones). */
export function DetailSkeleton({ label, image, lines }: DetailSkeletonProps) {
  return (
    <SkeletonStatus label={label} className="skeleton-detail">
      <div
        className={`skeleton skeleton-detail__image skeleton-detail__image--${image}`}
        aria-hidden="true"
      />
      <div className="skeleton-detail__info" aria-hidden="true">
        <SkeletonLines lines={lines} />
      </div>
    </SkeletonStatus>
  );
}

/** Placeholder cards while the products load; the grid keeps its final shape so nothing jumps. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <CardGridSkeleton
      label="A carregar produtos…"
      className="grid grid--4"
      count={count}
      lines={['text', 'short']}
    />
  );
}

/** Placeholder of the product page: gallery on one side, title, price and buttons on the other. */
export function ProductDetailSkeleton() {
  return (
    <DetailSkeleton
      label="A carregar produto…"
      image="square"
      lines={['short', 'headline', 'price', 'text', 'text', 'short', 'button']}
    />
  );
}
