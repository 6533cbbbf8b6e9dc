import { ChatLink } from '#src/components/chat/chat-link.tsx';
import {
  ChatIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  SocialIcon,
} from '#src/components/icons/icons.tsx';
import { telHref } from '#src/lib/phone.ts';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import { OpeningHours } from '#src/components/opening-hours/opening-hours.tsx';
import { business } from '#src/generated/settings.json';
import { ContactForm } from './contact-form.tsx';
import './contact-page.css';

const { address } = business;

/** /contactos: how to reach the centre, the contact form and the map (docs/product.md §2.14). */
export function ContactPage() {
  usePageMeta({
    title: 'Contactos',
    description: `Fale com o ${business.name}: morada em ${address.city}, telefone, email, horário de funcionamento e formulário de contacto.`,
  });

  return (
    <main id="main" className="page contact-page">
      <div className="container">
        <header className="page-intro contact-page__header">
          <h1>Contactos</h1>
          <p className="page-intro__lead">
            Tem dúvidas sobre as formações ou os produtos? Escreva-nos, ligue-nos ou visite-nos: teremos todo
            o gosto em ajudar.
          </p>
        </header>

        <div className="contact-page__layout">
          <section className="contact-page__info card" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="contact-page__section-title">
              Informações de Contacto
            </h2>
            <address className="contact-page__details">
              <div className="contact-page__item">
                <MapPinIcon size={22} />
                <div>
                  <h3 className="contact-page__item-title">Morada</h3>
                  <p>
                    {address.street}
                    <br />
                    {address.postalCode} {address.city}
                  </p>
                </div>
              </div>
              <div className="contact-page__item">
                <PhoneIcon size={22} />
                <div>
                  <h3 className="contact-page__item-title">Telefone</h3>
                  <p>
                    <a href={telHref(business.phone)}>{business.phone}</a>
                  </p>
                </div>
              </div>
              <div className="contact-page__item">
                <MailIcon size={22} />
                <div>
                  <h3 className="contact-page__item-title">Email</h3>
                  <p>
                    <a href={`mailto:${business.email}`}>{business.email}</a>
                  </p>
                </div>
              </div>
            </address>

            <div className="contact-page__item">
              <ClockIcon size={22} />
              <div>
                <h3 className="contact-page__item-title">Horário de Funcionamento</h3>
                <OpeningHours className="contact-page__hours" />
              </div>
            </div>

            {business.social.length > 0 && (
              <div className="contact-page__social">
                <h3 className="contact-page__item-title">Siga-nos</h3>
                <ul className="contact-page__social-list">
                  {business.social.map((network) => (
                    <li key={network.url}>
                      <a
                        href={network.url}
                        target="_blank"
                        rel="noopener"
                        className="contact-page__social-link"
                      >
                        <SocialIcon network={network.name} size={20} />
                        <span>{network.name}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}

            <div className="contact-page__chat">
              <p>Prefere uma resposta rápida? Fale connosco no WhatsApp.</p>
              <ChatLink message={business.chat.defaultMessage} className="button contact-page__chat-button">
                <ChatIcon size={22} />
                Falar no WhatsApp
              </ChatLink>
            </div>
          </section>

          <section className="contact-page__form card" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="contact-page__section-title">
              Envie-nos uma Mensagem
            </h2>
            <ContactForm />
          </section>
        </div>

        <section className="contact-page__map" aria-labelledby="contact-map-title">
          <h2 id="contact-map-title" className="contact-page__section-title">
            Onde Estamos
          </h2>
          <div className="contact-page__map-frame">
            <iframe
              src={business.mapEmbedUrl}
              title={`Mapa com a localização do ${business.name}, ${address.street}, ${address.city}`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </div>
          <p className="contact-page__map-link">
            <a href={business.mapLinkUrl} target="_blank" rel="noopener">
              Ver mapa maior
            </a>
          </p>
        </section>
      </div>
    </main>
  );
}
