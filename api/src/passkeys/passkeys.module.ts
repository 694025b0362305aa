import { Module } from '@nestjs/common';
import { ApiTokenJwtModule } from '../access/api-token-jwt.module';
import { AuditModule } from '../audit/audit.module';
import { UsersModule } from '../users/users.module';
import { PasskeyRecoveryService } from './passkey-recovery.service';
import { PasskeyStore } from './passkey-store';
import { PasskeysController } from './passkeys.controller';
import { PasskeysService } from './passkeys.service';
import { StepUpTokens } from './step-up-tokens';
import { WebAuthnChallenges } from './webauthn-challenges';

/** Passkeys (WebAuthn) and the admin step-up; the guards read the store and the step-up rules. */
@Module({
  imports: [ApiTokenJwtModule, AuditModule, UsersModule],
  controllers: [PasskeysController],
  providers: [
    PasskeyStore,
    WebAuthnChallenges,
    StepUpTokens,
    PasskeysService,
    PasskeyRecoveryService,
  ],
  exports: [PasskeyStore, StepUpTokens],
})
export class PasskeysModule {}
