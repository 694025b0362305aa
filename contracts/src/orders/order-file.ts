/** What the order's records carry: the files attached and who acted. */

import type { QuoteAttachment } from '../quotes';

/** A file on an order (photos, a PDF): `path` downloads it for the buyer and the admins. */
export interface OrderFile extends QuoteAttachment {
  /** `/orders/<orderId>/files/<fileId>`. */
  path: string;
}

/** Who did something and when: shown on the order and written to the audit trail. */
export interface OrderActor {
  name: string;
  email: string;
  role: 'admin' | 'buyer';
  at: string;
}
