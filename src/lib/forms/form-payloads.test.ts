import { describe, expect, it } from 'vitest';
import { contactPayload, courseEnquiryPayload, newsletterPayload } from './form-payloads.ts';

describe('courseEnquiryPayload', () => {
  const submittedAt = new Date('2026-03-05T10:15:30.000Z');

  it('carries exactly the documented keys, in their order', () => {
    const payload = courseEnquiryPayload(
      { name: 'Ana Silva', email: 'ana@example.pt', phone: '912345678', message: 'Olá!' },
      { id: 3, title: 'Nail Art Avançada' },
      submittedAt,
    );
    expect(Object.keys(payload)).toEqual([
      'formId',
      'name',
      'email',
      'phone',
      'message',
      'courseId',
      'courseTitle',
      'submittedAt',
      'source',
    ]);
    expect(payload).toEqual({
      formId: 'course_inquiry',
      name: 'Ana Silva',
      email: 'ana@example.pt',
      phone: '912345678',
      message: 'Olá!',
      courseId: 3,
      courseTitle: 'Nail Art Avançada',
      submittedAt: '2026-03-05T10:15:30.000Z',
      source: 'course_detail_page',
    });
  });

  it("trims the visitor's text and sends an empty phone when none was given", () => {
    const payload = courseEnquiryPayload(
      { name: '  Ana  ', email: ' ana@example.pt\n', phone: '   ', message: '\n Quero saber mais. ' },
      { id: 1, title: 'Formação Inicial' },
      submittedAt,
    );
    expect(payload).toMatchObject({
      name: 'Ana',
      email: 'ana@example.pt',
      phone: '',
      message: 'Quero saber mais.',
    });
  });

  it('survives a JSON round trip unchanged', () => {
    const payload = courseEnquiryPayload(
      { name: 'Ana', email: 'ana@example.pt', phone: '', message: 'Olá' },
      { id: 1, title: 'Formação "Inicial"' },
      submittedAt,
    );
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });
});

describe('contactPayload', () => {
  const submittedAt = new Date('2026-03-05T10:15:30.000Z');

  it('carries exactly the documented keys, in their order', () => {
    const payload = contactPayload(
      {
        name: 'Ana Silva',
        email: 'ana@example.pt',
        phone: '912345678',
        subject: 'Encomenda',
        message: 'Olá!',
      },
      submittedAt,
    );
    expect(Object.keys(payload)).toEqual([
      'formId',
      'name',
      'email',
      'phone',
      'subject',
      'message',
      'submittedAt',
      'source',
    ]);
    expect(payload).toEqual({
      formId: 'contact_form',
      name: 'Ana Silva',
      email: 'ana@example.pt',
      phone: '912345678',
      subject: 'Encomenda',
      message: 'Olá!',
      submittedAt: '2026-03-05T10:15:30.000Z',
      source: 'contact_page',
    });
  });

  it("trims the visitor's text and sends an empty phone when none was given", () => {
    const payload = contactPayload(
      { name: ' Ana ', email: ' ana@example.pt ', phone: '  ', subject: ' Dúvida\n', message: ' Olá ' },
      submittedAt,
    );
    expect(payload).toMatchObject({
      name: 'Ana',
      email: 'ana@example.pt',
      phone: '',
      subject: 'Dúvida',
      message: 'Olá',
    });
  });
});

describe('newsletterPayload', () => {
  const submittedAt = new Date('2026-03-05T10:15:30.000Z');

  it('carries exactly the documented keys, in their order', () => {
    const payload = newsletterPayload({ email: 'ana@example.pt', birthDate: '1990-04-12' }, submittedAt);
    expect(Object.keys(payload)).toEqual(['formId', 'email', 'birthDate', 'submittedAt', 'source']);
    expect(payload).toEqual({
      formId: 'newsletter_popup',
      email: 'ana@example.pt',
      birthDate: '1990-04-12',
      submittedAt: '2026-03-05T10:15:30.000Z',
      source: 'home_popup',
    });
  });

  it('trims the email and sends an empty birth date when none was given', () => {
    const payload = newsletterPayload({ email: '  ana@example.pt ', birthDate: '' }, submittedAt);
    expect(payload).toMatchObject({ email: 'ana@example.pt', birthDate: '' });
  });
});
