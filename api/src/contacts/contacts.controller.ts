import {
  Body,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Types } from 'mongoose';
import {
  ApiMessages,
  CONTACTS_PAGE_SIZE,
  TOTAL_COUNT_HEADER,
  UNREAD_COUNT_HEADER,
  type ContactReceivedResponse,
  type DeletedCountResponse,
  type ModifiedCountResponse,
} from '@threadline/contracts';
import { Public } from '../auth/decorators/public.decorator';
import { Roles } from '../auth/decorators/roles.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { type ContactMessageData, ContactsService } from './contacts.service';
import { ListContactsQueryDto } from './dto/list-contacts-query.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

@ApiTags('contacts')
@Controller('contacts')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Public()
  @RateLimit('contacts')
  @Post()
  @ApiCreatedResponse({ description: `{ message: '${ApiMessages.contactReceived}', insertedId }` })
  @ApiBadRequestResponse({ description: 'The contact form’s field messages.' })
  @ApiTooManyRequestsResponse({ description: ApiMessages.tooManyRequests })
  async create(@Body() dto: CreateContactMessageDto): Promise<ContactReceivedResponse> {
    const id = await this.contacts.create(dto);
    return { message: ApiMessages.contactReceived, insertedId: id.toHexString() };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Get()
  @ApiOkResponse({
    description: `One page of messages (an array), newest first; the number of all messages is in ${TOTAL_COUNT_HEADER}, of the unread ones in ${UNREAD_COUNT_HEADER}.`,
    headers: {
      [TOTAL_COUNT_HEADER]: { description: 'All messages.' },
      [UNREAD_COUNT_HEADER]: { description: 'Messages not yet marked read.' },
    },
  })
  @ApiBadRequestResponse({ description: 'A page or limit out of range.' })
  async list(
    @Query() query: ListContactsQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContactMessageData[]> {
    const [{ messages, total }, unread] = await Promise.all([
      this.contacts.findPage(query.page ?? 1, query.limit ?? CONTACTS_PAGE_SIZE),
      this.contacts.countUnread(),
    ]);
    response.setHeader(TOTAL_COUNT_HEADER, String(total));
    response.setHeader(UNREAD_COUNT_HEADER, String(unread));
    return messages;
  }

  /** Beyond the spec: lets the inbox keep its unread count. */
  @Roles('admin')
  @ApiBearerAuth()
  @Patch(':id/read')
  @ApiOkResponse({ description: '`{ modifiedCount }`: 0 when it was already read.' })
  @ApiNotFoundResponse({ description: ApiMessages.contactNotFound })
  async markRead(@Param('id', ObjectIdPipe) id: Types.ObjectId): Promise<ModifiedCountResponse> {
    const modifiedCount = await this.contacts.markRead(id);
    if (modifiedCount === null) throw new NotFoundException(ApiMessages.contactNotFound);
    return { modifiedCount };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Delete(':id')
  @ApiOkResponse({ description: '`{ deletedCount: 1 }`' })
  @ApiNotFoundResponse({ description: ApiMessages.contactNotFound })
  async remove(@Param('id', ObjectIdPipe) id: Types.ObjectId): Promise<DeletedCountResponse> {
    const deletedCount = await this.contacts.remove(id);
    if (deletedCount === 0) throw new NotFoundException(ApiMessages.contactNotFound);
    return { deletedCount };
  }
}
