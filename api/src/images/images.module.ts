import { Module } from '@nestjs/common';
import { ImageCleanup } from './image-cleanup';
import { ImageReferences } from './image-references';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';

@Module({
  controllers: [ImagesController],
  providers: [ImagesService, ImageReferences, ImageCleanup],
  exports: [ImagesService, ImageReferences],
})
export class ImagesModule {}
