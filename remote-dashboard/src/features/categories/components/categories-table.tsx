import type { CategorySummary } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import styles from './categories.module.css';

export function CategoriesTable({
  categories,
  resolveImage,
  onEdit,
  onDelete,
}: {
  categories: CategorySummary[];
  resolveImage: (source: string) => string;
  onEdit: (category: CategorySummary) => void;
  onDelete: (category: CategorySummary) => void;
}) {
  return (
    <div className={styles.tableWrapper}>
      <table className={`${styles.table} ${ui.stackedTable}`}>
        <caption className={ui.visuallyHidden}>All product categories</caption>
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col">Title</th>
            <th scope="col">Key</th>
            <th scope="col">Icon</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.key}>
              <td data-label="Image">
                <img
                  className={styles.thumb}
                  src={resolveImage(category.image)}
                  alt={category.title}
                />
              </td>
              <th scope="row" data-label="Title">
                {category.title}
              </th>
              <td className={styles.key} data-label="Key">
                {category.key}
              </td>
              <td data-label="Icon">{category.icon}</td>
              <td data-label="Actions">
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={ui.button}
                    aria-label={`Edit ${category.title}`}
                    onClick={() => onEdit(category)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={ui.buttonDanger}
                    aria-label={`Delete ${category.title}`}
                    onClick={() => onDelete(category)}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
