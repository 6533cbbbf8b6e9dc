import { ChatIcon } from '#src/components/icons/chat-icon.tsx';
import { ChatLink } from '#src/components/chat/chat-link.tsx';
import { business } from '#src/generated/settings.json';

/** The closing call to action: talk to us in the chat app. */
export function HomeChatCta() {
  return (
    <section className="home-chat-cta" aria-labelledby="home-chat-title">
      <div className="container home-chat-cta__inner">
        <h2 id="home-chat-title">Tem alguma dúvida?</h2>
        <p>
          Fale connosco por mensagem: ajudamos a escolher a formação ou os produtos certos para si e
          respondemos o mais depressa possível.
        </p>
        <ChatLink className="button home-chat-cta__button" message={business.chat.defaultMessage}>
          <ChatIcon size={22} />
          Falar connosco no WhatsApp
          <span className="visually-hidden"> (abre numa nova janela)</span>
        </ChatLink>
      </div>
    </section>
  );
}
