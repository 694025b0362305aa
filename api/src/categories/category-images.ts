import { Injectable } from '@nestjs/common';
import { ImageUsage } from '../images/image-usage';
import { ImagesService } from '../images/images.service';
import type { CategoryData } from './categories.service';

/** A deleted category's pictures: the ones this API stores go too, unless another record shows them. */
@Injectable()
export class CategoryImages {
  constructor(
    private readonly images: ImagesService,
    private readonly usage: ImageUsage,
  ) {}

  // The category goes first: a failure here leaves unused images behind (the clean-up takes them
  // later), never a category pointing at deleted ones. An image any other record still shows,
  // another category or someone's profile photo, is kept.
  async deleteUnusedImagesOf(category: CategoryData): Promise<void> {
    for (const url of new Set([category.image, ...(category.galleryImages ?? [])])) {
      const id = this.images.idFromUrl(url);
      if (id && !(await this.usage.isReferenced(id.toHexString()))) await this.images.delete(id);
    }
  }
}
