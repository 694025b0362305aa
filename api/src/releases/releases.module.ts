import { Module } from '@nestjs/common';
import { ReleasePreviewsService } from './release-previews.service';
import { ReleasesController } from './releases.controller';

@Module({ controllers: [ReleasesController], providers: [ReleasePreviewsService] })
export class ReleasesModule {}
