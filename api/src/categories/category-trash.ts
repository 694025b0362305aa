import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import type { StoredTrashEntry } from '../trash/stored-trash-entry';
import { TrashRegistry } from '../trash/trash-registry';
import type { CategoryData } from './categories.service';
import { CatalogueCache } from './catalogue-cache';
import { CategoryImages } from './category-images';

const RECORD_ID = /^[0-9a-f]{24}$/;

/** A category in the trash: its document goes; its images stay until it is purged. */
@Injectable()
export class CategoryTrash implements OnModuleInit {
  constructor(
    private readonly registry: TrashRegistry,
    private readonly catalogue: CatalogueCache,
    private readonly images: CategoryImages,
  ) {}

  onModuleInit(): void {
    const refresh = async () => this.catalogue.invalidate();
    this.registry.register({
      kind: 'category',
      partsOf: (recordId) =>
        RECORD_ID.test(recordId)
          ? [{ collection: 'categories', filter: { _id: new Types.ObjectId(recordId) } }]
          : null,
      labelOf: (category) => `${String(category.title)} (${String(category.key)})`,
      afterTrash: refresh,
      afterRestore: refresh,
      purge: (entry: StoredTrashEntry) =>
        this.images.deleteUnusedImagesOf(entry.parts[0].docs[0] as CategoryData),
    });
  }
}
