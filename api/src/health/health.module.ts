import { Module } from '@nestjs/common';
import { FirebaseAuthModule } from '../firebase/firebase-auth.module';
import { RateLimitStoreModule } from '../rate-limit/rate-limit-store.module';
import { HealthController } from './health.controller';

@Module({
  imports: [RateLimitStoreModule, FirebaseAuthModule],
  controllers: [HealthController],
})
export class HealthModule {}
