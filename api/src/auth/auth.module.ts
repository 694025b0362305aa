import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AuditModule } from '../audit/audit.module';
import { AppConfig } from '../config/app.config';
import { QuoteThreadsModule } from '../quote-threads/quote-threads.module';
import { UsersModule } from '../users/users.module';
import { FirebaseAuthModule } from '../firebase/firebase-auth.module';
import { FirebaseSessionSync } from './firebase-session-sync';
import { AuthenticationGuard } from './guards/authentication.guard';
import { RolesGuard } from './guards/roles.guard';
import { API_TOKEN_ISSUER, JwtStrategy } from './jwt.strategy';
import { SessionController } from './session.controller';
import { SessionService } from './session.service';

@Module({
  imports: [
    UsersModule,
    QuoteThreadsModule,
    FirebaseAuthModule,
    AuditModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.auth.jwtSecret,
        signOptions: {
          algorithm: 'HS256',
          issuer: API_TOKEN_ISSUER,
          expiresIn: config.auth.jwtExpiresIn as number,
        },
        verifyOptions: { algorithms: ['HS256'], issuer: API_TOKEN_ISSUER },
      }),
    }),
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
