// The business's phone number as a link. A module of its own: the footer, the contact page and
// the legal pages link the number, and a page that imported it from the footer would load the
// footer's code (and its opening hours) before it hydrates.

/** `tel:` link target: the number without spaces or punctuation. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
