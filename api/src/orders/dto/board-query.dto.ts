import { ORDER_BOARD_PAGE_SIZE, UPCOMING_PAGE_SIZE } from '@threadline/contracts';
import { PagedQuery } from '../../common/page-query';

/** GET /orders/board/{stage}: a page of one column (`page` from 1, `limit` up to 100). */
export class BoardColumnQueryDto extends PagedQuery(ORDER_BOARD_PAGE_SIZE) {}

/** GET /orders/upcoming: a page of the upcoming milestones. */
export class UpcomingQueryDto extends PagedQuery(UPCOMING_PAGE_SIZE) {}
