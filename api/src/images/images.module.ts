import { Module } from '@nestjs/common';
import { ImageCleanup } from './image-cleanup';
import { ImageUsage } from './image-usage';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';

@Module({
  controllers: [ImagesController],
  providers: [ImagesService, ImageUsage, ImageCleanup],
  exports: [ImagesService, ImageUsage],
})
export class ImagesModule {}
