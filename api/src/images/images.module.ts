import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { ImageCleanup } from './image-cleanup';
import { ImageUsage } from './image-usage';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';

@Module({
  imports: [FilesModule],
  controllers: [ImagesController],
  providers: [ImagesService, ImageUsage, ImageCleanup],
  exports: [ImagesService, ImageUsage],
})
export class ImagesModule {}
