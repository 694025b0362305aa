import { changedFields, createdFields } from '../audit/audit-changes';
import type { AuditEvent } from '../audit/audit.service';
import type { CategoryData } from './categories.service';
import type { CategoryFieldsDto } from './dto/category-fields.dto';

/** The fields an audit entry shows the before → after of. */
const AUDITED_FIELDS = ['title', 'description', 'image', 'icon', 'galleryImages'] as const;

export const categoryCreatedEvent = (key: string, category: CategoryFieldsDto): AuditEvent => ({
  action: 'category.created',
  target: { type: 'category', id: key, label: category.title },
  changes: createdFields(category, AUDITED_FIELDS),
});

/** The edit as before → after, or undefined when the form was saved unchanged. */
export function categoryUpdatedEvent(
  key: string,
  before: CategoryData,
  after: CategoryFieldsDto,
): AuditEvent | undefined {
  const changes = changedFields<CategoryFieldsDto>(before, after, AUDITED_FIELDS);
  if (changes.length === 0) return undefined;
  return {
    action: 'category.updated',
    target: { type: 'category', id: key, label: after.title },
    changes,
  };
}

export const categoryDeletedEvent = (key: string, existing: CategoryData): AuditEvent => ({
  action: 'category.deleted',
  target: { type: 'category', id: key, label: existing.title },
});
