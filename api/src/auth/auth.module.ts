import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AuditModule } from '../audit/audit.module';
import { ApiTokenJwtModule } from '../access/api-token-jwt.module';
import { QuoteThreadsModule } from '../quote-threads/quote-threads.module';
import { PasskeysModule } from '../passkeys/passkeys.module';
import { UsersModule } from '../users/users.module';
import { FirebaseAuthModule } from '../firebase/firebase-auth.module';
import { FirebaseSessionSync } from './firebase-session-sync';
import { AuthenticationGuard } from './guards/authentication.guard';
import { RolesGuard } from './guards/roles.guard';
import { JwtStrategy } from './jwt.strategy';
import { SessionController } from './session.controller';
import { SessionService } from './session.service';

@Module({
  imports: [
    UsersModule,
    QuoteThreadsModule,
    FirebaseAuthModule,
    AuditModule,
    PassportModule,
    ApiTokenJwtModule,
    PasskeysModule,
  ],
  controllers: [SessionController],
  providers: [
    SessionService,
    FirebaseSessionSync,
    JwtStrategy,
    // Registration order is execution order: who the caller is, then what they may do.
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [FirebaseAuthModule],
})
export class AuthModule {}
