// Route module for the admin's product form (new and edit); the form lives in src/features/in-app-admin/.
import { ProductFormPage } from '#src/features/in-app-admin/product-form.tsx';

export default function Route() {
  return <ProductFormPage />;
}
