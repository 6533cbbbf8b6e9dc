import { business } from '#src/generated/settings.json';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import { useCourseCards } from '#src/data/page-hooks.tsx';
import { ChatIcon } from '#src/components/icons/chat-icon.tsx';
import { ChatLink } from '#src/components/chat/chat-link.tsx';
import { courseTypeLabel } from '#src/lib/courses.ts';
import type { CourseType } from '#src/lib/schema.ts';
import { CourseCard } from '#src/components/course-card/course-card.tsx';
import { lazySkeleton } from '#src/components/skeleton/lazy-skeleton.tsx';
import './courses-page.css';

/** Loaded the first time the page waits for its data (src/components/skeleton/lazy-skeleton.tsx). */
const CourseGridSkeleton = lazySkeleton(
  'A carregar formações…',
  async () => (await import('./course-skeletons.tsx')).CourseGridSkeleton,
);

const COURSE_TYPES: { type: CourseType; title: string; text: string }[] = [
  {
    type: 'presencial',
    title: 'Formação Presencial',
    text: `Aulas no nosso atelier em ${business.address.city}, em grupos pequenos, com prática em modelos reais e a formadora sempre ao seu lado.`,
  },
  {
    type: 'online',
    title: 'Formação Online',
    text: 'Aprenda ao seu ritmo, onde estiver, com aulas em vídeo, materiais de apoio e esclarecimento de dúvidas com a formadora.',
  },
  {
    type: 'privado',
    title: 'Formação Privada',
    text: 'Formação individual, com programa, horário e ritmo ajustados aos seus objetivos e à sua experiência.',
  },
];

const INFO_BLOCKS = [
  {
    title: 'Material incluído',
    text: 'Todo o material necessário para as aulas está incluído no preço da formação: só tem de trazer vontade de aprender.',
  },
  {
    title: 'Certificado de formação',
    text: 'No fim da formação recebe um certificado de formação que comprova as técnicas e competências adquiridas.',
  },
  {
    title: 'Acompanhamento pós-formação',
    text: 'Depois da formação continuamos ao seu lado: tire dúvidas e peça opinião sobre os seus trabalhos sempre que precisar.',
  },
  {
    title: 'Pagamento',
    text: 'Pode pagar por MB Way ou por transferência bancária. A sua vaga fica reservada com o pagamento de um sinal; enviamos todos os dados de pagamento quando fizer a inscrição.',
  },
] as const;

/** /formacoes: the three kinds of course, every course, and what each course includes. */
export function CoursesPage() {
  const { loading, data: courses } = useCourseCards();
  usePageMeta({
    title: 'Formações',
    description: `Formações em unhas de gel presenciais, online e privadas, com certificado e acompanhamento pós-formação, no ${business.name}.`,
  });

  return (
    <main id="main" className="page courses-page">
      <div className="container">
        <header className="page-intro courses-page__intro">
          <h1>Formações</h1>
          <p className="page-intro__lead">
            Aprenda a trabalhar com unhas de gel com quem o faz todos os dias. Escolha o formato que melhor se
            adapta a si e dê o primeiro passo numa nova profissão.
          </p>
        </header>

        <section className="courses-page__types" aria-labelledby="course-types-title">
          <h2 id="course-types-title" className="section-title">
            Tipos de formação
          </h2>
          <ul className="courses-page__type-list">
            {COURSE_TYPES.map((item) => (
              <li key={item.type} className="card courses-page__type">
                <span className={`badge course-type course-type--${item.type}`}>
                  {courseTypeLabel(item.type)}
                </span>
                <h3 className="courses-page__type-title">{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="section" aria-labelledby="course-list-title">
          <h2 id="course-list-title" className="section-title">
            As nossas formações
          </h2>
          {loading ? (
            <CourseGridSkeleton />
          ) : courses.length === 0 ? (
            <p className="courses-page__empty">Não há formações disponíveis no momento.</p>
          ) : (
            <ul className="grid course-grid">
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="courses-page__info" aria-labelledby="course-info-title">
          <h2 id="course-info-title" className="section-title">
            Informações importantes
          </h2>
          <ul className="courses-page__info-list">
            {INFO_BLOCKS.map((block) => (
              <li key={block.title} className="card courses-page__info-block">
                <h3>{block.title}</h3>
                <p>{block.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="courses-page__chat card" aria-labelledby="course-chat-title">
          <h2 id="course-chat-title">Tem dúvidas sobre qual a formação ideal para si?</h2>
          <p>Fale connosco: ajudamos a escolher a formação certa para os seus objetivos.</p>
          <ChatLink className="button" message={business.chat.courseMessage}>
            <ChatIcon size={20} />
            Falar no WhatsApp
            <span className="visually-hidden"> (abre numa nova janela)</span>
          </ChatLink>
        </section>
      </div>
    </main>
  );
}
