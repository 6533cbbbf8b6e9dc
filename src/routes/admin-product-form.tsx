// Route module for the admin's product form (new and edit); the form lives in src/features/admin/.
import { ProductFormPage } from '#src/features/admin/product-form.tsx';

export default function Route() {
  return <ProductFormPage />;
}
