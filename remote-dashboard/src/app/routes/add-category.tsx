import { PageHeader } from '../../components/page-header';
import { AddCategoryForm } from '../../features/categories/components/add-category-form';

export function AddCategoryRoute() {
  return (
    <>
      <PageHeader
        title="Add Category"
        description="Create a product category with its main image, icon and gallery. It appears on the public site at once."
      />
      <AddCategoryForm />
    </>
  );
}
