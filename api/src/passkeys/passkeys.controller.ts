import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Types } from 'mongoose';
import {
  ApiMessages,
  PasskeyMessages,
  type PasskeyRegistered,
  type PasskeySummary,
  type StepUpCompleted,
  type StepUpStatus,
} from '@threadline/contracts';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Roles } from '../access/roles.decorator';
import { FreshStepUp } from '../access/step-up';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import {
  PasskeyAssertionDto,
  PasskeyRegistrationDto,
  RecoveryCodeDto,
} from './dto/passkey-answer.dto';
import {
  PASSKEY_LIST_SCHEMA,
  PASSKEY_OPTIONS_SCHEMA,
  PASSKEY_REGISTERED_SCHEMA,
  PASSKEYS_RESET_SCHEMA,
  STEP_UP_COMPLETED_SCHEMA,
  STEP_UP_STATUS_SCHEMA,
} from './passkey-api-schemas';
import { PasskeyRecoveryService } from './passkey-recovery.service';
import { PasskeysService } from './passkeys.service';

/** The caller's own passkeys and the step-up of their session; an admin's reset of another's. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller()
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly recovery: PasskeyRecoveryService,
  ) {}

  @Get('auth/passkeys')
  @ApiOkResponse({ schema: PASSKEY_LIST_SCHEMA, description: "The caller's passkeys." })
  list(@CurrentUser() caller: AuthPrincipal): Promise<PasskeySummary[]> {
    return this.passkeys.list(caller);
  }

  @Get('auth/passkeys/status')
  @ApiOkResponse({ schema: STEP_UP_STATUS_SCHEMA, description: "The session's step-up." })
  status(@CurrentUser() caller: AuthPrincipal): Promise<StepUpStatus> {
    return this.passkeys.status(caller);
  }

  @Post('auth/passkeys/registration/options')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    schema: PASSKEY_OPTIONS_SCHEMA,
    description: 'For navigator.credentials.create().',
  })
  @ApiForbiddenResponse({ description: `${PasskeyMessages.stepUpRequired} (another passkey)` })
  registrationOptions(
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    return this.passkeys.registrationOptions(caller);
  }

  @Post('auth/passkeys/registration/verify')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    schema: PASSKEY_REGISTERED_SCHEMA,
    description: 'The passkey; the recovery code (shown once) when the account had none.',
  })
  @ApiBadRequestResponse({ description: PasskeyMessages.verificationFailed })
  verifyRegistration(
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
    @Body() dto: PasskeyRegistrationDto,
  ): Promise<PasskeyRegistered> {
    return this.passkeys.verifyRegistration(caller, origin, dto.response, dto.name);
  }

  @Post('auth/passkeys/step-up/options')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    schema: PASSKEY_OPTIONS_SCHEMA,
    description: 'For navigator.credentials.get().',
  })
  @ApiForbiddenResponse({ description: PasskeyMessages.passkeyRequired })
  stepUpOptions(
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.passkeys.stepUpOptions(caller);
  }

  @Post('auth/passkeys/step-up/verify')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ schema: STEP_UP_COMPLETED_SCHEMA, description: 'The stepped-up session token.' })
  @ApiBadRequestResponse({ description: PasskeyMessages.verificationFailed })
  verifyStepUp(
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
    @Body() dto: PasskeyAssertionDto,
  ): Promise<StepUpCompleted> {
    return this.passkeys.verifyStepUp(caller, origin, dto.response);
  }

  @Post('auth/passkeys/recovery')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ schema: STEP_UP_COMPLETED_SCHEMA, description: 'The stepped-up session token.' })
  @ApiBadRequestResponse({ description: PasskeyMessages.recoveryCodeInvalid })
  recover(
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
    @Body() dto: RecoveryCodeDto,
  ): Promise<StepUpCompleted> {
    return this.recovery.recover(caller, origin, dto.code);
  }

  @Delete('auth/passkeys/:credentialId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The passkey is removed.' })
  @ApiNotFoundResponse({ description: PasskeyMessages.passkeyNotFound })
  async remove(
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
    @Param('credentialId') credentialId: string,
  ): Promise<void> {
    await this.passkeys.remove(caller, origin, credentialId);
  }

  @Roles('admin')
  @FreshStepUp()
  @Delete('users/:id/passkeys')
  @ApiOkResponse({ schema: PASSKEYS_RESET_SCHEMA, description: PasskeyMessages.passkeysReset })
  @ApiBadRequestResponse({
    description: `${PasskeyMessages.cannotResetOwn}; ${PasskeyMessages.notAnAdmin}`,
  })
  @ApiNotFoundResponse({ description: ApiMessages.userNotFound })
  reset(
    @CurrentUser() caller: AuthPrincipal,
    @RequestOrigin() origin: AuditOrigin,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
  ): Promise<{ removedCount: number }> {
    return this.recovery.reset(caller, origin, id);
  }
}
