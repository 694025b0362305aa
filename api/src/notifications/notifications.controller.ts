import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Public } from '../access/public.decorator';
import { NotificationPreferencesDto } from './dto/notification-preferences.dto';
import { NotificationPreferences } from './notification-preferences';

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly preferences: NotificationPreferences) {}

  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'One-click unsubscribe (RFC 8058) from status update emails',
    description:
      'The address of the List-Unsubscribe header; the signature scopes it to one subscriber.',
  })
  @ApiQuery({ name: 's', description: 'The subscriber: a uid, or email:<address> for a guest' })
  @ApiQuery({ name: 'sig', description: 'The signature from the email' })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  @ApiForbiddenResponse({ description: UNSUBSCRIBE_LINK_INVALID })
  async unsubscribe(
    @Query('s') subscriber: unknown,
    @Query('sig') signature: unknown,
  ): Promise<NotificationPreferencesDto> {
    if (
      typeof subscriber !== 'string' ||
      typeof signature !== 'string' ||
      subscriber.length > 400 ||
      !this.preferences.verify(subscriber, signature)
    )
      throw new ForbiddenException(UNSUBSCRIBE_LINK_INVALID);
    await this.preferences.setUpdates(subscriber, false);
    return { statusEmails: false };
  }

  @ApiBearerAuth()
  @Get('preferences')
  @ApiOperation({ summary: "The signed-in member's email preferences" })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  async mine(@CurrentUser() caller: AuthPrincipal): Promise<NotificationPreferencesDto> {
    return { statusEmails: await this.preferences.wantsUpdates(caller.uid) };
  }

  @ApiBearerAuth()
  @Put('preferences')
  @ApiOperation({ summary: 'Turns status update emails on or off (the Profile toggle)' })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  async update(
    @CurrentUser() caller: AuthPrincipal,
    @Body() body: NotificationPreferencesDto,
  ): Promise<NotificationPreferencesDto> {
    await this.preferences.setUpdates(caller.uid, body.statusEmails);
    return { statusEmails: body.statusEmails };
  }
}
