import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { CategoryKey, CategorySummary } from '@threadline/contracts';
import { AppConfig } from '../config/app.config';
import { toPublicImageUrl, toStoredImageRef } from '../images/image-paths';
import type { CategoryFieldsDto } from './dto/category-fields.dto';
import { CatalogueCache } from './catalogue-cache';
import { Category } from './schemas/category.schema';

export type CategoryData = Category & { _id: Types.ObjectId };
export type NewCategory = CategoryFieldsDto & { key: CategoryKey };

/**
 * The categories collection, one method per question. Images of this API are stored as
 * `/images/<id>` paths and answered as URLs under the current PUBLIC_API_URL (images/image-paths).
 * Every write clears the public catalogue's in-process cache, so this process never serves what
 * it has just changed.
 */
@Injectable()
export class CategoriesService implements OnModuleInit {
  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    private readonly config: AppConfig,
    private readonly catalogue: CatalogueCache,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.categories.init();
  }

  async listSummaries(): Promise<CategorySummary[]> {
    const summaries = await this.categories
      .find({}, { _id: 0, key: 1, title: 1, image: 1, icon: 1 })
      .sort({ createdAt: 1, _id: 1 })
      .lean<CategorySummary[]>()
      .exec();
    return summaries.map((summary) => ({ ...summary, image: this.publicUrl(summary.image) }));
  }

  async findByKey(key: CategoryKey): Promise<CategoryData | null> {
    const category = await this.categories.findOne({ key }).lean<CategoryData>().exec();
    return category && this.withPublicUrls(category);
  }

  async exists(key: CategoryKey): Promise<boolean> {
    return (await this.categories.exists({ key }).exec()) !== null;
  }

  /** A duplicate key surfaces as Mongo's 11000, which the exception filter answers with 409. */
  async create(category: NewCategory): Promise<CategoryData> {
    const created = await this.categories
      .create({
        ...category,
        ...this.storedImages(category),
        createdAt: new Date(),
      })
      .finally(() => this.catalogue.invalidate());
    return created.toObject() as CategoryData;
  }

  /** Returns false when there is no category with that key. */
  async update(key: CategoryKey, fields: CategoryFieldsDto): Promise<boolean> {
    const { title, description, icon } = fields;
    const { image, galleryImages } = this.storedImages(fields);
    const result = await this.categories
      .updateOne(
        { key },
        { $set: { title, description, image, icon, galleryImages } },
        { runValidators: true },
      )
      .exec()
      .finally(() => this.catalogue.invalidate());
    return result.matchedCount > 0;
  }

  private storedImages(fields: Pick<CategoryFieldsDto, 'image' | 'galleryImages'>) {
    const { publicApiUrl } = this.config.http;
    return {
      image: toStoredImageRef(fields.image, publicApiUrl),
      galleryImages: fields.galleryImages.map((url) => toStoredImageRef(url, publicApiUrl)),
    };
  }

  private publicUrl(reference: string): string {
    return toPublicImageUrl(reference, this.config.http.publicApiUrl);
  }

  private withPublicUrls(category: CategoryData): CategoryData {
    return {
      ...category,
      image: this.publicUrl(category.image),
      galleryImages: (category.galleryImages ?? []).map((url) => this.publicUrl(url)),
    };
  }
}
