// The home page's sections below the fold, one chunk loaded when the first of them comes near the
// viewport (home-page.tsx; docs/decisions/009-hydration-and-loading.md).
export { HomeBlog } from './home-blog.tsx';
export { HomeChatCta } from './home-chat-cta.tsx';
export { HomeCourses } from './home-courses.tsx';
export { HomeProducts } from './home-products.tsx';
export { HomeStats } from './home-stats.tsx';
export { HomeTestimonials } from './home-testimonials.tsx';
