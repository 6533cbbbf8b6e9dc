// The top of the home page, the hero carousel and the introduction with its video: one chunk,
// loaded once the page has hydrated and the browser is idle (home-page.tsx). Their server HTML is
// on screen from the first paint; only their behaviour (the slides turning, the video) waits, and a
// tap on them before that hydrates them first (docs/decisions/009-hydration-and-loading.md).
export { HomeHero } from './home-hero.tsx';
export { HomeIntro } from './home-intro.tsx';
