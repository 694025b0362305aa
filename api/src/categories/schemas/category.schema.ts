import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { CATEGORY_ICONS, DEFAULT_CATEGORY_ICON, type CategoryIcon } from '@threadline/contracts';

@Schema({ collection: 'categories', versionKey: false })
export class Category {
  /** The slug in /products/{key}; fixed once created. */
  @Prop({ required: true, unique: true })
  key!: string;

  @Prop({ required: true, trim: true })
  title!: string;

  @Prop({ required: true, trim: true })
  description!: string;

  @Prop({ required: true })
  image!: string;

  @Prop({ type: String, enum: CATEGORY_ICONS, default: DEFAULT_CATEGORY_ICON })
  icon!: CategoryIcon;

  @Prop({ type: [String], default: [] })
  galleryImages!: string[];

  @Prop({ default: () => new Date() })
  createdAt!: Date;
}

export type CategoryDocument = HydratedDocument<Category>;
export const CategorySchema = SchemaFactory.createForClass(Category);
