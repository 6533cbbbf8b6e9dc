import { describe, expect, it } from 'vitest';
import settings from '#src/generated/settings.json';
import { chatUrl } from './chat-url.ts';

describe('chatUrl', () => {
  it('opens a chat with the business number from settings', () => {
    const url = new URL(chatUrl('Olá'));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${settings.business.chat.number}`);
  });

  it('carries the message, percent-encoded', () => {
    const message = 'Olá! Quero saber mais sobre a formação "Gel & Acrygel"? 100%';
    const url = chatUrl(message);
    expect(url).toBe(`https://wa.me/${settings.business.chat.number}?text=${encodeURIComponent(message)}`);
    // Nothing in the text can end the parameter early or break the link.
    expect(url.split('?text=')[1]).not.toMatch(/[ "&#?]/);
    expect(new URL(url).searchParams.get('text')).toBe(message);
  });

  it('encodes the prefilled greeting so nothing is lost', () => {
    const greeting = settings.business.chat.defaultMessage;
    expect(new URL(chatUrl(greeting)).searchParams.get('text')).toBe(greeting);
  });
});
