import type { ComponentPropsWithoutRef } from 'react';
import { chatUrl } from './chat-url.ts';

type ChatLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'target' | 'rel'> & {
  /** The text prefilled in the chat app (settings.business.chat has the site's texts). */
  message: string;
};

/** A link that opens the chat app in a new tab with a prefilled message. */
export function ChatLink({ message, children, ...props }: ChatLinkProps) {
  return (
    <a {...props} href={chatUrl(message)} target="_blank" rel="noopener">
      {children}
    </a>
  );
}
