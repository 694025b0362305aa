import { CONTACTS_PAGE_SIZE } from '@threadline/contracts';
import { PagedQuery } from '../../common/page-query';

/** GET /contacts: one page of the inbox, newest first. */
export class ListContactsQueryDto extends PagedQuery(CONTACTS_PAGE_SIZE) {}
