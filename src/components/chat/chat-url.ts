import { business } from '#src/generated/settings.json';

/** The chat-app (WhatsApp) link that opens a conversation with the business, with `message` typed in. */
export function chatUrl(message: string): string {
  return `https://wa.me/${business.chat.number}?text=${encodeURIComponent(message)}`;
}
