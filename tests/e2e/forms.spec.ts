// The two forms that must not fail silently (docs/product.md §2, §3, §5, §7, §8): the course
// enquiry on a course page and the contact form, sent from the test build through the network to
// the webhook sink. Each shows 'A enviar...' while sending, then its success modal, and the sink
// receives exactly the documented body once. (Validation, the failure alert and the kept text are
// the component tests' cases: src/features/courses/course-detail-page.test.tsx,
// src/features/contact/contact-page.test.tsx; a webhook that never answers is webhooks.spec.ts.)
import type { Page } from '@playwright/test';
import { contactPayload, courseEnquiryPayload } from '../../src/lib/forms/form-payloads.ts';
import { expect, SINK_URL, test, visit, type Hook } from './support/fixtures.ts';
import { publishedCourses, type Course } from './support/published-content.ts';

function firstCourse(): Course {
  const course = publishedCourses()[0];
  if (!course) throw new Error('The published content has no course; the test needs one.');
  return course;
}

/**
 * Holds every POST to the sink's `hook` until the returned function is called, then hands it on
 * to the sink: the sending state of the form stays on screen until the test has seen it.
 */
async function holdHook(page: Page, hook: Hook): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${SINK_URL}/${hook}`, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return release;
}

function expectRecentIso(value: unknown, startedAt: number) {
  expect(typeof value, 'submittedAt is a string').toBe('string');
  const time = Date.parse(value as string);
  expect(new Date(time).toISOString(), 'submittedAt is an ISO 8601 time').toBe(value);
  expect(time, 'submittedAt is the time of sending').toBeGreaterThanOrEqual(startedAt - 1000);
  expect(time, 'submittedAt is the time of sending').toBeLessThanOrEqual(Date.now() + 1000);
}

const sentAt = (body: Record<string, unknown>) => new Date(body.submittedAt as string);

/**
 * The body the sink received is the one the form's builder makes of what was typed: the same keys
 * in the same order, the same values. (What the builders make, the documented bodies, is
 * src/lib/forms/form-payloads.test.ts's to check; here, that the page sends it, whole and once.)
 */
function expectBody(body: Record<string, unknown>, expected: object) {
  expect(Object.keys(body), 'the documented keys, in their order').toEqual(Object.keys(expected));
  expect(body).toEqual(expected);
}

// A real post from the built bundle (its baked webhook URL, the page's connect-src) to the sink.
test('the course enquiry is pre-filled, shows A enviar..., then Interesse Registado! and posts the documented body', async ({
  page,
  sink,
}) => {
  const enquiry = { name: 'Joana Formanda', email: 'joana.formanda@example.com', phone: '912345678' };
  const course = firstCourse();
  await visit(page, `/formacoes/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  const main = page.locator('main');

  const message = main.getByLabel('Mensagem');
  const greeting = await message.inputValue();
  expect(greeting, 'the message starts with a greeting').toMatch(/^Olá/);
  expect(greeting, 'the greeting names the course').toContain(course.title);

  await main.getByLabel('Nome').fill(enquiry.name);
  await main.getByLabel('Email').fill(enquiry.email);
  await main.getByLabel('Telefone').fill(enquiry.phone);

  const release = await holdHook(page, 'course-inquiry');
  const startedAt = Date.now();
  await main.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expect(main.getByRole('button', { name: 'A enviar...' })).toBeVisible();
  release();

  const modal = page.getByRole('dialog', { name: 'Interesse Registado!' });
  await expect(modal, 'the modal names the course').toContainText(course.title);

  const body = (await sink.waitForSubmission('course-inquiry')) as Record<string, unknown>;
  expectRecentIso(body.submittedAt, startedAt);
  expectBody(body, courseEnquiryPayload({ ...enquiry, message: greeting }, course, sentAt(body)));
  expect(sink.received('course-inquiry'), 'posted once').toHaveLength(1);

  // The form is ready for another enquiry. (The modal's 'Fechar' and its closing after 5 s are
  // the component test's: on a busy machine the 5 s may be over before a click.)
  await expect(main.getByLabel('Nome')).toHaveValue('');
  await expect(message).toHaveValue(greeting);
});

test(
  'the contact form shows A enviar..., then its success modal, and posts the documented body',
  { tag: '@desktop' },
  async ({ page, sink }) => {
    const contact = {
      name: 'Rita Cliente',
      email: 'rita.cliente@example.com',
      phone: '+351 912 345 678',
      subject: 'Encomenda para salão',
      message: 'Bom dia, gostaria de saber se fazem preços para salões.',
    };
    await visit(page, '/contactos');
    // The contact form's section (the page's other blocks have their own labels and links).
    const form = page.getByRole('region', { name: 'Envie-nos uma Mensagem' });
    await form.getByLabel('Nome').fill(contact.name);
    await form.getByLabel('Email').fill(contact.email);
    await form.getByLabel('Telefone').fill(contact.phone);
    await form.getByLabel('Assunto').fill(contact.subject);
    await form.getByLabel('Mensagem').fill(contact.message);

    const release = await holdHook(page, 'contact');
    const startedAt = Date.now();
    await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await expect(form.getByRole('button', { name: 'A enviar...' })).toBeVisible();
    release();
    const modal = page.getByRole('dialog', { name: 'Mensagem Enviada!' });
    await expect(modal).toBeVisible();

    const body = (await sink.waitForSubmission('contact')) as Record<string, unknown>;
    expectRecentIso(body.submittedAt, startedAt);
    expectBody(body, contactPayload(contact, sentAt(body)));
    expect(sink.received('contact'), 'posted once').toHaveLength(1);

    await expect(form.getByLabel('Assunto'), 'the form is reset').toHaveValue('');
  },
);
