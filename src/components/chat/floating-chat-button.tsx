import { business } from '#src/generated/settings.json';
import { ChatIcon } from '#src/components/icons/chat-icon.tsx';
import { ChatLink } from './chat-link.tsx';
import './floating-chat-button.css';

/** The round chat-app button that floats at the bottom right of every public page. */
export function FloatingChatButton() {
  // In a landmark of its own, so screen-reader users find it like the rest of the page.
  return (
    <aside aria-label="Contacto rápido">
      <ChatLink
        className="floating-chat-button"
        message={business.chat.defaultMessage}
        aria-label="Falar connosco no WhatsApp"
      >
        <ChatIcon size={30} />
      </ChatLink>
    </aside>
  );
}
