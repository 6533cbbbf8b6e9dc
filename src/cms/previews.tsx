// The previews of the CMS: each entry as the site shows it, with the site's components and
// stylesheet, updated as the owner types. The site's page components read the URL, load the
// published files and write the document's title and meta tags, none of which fits a preview
// (it would retitle the CMS's own tab); so each preview puts the entry into the same markup and
// classes as its page, built from the same shared components, and leaves out what depends on
// other entries (related products, the previous and next post) or on the visitor (the cart, the
// enquiry form). A router that goes nowhere gives the links their addresses; a click stays in the
// preview.
import type { ReactNode } from 'react';
import { Router, type Navigator } from 'react-router';
import settings from '#src/generated/settings.json';
import { Breadcrumbs } from '#src/components/breadcrumbs/breadcrumbs.tsx';
import { CalendarIcon, ClockIcon, MailIcon, PhoneIcon } from '#src/components/icons/icons.tsx';
import { telHref } from '#src/components/layout/site-footer.tsx';
import { MarkdownContent } from '#src/components/markdown/markdown-content.tsx';
import { ProductBadges } from '#src/components/product-card/product-badges.tsx';
import { ProductPrice } from '#src/components/product-card/product-price.tsx';
import { ProductGallery } from '#src/components/product-gallery/product-gallery.tsx';
import { COURSE_IMAGE_HEIGHT, COURSE_IMAGE_WIDTH } from '#src/components/course-card/course-card.tsx';
import { POST_IMAGE_HEIGHT, POST_IMAGE_WIDTH } from '#src/components/blog-card/blog-card.tsx';
import { ProductDescription } from '#src/features/shop/product-description.tsx';
import { findCategory, findSubcategory, isInStock, lowStockUnits } from '#src/lib/catalogue.ts';
import { courseTypeLabel } from '#src/lib/courses.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { formatPrice } from '#src/lib/money.ts';
import { paths } from '#src/lib/paths.ts';
import { plural } from '#src/lib/plural.ts';
import { VAT_INCLUDED } from '#src/lib/pricing.ts';
import type { AboutContent, Category, Page, Product } from '#src/lib/schema.ts';
import {
  isAboutPage,
  toAboutContent,
  toBlogPost,
  toCourse,
  toPage,
  toProduct,
  previewImageUrl,
  type EntryData,
  type GetAsset,
  type ResolveImage,
} from './entry-data.ts';

const categories: Category[] = settings.categories;
const { business } = settings;

/** What a preview receives from Decap, as far as these previews use it. */
export type PreviewProps = {
  entry: { get: (key: string) => unknown };
  getAsset: GetAsset;
};

function entryData(entry: PreviewProps['entry']): EntryData {
  const data = entry.get('data') as { toJS?: () => unknown } | undefined;
  const plain = data?.toJS?.();
  return plain !== null && typeof plain === 'object' ? (plain as EntryData) : {};
}

function entrySlug(entry: PreviewProps['entry']): string {
  const slug = entry.get('slug');
  return typeof slug === 'string' ? slug : '';
}

const resolver =
  (getAsset: PreviewProps['getAsset']): ResolveImage =>
  (path) =>
    previewImageUrl(path, getAsset);

// The site's own <Router> (BrowserRouter is built on it), not a MemoryRouter: the site's first
// chunk holds React Router, and a router class the site never uses would grow it for every visitor.
const stayHere: Navigator = {
  createHref: (to) =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
  go: () => {},
  push: () => {},
  replace: () => {},
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <Router location="/" navigator={stayHere}>
      {children}
    </Router>
  );
}

/** A placeholder while a required text is still empty, so the preview never shows a blank. */
const orPlaceholder = (value: string, placeholder: string) => (value === '' ? placeholder : value);

function StockLabel({ product }: { product: Product }) {
  if (!isInStock(product)) return <p className="product-stock product-stock--out">Esgotado</p>;
  const low = lowStockUnits(product);
  return (
    <p className="product-stock product-stock--in">
      Em Stock
      {low !== undefined && (
        <span className="product-stock__low">
          {' '}
          (Apenas {plural(low, 'unidade disponível', 'unidades disponíveis')})
        </span>
      )}
    </p>
  );
}

export function ProductView({ product }: { product: Product }) {
  const category = findCategory(categories, product.category);
  const subcategory = category ? findSubcategory(category, product.subcategory) : undefined;
  const name = orPlaceholder(product.name, 'Nome do produto');
  return (
    <main id="main" className="page product-page">
      <div className="container">
        <Breadcrumbs
          items={[
            { label: 'Início', to: paths.home.getHref() },
            { label: 'Loja', to: paths.shop.getHref() },
            ...(category ? [{ label: category.name, to: paths.category.getHref(category.slug) }] : []),
            ...(category && subcategory
              ? [{ label: subcategory.name, to: paths.subcategory.getHref(category.slug, subcategory.slug) }]
              : []),
            { label: name },
          ]}
        />
        <div className="product-detail">
          <ProductGallery key={product.images.join('\n')} images={product.images} alt={product.name} />
          <div className="product-detail__info">
            <ProductBadges product={product} className="product-detail__badges" />
            <h1 className="product-detail__name">{name}</h1>
            {category && (
              <ul className="product-detail__chips" aria-label="Categorias">
                <li>
                  <span className="product-detail__chip">{category.name}</span>
                </li>
                {subcategory && (
                  <li>
                    <span className="product-detail__chip">{subcategory.name}</span>
                  </li>
                )}
              </ul>
            )}
            <ProductPrice price={product.price} salePrice={product.salePrice} size="large" />
            <p className="product-detail__vat">{VAT_INCLUDED}</p>
            <StockLabel product={product} />
            <section className="product-detail__description" aria-labelledby="product-description-title">
              <h2 id="product-description-title">Descrição</h2>
              <ProductDescription text={product.description} />
            </section>
          </div>
        </div>
      </div>
    </main>
  );
}

export function ProductPreview({ entry, getAsset }: PreviewProps) {
  return (
    <Frame>
      <ProductView product={toProduct(entryData(entry), resolver(getAsset))} />
    </Frame>
  );
}

export function CoursePreview({ entry, getAsset }: PreviewProps) {
  const course = toCourse(entryData(entry), resolver(getAsset));
  const title = orPlaceholder(course.title, 'Título da formação');
  return (
    <Frame>
      <main id="main" className="page course-detail">
        <div className="container">
          <Breadcrumbs
            items={[
              { label: 'Início', to: paths.home.getHref() },
              { label: 'Formações', to: paths.courses.getHref() },
              { label: title },
            ]}
          />
          <article className="course-detail__summary" aria-labelledby="course-title">
            <div className="course-detail__media">
              {course.image !== '' && (
                <img
                  className="course-detail__image"
                  src={course.image}
                  alt=""
                  width={COURSE_IMAGE_WIDTH}
                  height={COURSE_IMAGE_HEIGHT}
                />
              )}
            </div>
            <div className="course-detail__info">
              <span className={`badge course-type course-type--${course.type}`}>
                {courseTypeLabel(course.type)}
              </span>
              <h1 id="course-title" className="course-detail__title">
                {title}
              </h1>
              <p className="course-detail__description">{course.description}</p>
              <ul className="course-detail__facts">
                <li>
                  <ClockIcon size={20} />
                  <span>{course.duration}</span>
                </li>
                <li>
                  <CalendarIcon size={20} />
                  <span>Datas flexíveis</span>
                </li>
              </ul>
              <p className="course-detail__price">{formatPrice(course.price)}</p>
              <span className="button">Pedir Informações</span>
            </div>
          </article>
          <div className="course-detail__more">
            {course.fullDescription !== undefined && course.fullDescription.trim() !== '' && (
              <section className="course-detail__full" aria-label="Descrição completa">
                <MarkdownContent className="prose" source={course.fullDescription} />
              </section>
            )}
          </div>
        </div>
      </main>
    </Frame>
  );
}

export function BlogPostPreview({ entry, getAsset }: PreviewProps) {
  const post = toBlogPost(entryData(entry), resolver(getAsset));
  const title = orPlaceholder(post.title, 'Título do artigo');
  return (
    <Frame>
      <main id="main" className="page blog-post">
        <div className="container">
          <Breadcrumbs
            items={[
              { label: 'Início', to: paths.home.getHref() },
              { label: 'Blog', to: paths.blog.getHref() },
              { label: title },
            ]}
          />
          <article className="blog-post__article">
            <header className="blog-post__header">
              {post.category !== '' && <span className="badge badge--muted">{post.category}</span>}
              <h1 className="blog-post__title">{title}</h1>
              <p className="blog-post__meta">
                {post.date !== '' && <time dateTime={post.date}>{formatLongDate(post.date)}</time>}
                {post.date !== '' && post.author !== '' && <span aria-hidden="true"> · </span>}
                <span>{post.author}</span>
              </p>
            </header>
            {post.image !== '' && (
              <img
                className="blog-post__image"
                src={post.image}
                alt=""
                width={POST_IMAGE_WIDTH}
                height={POST_IMAGE_HEIGHT}
              />
            )}
            <MarkdownContent className="prose blog-post__content" source={post.content} />
          </article>
        </div>
      </main>
    </Frame>
  );
}

export function LegalPageView({ page }: { page: Page }) {
  const title = orPlaceholder(page.title, 'Título da página');
  return (
    <main id="main" className="page legal-page">
      <div className="container">
        <Breadcrumbs items={[{ label: 'Início', to: paths.home.getHref() }, { label: title }]} />
        <article className="legal-page__article">
          <header className="legal-page__header">
            <h1>{title}</h1>
            {page.updated !== '' && (
              <p className="legal-page__updated">
                Última atualização: <time dateTime={page.updated}>{formatLongDate(page.updated)}</time>
              </p>
            )}
          </header>
          <MarkdownContent className="prose legal-page__body" source={page.body} />
        </article>
        <aside className="legal-page__contact card" aria-labelledby="legal-contact-title">
          <h2 id="legal-contact-title" className="legal-page__contact-title">
            Tem alguma questão?
          </h2>
          <p>Se tiver dúvidas sobre esta página, contacte-nos: teremos todo o gosto em esclarecer.</p>
          <ul className="legal-page__contact-list">
            <li>
              <a href={`mailto:${business.email}`}>
                <MailIcon size={20} />
                {business.email}
              </a>
            </li>
            <li>
              <a href={telHref(business.phone)}>
                <PhoneIcon size={20} />
                {business.phone}
              </a>
            </li>
          </ul>
        </aside>
      </div>
    </main>
  );
}

export function AboutPageView({ about }: { about: AboutContent }) {
  return (
    <main id="main" className="page about-page">
      <div className="container">
        <header className="page-intro">
          <h1>{orPlaceholder(about.title, 'Título da página')}</h1>
          <p className="page-intro__lead">{about.description}</p>
        </header>
        <section className="about-page__story" aria-label="A história do atelier">
          <MarkdownContent className="prose" source={about.body} />
        </section>
      </div>
      <section className="section section--muted">
        <div className="container">
          <div className="about-page__purpose">
            <article className="card about-page__purpose-card">
              <h3>Missão</h3>
              <p>{about.mission}</p>
            </article>
            <article className="card about-page__purpose-card">
              <h3>Visão</h3>
              <p>{about.vision}</p>
            </article>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="about-values-title">
        <div className="container">
          <h2 id="about-values-title" className="section-title">
            Os Nossos Valores
          </h2>
          <ul className="about-page__values">
            {about.values.map((value, index) => (
              <li key={index} className="card about-page__value">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="about-message-title">
        <div className="container">
          <h2 id="about-message-title" className="section-title">
            Uma mensagem para si
          </h2>
          <figure className="about-page__message">
            <blockquote>
              <p>{about.message}</p>
            </blockquote>
            <figcaption>
              {business.founder}, {business.name}
            </figcaption>
          </figure>
        </div>
      </section>
    </main>
  );
}

/**
 * A page of the pages collection: the about page with its own sections, any other as a long
 * page. In a file collection Decap gives no slug; the template registered for each file names it.
 */
export function pagePreview(fileName?: string) {
  return function PagePreview({ entry }: PreviewProps) {
    const data = entryData(entry);
    const name = fileName ?? entrySlug(entry);
    return (
      <Frame>
        {isAboutPage(data, name) ? (
          <AboutPageView about={toAboutContent(data, name)} />
        ) : (
          <LegalPageView page={toPage(data, name)} />
        )}
      </Frame>
    );
  };
}
