/** The hero's pictures span the window's width (the page preloads the first at this size). */
export const HERO_IMAGE_SIZES = '100vw';
