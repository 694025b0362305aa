import { Module } from '@nestjs/common';
import { FirebaseAuthService } from './firebase-auth.service';

/** firebase-admin's Auth, for verifying ID tokens (auth) and deleting accounts (users). */
@Module({
  providers: [FirebaseAuthService],
  exports: [FirebaseAuthService],
})
export class FirebaseAuthModule {}
