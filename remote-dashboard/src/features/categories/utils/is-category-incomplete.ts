/** What every category needs, however the form gives its image and gallery. */
export interface CategoryEssentials {
  title: string;
  description: string;
  icon: string;
  hasImage: boolean;
  hasGallery: boolean;
}

/**
 * True when a field the spec requires of every category (section 5) is blank. The add and edit
 * forms both answer it with the one catch-all message, so which field is missing does not matter.
 */
export function isCategoryIncomplete({
  title,
  description,
  icon,
  hasImage,
  hasGallery,
}: CategoryEssentials): boolean {
  return !title.trim() || !description.trim() || !hasImage || !icon || !hasGallery;
}
