// Route module for /loja/{category} and /loja/{category}/{subcategory}; the page lives in src/features/shop/.
import { CategoryPage } from '#src/features/shop/category-page.tsx';

export default function Route() {
  return <CategoryPage />;
}
