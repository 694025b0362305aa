import type { AuditEntry } from '@threadline/contracts';
import { paths } from '../../../config/paths';

/**
 * Where an entry's target can be seen, or null when it is gone (a later deletion) or is not a
 * record (an export, a refused sign-in).
 */
export function targetHref(entry: AuditEntry): string | null {
  const { target } = entry;
  if (entry.targetExists === false || !target.id) return null;
  switch (target.type) {
    case 'user':
      return target.label ? paths.manageUsers.getHref({ search: target.label }) : null;
    case 'category':
      return paths.category.getHref(target.id);
    case 'contact':
      return paths.contactMessages.getHref({ message: target.id });
    case 'quote':
      return target.label ? paths.quoteRequests.getHref({ search: target.label }) : null;
    case 'style':
      return paths.style.getHref(target.id);
    default:
      return null;
  }
}
