// Course rules shared by the course pages and the admin: type labels, finding a course from the
// URL, the enquiry greeting and the schema.org description of a course.
import type { Course, CourseType } from './schema.ts';

/** The badge text of each course type (docs/product.md §2.5: Presencial, Online, Privado). */
export const COURSE_TYPE_LABELS: Record<CourseType, string> = {
  presencial: 'Presencial',
  online: 'Online',
  privado: 'Privado',
};

export function courseTypeLabel(type: CourseType): string {
  return COURSE_TYPE_LABELS[type];
}

/**
 * The course whose id is written in the URL (/formacoes/{id}). Only plain digits name a course:
 * '3abc', '03x' or '' do not, so a mistyped link falls back to the course list instead of
 * showing a course the visitor did not ask for. Leading zeros are tolerated ('03' is course 3).
 */
export function findCourseByParam(
  courses: readonly Course[],
  idParam: string | undefined,
): Course | undefined {
  if (idParam === undefined || !/^\d{1,15}$/.test(idParam)) return undefined;
  const id = Number(idParam);
  return courses.find((course) => course.id === id);
}

/** The enquiry form's message, pre-filled with a greeting naming the course (docs/product.md §3). */
export function enquiryGreeting(courseTitle: string): string {
  return `Olá! Tenho interesse na formação "${courseTitle}". Gostaria de saber as próximas datas disponíveis e como me posso inscrever.`;
}

/**
 * schema.org courseMode. A private course is taught in person at the atelier (its content lists
 * practice with a live model in every session), so it counts as 'onsite'.
 */
export function courseMode(type: CourseType): 'onsite' | 'online' {
  return type === 'online' ? 'online' : 'onsite';
}

/**
 * The free-text duration ('40 horas', '2 dias', '1 semana') as an ISO 8601 duration ('PT40H',
 * 'P2D', 'P1W'), or undefined when it states no fixed amount ('Variável').
 */
export function durationToIso(duration: string): string | undefined {
  const match = /^(\d+)\s*(h|horas?|dias?|semanas?)$/i.exec(duration.trim());
  if (match === null) return undefined;
  const amount = Number(match[1]);
  if (amount <= 0) return undefined;
  const unit = (match[2] ?? '').toLowerCase();
  if (unit.startsWith('h')) return `PT${amount}H`;
  if (unit.startsWith('d')) return `P${amount}D`;
  return `P${amount}W`;
}

/** Where a page lives: the business and the absolute URLs the structured data points to. */
export type JsonLdContext = {
  organization: { name: string; url: string };
  pageUrl: string;
  imageUrl: string;
};

/** JSON-LD (schema.org Course) for a course page; see https://schema.org/Course. */
export function courseJsonLd(
  course: Course,
  { organization, pageUrl, imageUrl }: JsonLdContext,
): Record<string, unknown> {
  const workload = durationToIso(course.duration);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url: pageUrl,
    image: imageUrl,
    provider: { '@type': 'Organization', name: organization.name, sameAs: organization.url },
    offers: {
      '@type': 'Offer',
      price: course.price.toFixed(2),
      priceCurrency: 'EUR',
      category: course.price > 0 ? 'Paid' : 'Free',
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: courseMode(course.type),
      ...(workload === undefined ? {} : { courseWorkload: workload }),
    },
  };
}
