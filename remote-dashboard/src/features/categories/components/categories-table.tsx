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
      <table className={styles.table}>
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
              <td>
                <img
                  className={styles.thumb}
                  src={resolveImage(category.image)}
                  alt={category.title}
                />
              </td>
              <th scope="row">{category.title}</th>
              <td className={styles.key}>{category.key}</td>
              <td>{category.icon}</td>
              <td>
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
