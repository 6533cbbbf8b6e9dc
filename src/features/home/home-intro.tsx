import { Link } from '#src/components/link/link.tsx';
import { LoopingVideo } from '#src/components/looping-video/looping-video.tsx';
import { business } from '#src/generated/settings.json';
import { paths } from '#src/lib/paths.ts';

/** Who we are, in two sentences, beside a short looping video. */
export function HomeIntro() {
  return (
    <section className="section home-intro" aria-labelledby="home-intro-title">
      <div className="container home-intro__inner">
        <div className="home-intro__text">
          <h2 id="home-intro-title">Bem-vinda ao {business.name}</h2>
          <p>
            Fundado por {business.founder}, o nosso atelier em {business.address.city} é um espaço dedicado à
            formação profissional em unhas de gel e aos produtos que usamos e testamos todos os dias.
          </p>
          <p>
            Aqui aprende com prática real, em grupos pequenos, e conta com o nosso acompanhamento mesmo depois
            de terminar a formação.
          </p>
          <Link className="button button--secondary" to={paths.about.getHref()}>
            Conhecer a nossa história
          </Link>
        </div>
        <LoopingVideo
          className="home-intro__video"
          src="/media/intro.mp4"
          poster="/media/intro-poster.webp"
          width={640}
          height={360}
          sizes="(min-width: 1200px) 600px, (min-width: 900px) 52vw, 100vw"
        />
      </div>
    </section>
  );
}
