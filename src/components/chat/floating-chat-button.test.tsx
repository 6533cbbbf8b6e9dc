// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import settings from '#src/generated/settings.json';
import { ChatLink } from './chat-link.tsx';
import { chatUrl } from './chat-url.ts';
import { FloatingChatButton } from './floating-chat-button.tsx';

afterEach(cleanup);

describe('FloatingChatButton', () => {
  it('opens the chat app in a new tab with the prefilled greeting', () => {
    render(<FloatingChatButton />);
    const link = screen.getByRole('link', { name: 'Falar connosco no WhatsApp' });
    expect(link.getAttribute('href')).toBe(chatUrl(settings.business.chat.defaultMessage));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

describe('ChatLink', () => {
  it('carries its own message, class and text', () => {
    render(
      <ChatLink message={settings.business.chat.courseMessage} className="button">
        Fale connosco
      </ChatLink>,
    );
    const link = screen.getByRole('link', { name: 'Fale connosco' });
    expect(link.getAttribute('href')).toBe(chatUrl(settings.business.chat.courseMessage));
    expect(link.className).toBe('button');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
