import { Body, Controller, Get, NotFoundException, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { ApiMessages, ThreadMessages } from '@threadline/contracts';
import { type AuditOrigin, RequestOrigin } from '../audit/audit-origin.decorator';
import { AuditService } from '../audit/audit.service';
import type { AuthPrincipal } from '../access/auth-principal';
import { CurrentUser } from '../access/current-user.decorator';
import { Roles } from '../access/roles.decorator';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { ContactRepliesService } from './contact-replies.service';
import { ContactsService } from './contacts.service';
import { ContactReplyDto, ContactReplyView } from './dto/contact-reply.dto';

/** The inbox's Reply: written in the dashboard, sent by email, kept and audited. */
@ApiTags('contacts')
@Controller('contacts/:id/replies')
export class ContactRepliesController {
  constructor(
    private readonly contacts: ContactsService,
    private readonly replies: ContactRepliesService,
    private readonly audit: AuditService,
  ) {}

  @Roles('admin')
  @ApiBearerAuth()
  @Get()
  @ApiOperation({ summary: 'The replies sent to one message, oldest first' })
  @ApiOkResponse({ type: [ContactReplyView] })
  @ApiNotFoundResponse({ description: ApiMessages.contactNotFound })
  async list(@Param('id', ObjectIdPipe) id: Types.ObjectId): Promise<ContactReplyView[]> {
    if (!(await this.contacts.findById(id)))
      throw new NotFoundException(ApiMessages.contactNotFound);
    return this.replies.listFor(id);
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Post()
  @ApiOperation({ summary: 'Replies to the sender by email; the message becomes replied' })
  @ApiCreatedResponse({ type: ContactReplyView })
  @ApiBadRequestResponse({ description: `${ThreadMessages.textRequired}, …` })
  @ApiNotFoundResponse({ description: ApiMessages.contactNotFound })
  async reply(
    @RequestOrigin() origin: AuditOrigin,
    @CurrentUser() caller: AuthPrincipal,
    @Param('id', ObjectIdPipe) id: Types.ObjectId,
    @Body() body: ContactReplyDto,
  ): Promise<ContactReplyView> {
    const message = await this.contacts.findById(id);
    if (!message) throw new NotFoundException(ApiMessages.contactNotFound);
    await this.audit.record(origin, {
      action: 'contact.replied',
      target: {
        type: 'contact',
        id: id.toHexString(),
        label: message.subject ? `${message.email}: ${message.subject}` : message.email,
      },
      changes: [{ field: 'status', from: message.read ? 'read' : 'new', to: 'replied' }],
    });
    return this.replies.reply(id, { uid: caller.uid, email: caller.email }, body.text);
  }
}
