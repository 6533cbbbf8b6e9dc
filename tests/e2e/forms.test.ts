// The two forms that must not fail silently (docs/product.md §2, §3, §5, §7, §8): the course
// enquiry on a course page and the contact form. Each shows 'A enviar...' while sending, then its
// success modal; the webhook receives exactly the documented body; a failing webhook shows the alert and
// keeps what the visitor typed; missing required fields are reported without posting anything.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { FIELD_MESSAGES } from '../../src/lib/field-messages.ts';
import { assertBuiltForWebhookTests, setupE2E, sleep, SINK_URL, visit, type Hook } from './harness.ts';
import { publishedCourses, type Course } from './published-content.ts';

const e2e = setupE2E();
before(() => assertBuiltForWebhookTests());

const SEND_FAILED = 'Erro ao enviar mensagem. Tente novamente.';
const FAILED_RESOURCE = /Failed to load resource: the server responded with a status of 500/;

const COURSE_INQUIRY_KEYS = [
  'formId',
  'name',
  'email',
  'phone',
  'message',
  'courseId',
  'courseTitle',
  'submittedAt',
  'source',
].sort();
const CONTACT_KEYS = [
  'formId',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'submittedAt',
  'source',
].sort();

function firstCourse(): Course {
  const course = publishedCourses()[0];
  if (!course) throw new Error('The published content has no course; the test needs one.');
  return course;
}

/**
 * Holds every POST to the sink's `hook` for `ms` before letting it through, so that the sending
 * state of the form stays on screen long enough to be seen.
 */
async function delayHook(page: Page, hook: Hook, ms: number) {
  await page.route(`${SINK_URL}/${hook}`, async (route) => {
    if (route.request().method() === 'POST') await sleep(ms);
    await route.continue();
  });
}

/** Records the text of every browser dialog (window.alert) and accepts it. */
function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Every request the page made to the webhook sink (preflights included). */
function recordSinkRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SINK_URL)) requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

function assertRecentIso(value: unknown, startedAt: number) {
  assert.equal(typeof value, 'string', 'submittedAt is a string');
  const time = Date.parse(value as string);
  assert.ok(!Number.isNaN(time), `submittedAt is an ISO time: ${String(value)}`);
  assert.equal(new Date(time).toISOString(), value, 'submittedAt is in ISO 8601 form');
  assert.ok(time >= startedAt - 1000 && time <= Date.now() + 1000, 'submittedAt is the time of sending');
}

const enquiry = {
  name: 'Joana Formanda',
  email: 'joana.formanda@example.com',
  phone: '912345678',
};

async function openCoursePage(page: Page, course: Course): Promise<Locator> {
  await visit(page, `/formacoes/${course.id}`);
  await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
  return page.locator('main');
}

// ---------------------------------------------------------------------------------------------
// Course enquiry

e2e.test(
  'the course enquiry is pre-filled, shows A enviar..., then Interesse Registado! and posts the documented body',
  async ({ page, sink }) => {
    const course = firstCourse();
    const main = await openCoursePage(page, course);

    const message = main.getByLabel('Mensagem');
    const greeting = await message.inputValue();
    assert.match(greeting, /^Olá/, `the message starts with a greeting: ${greeting}`);
    assert.ok(greeting.includes(course.title), `the greeting names the course: ${greeting}`);

    await main.getByLabel('Nome').fill(enquiry.name);
    await main.getByLabel('Email').fill(enquiry.email);
    await main.getByLabel('Telefone').fill(enquiry.phone);

    await delayHook(page, 'course-inquiry', 1500);
    const startedAt = Date.now();
    await main.getByRole('button', { name: 'Enviar Pedido' }).click();
    await main.getByRole('button', { name: 'A enviar...' }).waitFor();

    const modal = page.getByRole('dialog', { name: 'Interesse Registado!' });
    await modal.waitFor();
    assert.ok((await modal.innerText()).includes(course.title), 'the modal names the course');

    const body = (await sink.waitForSubmission('course-inquiry')) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), COURSE_INQUIRY_KEYS);
    assert.deepEqual(
      { ...body, submittedAt: 'checked below' },
      {
        formId: 'course_inquiry',
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        message: greeting,
        courseId: course.id,
        courseTitle: course.title,
        submittedAt: 'checked below',
        source: 'course_detail_page',
      },
    );
    assertRecentIso(body.submittedAt, startedAt);
    assert.equal(sink.received('course-inquiry').length, 1, 'posted once');

    // The modal closes by its button; the form is ready for another enquiry.
    await modal.getByRole('button', { name: 'Fechar' }).click();
    await modal.waitFor({ state: 'hidden' });
    assert.equal(await main.getByLabel('Nome').inputValue(), '');
    assert.equal(await message.inputValue(), greeting);
  },
);

e2e.test(
  'a failing course enquiry webhook shows the alert and keeps what was typed',
  { allowErrors: [FAILED_RESOURCE] },
  async ({ page, sink }) => {
    const course = firstCourse();
    sink.setStatus('course-inquiry', 500);
    const dialogs = recordDialogs(page);
    const main = await openCoursePage(page, course);

    const message = 'Olá! Gostava de saber se há vagas em horário pós-laboral.';
    await main.getByLabel('Nome').fill(enquiry.name);
    await main.getByLabel('Email').fill(enquiry.email);
    await main.getByLabel('Telefone').fill(enquiry.phone);
    await main.getByLabel('Mensagem').fill(message);
    await main.getByRole('button', { name: 'Enviar Pedido' }).click();

    for (let i = 0; i < 50 && dialogs.length === 0; i += 1) await sleep(100);
    assert.deepEqual(dialogs, [SEND_FAILED]);
    await main.getByRole('button', { name: 'Enviar Pedido' }).waitFor();

    assert.equal(await page.getByRole('dialog', { name: 'Interesse Registado!' }).count(), 0);
    assert.equal(await main.getByLabel('Nome').inputValue(), enquiry.name);
    assert.equal(await main.getByLabel('Email').inputValue(), enquiry.email);
    assert.equal(await main.getByLabel('Telefone').inputValue(), enquiry.phone);
    assert.equal(await main.getByLabel('Mensagem').inputValue(), message);
    assert.deepEqual(sink.received('course-inquiry'), []);
  },
);

e2e.test('the course enquiry reports missing and invalid fields without posting', async ({ page, sink }) => {
  const course = firstCourse();
  const sinkRequests = recordSinkRequests(page);
  const main = await openCoursePage(page, course);

  await main.getByLabel('Mensagem').fill('');
  await main.getByRole('button', { name: 'Enviar Pedido' }).click();
  await main.getByText('O nome é obrigatório.').waitFor();
  await main.getByText('O email é obrigatório.').waitFor();
  await main.getByText('A mensagem é obrigatória.').waitFor();
  // The first invalid field gets focus and says it is invalid.
  const name = main.getByLabel('Nome');
  assert.equal(await name.evaluate((element) => element === document.activeElement), true);
  assert.equal(await name.getAttribute('aria-invalid'), 'true');

  await name.fill(enquiry.name);
  await main.getByLabel('Email').fill('joana@');
  await main.getByLabel('Mensagem').fill('Quero saber mais.');
  await main.getByRole('button', { name: 'Enviar Pedido' }).click();
  await main.getByText('Introduza um email válido.').waitFor();
  assert.equal(await main.getByText('O nome é obrigatório.').count(), 0, 'the fixed error is gone');

  await sleep(500);
  assert.deepEqual(sinkRequests, [], 'nothing was sent to a webhook');
  assert.deepEqual(sink.received('course-inquiry'), []);
  assert.equal(await page.getByRole('dialog').count(), 0);
});

// ---------------------------------------------------------------------------------------------
// Contact form

const contact = {
  name: 'Rita Cliente',
  email: 'rita.cliente@example.com',
  phone: '+351 912 345 678',
  subject: 'Encomenda para salão',
  message: 'Bom dia, gostaria de saber se fazem preços para salões.',
};

/** The contact form's section (the page's other blocks have their own labels and links). */
const contactForm = (page: Page) => page.getByRole('region', { name: 'Envie-nos uma Mensagem' });

async function fillContactForm(main: Locator) {
  await main.getByLabel('Nome').fill(contact.name);
  await main.getByLabel('Email').fill(contact.email);
  await main.getByLabel('Telefone').fill(contact.phone);
  await main.getByLabel('Assunto').fill(contact.subject);
  await main.getByLabel('Mensagem').fill(contact.message);
}

e2e.test(
  'the contact form shows A enviar..., then its success modal, and posts the documented body',
  { viewport: 'desktop' },
  async ({ page, sink }) => {
    await visit(page, '/contactos');
    const main = contactForm(page);
    await fillContactForm(main);

    await delayHook(page, 'contact', 1500);
    const startedAt = Date.now();
    await main.getByRole('button', { name: 'Enviar Mensagem' }).click();
    await main.getByRole('button', { name: 'A enviar...' }).waitFor();
    const modal = page.getByRole('dialog', { name: 'Mensagem Enviada!' });
    await modal.waitFor();

    const body = (await sink.waitForSubmission('contact')) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), CONTACT_KEYS);
    assert.deepEqual(
      { ...body, submittedAt: 'checked below' },
      {
        formId: 'contact_form',
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        subject: contact.subject,
        message: contact.message,
        submittedAt: 'checked below',
        source: 'contact_page',
      },
    );
    assertRecentIso(body.submittedAt, startedAt);
    assert.equal(sink.received('contact').length, 1, 'posted once');

    await modal.getByRole('button', { name: 'Fechar' }).click();
    await modal.waitFor({ state: 'hidden' });
    assert.equal(await main.getByLabel('Assunto').inputValue(), '', 'the form is reset');
  },
);

e2e.test(
  'a failing contact webhook shows the alert and keeps what was typed',
  { allowErrors: [FAILED_RESOURCE] },
  async ({ page, sink }) => {
    sink.setStatus('contact', 500);
    const dialogs = recordDialogs(page);
    await visit(page, '/contactos');
    const main = contactForm(page);
    await fillContactForm(main);
    await main.getByRole('button', { name: 'Enviar Mensagem' }).click();

    for (let i = 0; i < 50 && dialogs.length === 0; i += 1) await sleep(100);
    assert.deepEqual(dialogs, [SEND_FAILED]);
    await main.getByRole('button', { name: 'Enviar Mensagem' }).waitFor();

    assert.equal(await page.getByRole('dialog', { name: 'Mensagem Enviada!' }).count(), 0);
    assert.equal(await main.getByLabel('Nome').inputValue(), contact.name);
    assert.equal(await main.getByLabel('Email').inputValue(), contact.email);
    assert.equal(await main.getByLabel('Telefone').inputValue(), contact.phone);
    assert.equal(await main.getByLabel('Assunto').inputValue(), contact.subject);
    assert.equal(await main.getByLabel('Mensagem').inputValue(), contact.message);
    assert.deepEqual(sink.received('contact'), []);
  },
);

e2e.test('the contact form reports every missing required field without posting', async ({ page, sink }) => {
  const sinkRequests = recordSinkRequests(page);
  await visit(page, '/contactos');
  const main = contactForm(page);
  await main.getByRole('button', { name: 'Enviar Mensagem' }).click();
  for (const error of [
    'O nome é obrigatório.',
    'O email é obrigatório.',
    'O assunto é obrigatório.',
    'A mensagem é obrigatória.',
  ]) {
    await main.getByText(error).waitFor();
  }
  // The phone is optional: no error for it while empty, one for a number that is not one.
  assert.equal(await main.getByText(FIELD_MESSAGES.phoneInvalid).count(), 0);
  await main.getByLabel('Telefone').fill('12');
  await main.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await main.getByText(FIELD_MESSAGES.phoneInvalid).waitFor();

  await sleep(500);
  assert.deepEqual(sinkRequests, [], 'nothing was sent to a webhook');
  assert.deepEqual(sink.received('contact'), []);
  assert.equal(await page.getByRole('dialog').count(), 0);
});
