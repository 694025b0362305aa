import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  NotFoundException,
  Param,
  Post,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiMessages, type AdminCheckResponse } from '@threadline/contracts';
import type { AuthPrincipal } from '../auth/auth-principal';
import { AcceptFirebaseIdToken } from '../auth/decorators/accept-firebase-id-token.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { SaveOwnUserDto } from './dto/save-own-user.dto';
import { UsersService, type UserRecordData } from './users.service';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post()
  @AcceptFirebaseIdToken()
  @ApiCreatedResponse({
    description: '`{ acknowledged: true, insertedId }` when the record was created.',
  })
  @ApiOkResponse({
    description: '`{ acknowledged: true, modifiedCount }` when it already existed.',
  })
  async saveOwnRecord(
    @CurrentUser() caller: AuthPrincipal,
    @Body() dto: SaveOwnUserDto,
    @Res({ passthrough: true }) response: Response,
  ) {
    const inviter = dto.refCode ? await this.users.findInviter(dto.refCode) : null;
    const result = await this.users.saveOwnRecord(
      {
        uid: caller.uid,
        email: caller.email,
        emailVerified: caller.emailVerified,
        name: caller.name,
      },
      { name: dto.name ?? undefined, photoURL: dto.photoURL || undefined },
      inviter?.uid,
    );
    if (result.created) return { acknowledged: true, insertedId: result.insertedId };
    response.status(200);
    return { acknowledged: true, modifiedCount: result.modifiedCount };
  }

  @Get('me')
  @ApiOkResponse({ description: 'The caller’s user record plus partnersCount.' })
  async findMe(
    @CurrentUser() caller: AuthPrincipal,
  ): Promise<UserRecordData & { partnersCount: number }> {
    const [record, partnersCount] = await Promise.all([
      this.users.findByUid(caller.uid),
      this.users.countPartnersOf(caller.uid),
    ]);
    if (!record) throw new NotFoundException(ApiMessages.userNotFound);
    return { ...record, partnersCount };
  }

  @Get('admin/:email')
  @ApiOkResponse({ description: '`{ admin: boolean }`' })
  @ApiForbiddenResponse({ description: 'Asking about someone else without being an admin.' })
  async checkAdmin(
    @CurrentUser() caller: AuthPrincipal,
    @Param('email') email: string,
  ): Promise<AdminCheckResponse> {
    if (email.trim().toLowerCase() === caller.email.toLowerCase())
      return { admin: caller.role === 'admin' };
    if (caller.role !== 'admin') throw new ForbiddenException(ApiMessages.otherUsersAdminStatus);
    const user = await this.users.findByEmail(email);
    return { admin: user?.role === 'admin' };
  }
}
