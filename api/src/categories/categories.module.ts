import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { ImagesModule } from '../images/images.module';
import { TrashModule } from '../trash/trash.module';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { CatalogueCache } from './catalogue-cache';
import { CategoryImages } from './category-images';
import { CategoryTrash } from './category-trash';
import { Category, CategorySchema } from './schemas/category.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: Category.name, schema: CategorySchema }]),
    ImagesModule,
    AuditModule,
    TrashModule,
  ],
  controllers: [CategoriesController],
  providers: [CategoriesService, CatalogueCache, CategoryImages, CategoryTrash],
  exports: [CategoriesService],
})
export class CategoriesModule {}
