// The chat app's mark, a module of its own: the floating chat button, loaded on every page after it
// is up, needs only this icon and not the rest of ./icons.tsx.
import { FilledIcon, type IconProps } from './icons-core.tsx';

/**
 * The chat app's (WhatsApp) speech-bubble mark. Its path is written to 0.1 of the 24-unit box
 * (under 0.13 px at the largest size it is shown): half the bytes of two decimals, on every page
 * that shows it.
 */
export const ChatIcon = ({ size = 28, ...props }: IconProps) => (
  <FilledIcon size={size} {...props}>
    <path d="M12 2a10 10 0 0 0-8.5 14.9L2 22l5.3-1.4a10 10 0 0 0 4.7 1.2A10 10 0 0 0 19 5 10 10 0 0 0 12 2m0 18.2A8 8 0 0 1 7.8 19l-.3-.2-3 .8.7-3-.2-.3a8 8 0 0 1-1.2-4.4 8.2 8.2 0 0 1 14-5.8 8 8 0 0 1 2.5 5.8c0 4.6-3.7 8.3-8.3 8.3m4.6-6.2-1.7-.8q-.4-.2-.6.1l-.8 1q-.2.2-.5 0-.5 0-2-1.2l-1.4-1.7q-.1-.4.1-.5l.4-.5.2-.4q0-.2 0-.4l-.7-1.8q-.3-.6-.6-.5h-.5q-.2 0-.6.3c-.3.3-.9.9-.9 2.1s.9 2.4 1 2.6c.1.1 1.8 2.6 4.2 3.7l1.5.5q.8.3 1.5.1c.5 0 1.5-.6 1.7-1.2q.3-.9.1-1.1z" />
  </FilledIcon>
);
