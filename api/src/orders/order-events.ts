import { EventEmitter } from 'node:events';
import { Injectable, Logger } from '@nestjs/common';
import type { OrderEventName } from '@threadline/contracts';

/** What each event carries: enough for a notification to name the order and its buyer. */
export interface OrderEvent {
  name: OrderEventName;
  orderId: string;
  reference: string;
  ownerUid?: string;
  buyerEmail: string;
  buyerName?: string;
  milestone?: string;
  /** Sample events: the round and, once decided, the decision and its comment. */
  round?: number;
  decision?: 'approved' | 'changes_requested';
  comment?: string;
  /** Who decided (sample decisions). */
  actorName?: string;
  inspectedOn?: string;
}

/**
 * The seam for notifications (the outbox on branch `mail`): the orders module says what
 * happened; a listener registered with on() decides what to send. No listener, no mail.
 * A failing listener is logged and never fails the order's request.
 */
@Injectable()
export class OrderEvents {
  private readonly emitter = new EventEmitter();
  private readonly logger = new Logger(OrderEvents.name);

  on(listener: (event: OrderEvent) => void | Promise<void>): () => void {
    const wrapped = (event: OrderEvent) => {
      Promise.resolve()
        .then(() => listener(event))
        .catch((error: unknown) =>
          this.logger.error(`An order event listener failed (${event.name}): ${String(error)}`),
        );
    };
    this.emitter.on('order', wrapped);
    return () => this.emitter.off('order', wrapped);
  }

  emit(event: OrderEvent): void {
    this.emitter.emit('order', event);
  }
}
