import { describe, expect, it } from 'vitest';
import {
  COURSE_TYPE_LABELS,
  courseJsonLd,
  courseMode,
  courseTypeLabel,
  durationToIso,
  enquiryGreeting,
  findCourseByParam,
} from './courses.ts';
import type { Course } from './schema.ts';

const course = (id: number, fields: Partial<Course> = {}): Course => ({
  id,
  title: `Formação ${id}`,
  description: 'Resumo',
  price: 100,
  duration: '10 horas',
  image: `/images/courses/c-${id}.svg`,
  type: 'presencial',
  featured: false,
  ...fields,
});

describe('course type labels', () => {
  it('names the three types as the course badges show them', () => {
    expect(COURSE_TYPE_LABELS).toEqual({ presencial: 'Presencial', online: 'Online', privado: 'Privado' });
    expect(courseTypeLabel('privado')).toBe('Privado');
  });
});

describe('findCourseByParam', () => {
  const courses = [course(1), course(3), course(12)];

  it('finds a course by the id written in the URL', () => {
    expect(findCourseByParam(courses, '3')?.id).toBe(3);
    expect(findCourseByParam(courses, '12')?.id).toBe(12);
    expect(findCourseByParam(courses, '03')?.id).toBe(3);
  });

  it('finds nothing for unknown or malformed ids', () => {
    expect(findCourseByParam(courses, '2')).toBeUndefined();
    expect(findCourseByParam(courses, '3abc')).toBeUndefined();
    expect(findCourseByParam(courses, '1.0')).toBeUndefined();
    expect(findCourseByParam(courses, '-1')).toBeUndefined();
    expect(findCourseByParam(courses, '')).toBeUndefined();
    expect(findCourseByParam(courses, undefined)).toBeUndefined();
    expect(findCourseByParam([], '1')).toBeUndefined();
  });
});

describe('enquiryGreeting', () => {
  it('names the course', () => {
    expect(enquiryGreeting('Nail Art Avançada')).toBe(
      'Olá! Tenho interesse na formação "Nail Art Avançada". Gostaria de saber as próximas datas disponíveis e como me posso inscrever.',
    );
  });
});

describe('durationToIso', () => {
  it('turns hours, days and weeks into ISO 8601 durations', () => {
    expect(durationToIso('40 horas')).toBe('PT40H');
    expect(durationToIso('1 hora')).toBe('PT1H');
    expect(durationToIso(' 6h ')).toBe('PT6H');
    expect(durationToIso('2 dias')).toBe('P2D');
    expect(durationToIso('1 Semana')).toBe('P1W');
  });

  it('gives nothing for durations without a fixed amount', () => {
    expect(durationToIso('Variável')).toBeUndefined();
    expect(durationToIso('0 horas')).toBeUndefined();
    expect(durationToIso('10 a 12 horas')).toBeUndefined();
    expect(durationToIso('')).toBeUndefined();
  });
});

describe('courseJsonLd', () => {
  const context = {
    organization: { name: 'Atelier', url: 'https://example.pt' },
    pageUrl: 'https://example.pt/formacoes/1',
    imageUrl: 'https://example.pt/images/courses/c-1.svg',
  };

  it('describes an in-person course with its workload and price', () => {
    expect(courseJsonLd(course(1, { price: 650, duration: '40 horas' }), context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Formação 1',
      description: 'Resumo',
      url: 'https://example.pt/formacoes/1',
      image: 'https://example.pt/images/courses/c-1.svg',
      provider: { '@type': 'Organization', name: 'Atelier', sameAs: 'https://example.pt' },
      offers: { '@type': 'Offer', price: '650.00', priceCurrency: 'EUR', category: 'Paid' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'onsite', courseWorkload: 'PT40H' },
    });
  });

  it('marks online courses, free courses, and leaves out an unknown workload', () => {
    const data = courseJsonLd(course(2, { type: 'online', price: 0, duration: 'Variável' }), context);
    expect(data.offers).toMatchObject({ price: '0.00', category: 'Free' });
    expect(data.hasCourseInstance).toEqual({ '@type': 'CourseInstance', courseMode: 'online' });
  });

  it('treats private courses as taught on site', () => {
    expect(courseMode('privado')).toBe('onsite');
    expect(courseMode('presencial')).toBe('onsite');
    expect(courseMode('online')).toBe('online');
  });
});
