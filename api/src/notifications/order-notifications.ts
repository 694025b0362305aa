import {
  ORDER_MILESTONE_LABELS,
  orderPagePath,
  type OrderMilestoneKey,
  type QuoteStatus,
} from '@threadline/contracts';
import type { Types } from 'mongoose';
import type { OutgoingMail } from './mail-transport';
import type { Composed } from './notification-composer';
import type { PendingNotification } from './notification-event';
import type { NotificationPreferences } from './notification-preferences';
import type { OrderRecordForMail } from './order-record';
import {
  deliveryMovedEmail,
  inspectionEmail,
  milestoneLateEmail,
  orderPlacedEmail,
  sampleApprovalUndoneEmail,
  sampleDecidedEmail,
  sampleRoundWaitingEmail,
  shippedEmail,
} from './templates/order-emails';
import type { SubjectedEmail } from './templates/quote-emails';

/** What the order emails borrow from the composer: addresses, links and the envelope. */
export interface ComposeTools {
  preferences: NotificationPreferences;
  link(path: string, query?: Record<string, string>): string;
  teamAddresses(): Promise<string[]>;
  categoryTitle(key: string): Promise<string>;
  quoteStatusOf(id: Types.ObjectId): Promise<QuoteStatus | undefined>;
  mail(
    notification: PendingNotification,
    to: string[],
    email: SubjectedEmail,
    extra?: Partial<OutgoingMail>,
  ): Composed;
}

/**
 * The order emails. Each waits until the change it announces is in the order (write-ahead),
 * then goes to the buyer (who may have turned update emails off; a round waiting for their
 * approval always goes) or to the team. Every link opens the order's dashboard page.
 */
export async function composeOrderNotification(
  tools: ComposeTools,
  notification: PendingNotification,
  order: OrderRecordForMail,
): Promise<Composed> {
  const link = tools.link(orderPagePath(order._id.toHexString()));
  const { milestone, round } = notification.payload;
  const label = ORDER_MILESTONE_LABELS[milestone as OrderMilestoneKey] ?? String(milestone);
  const stored = (order.samples ?? []).find(
    (sample) => sample.milestone === milestone && sample.round === Number(round),
  );
  const subscriber = order.ownerUid ?? `email:${order.buyerEmail.toLowerCase()}`;
  const toBuyer = async (
    build: (unsubscribeHref?: string) => Promise<SubjectedEmail>,
    essential = false,
  ): Promise<Composed> => {
    if (essential) return tools.mail(notification, [order.buyerEmail], await build());
    if (!(await tools.preferences.wantsUpdates(subscriber)))
      return { skip: 'the buyer turned update emails off' };
    const href = tools.preferences.unsubscribeUrl(subscriber);
    const page = tools.preferences.unsubscribePageUrl(subscriber);
    return tools.mail(notification, [order.buyerEmail], await build(page), {
      headers: {
        'List-Unsubscribe': `<${href}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  };
  switch (notification.kind) {
    case 'order-placed-team':
    case 'order-placed-buyer': {
      // The order is stored before its audit entry and the quote's move to won, and taken back
      // if either fails: only a won quote's order is news.
      if (order.quoteId && (await tools.quoteStatusOf(order.quoteId)) !== 'won')
        return { wait: 'the order is not confirmed yet' };
      const toTeam = notification.kind === 'order-placed-team';
      const to = toTeam ? await tools.teamAddresses() : [order.buyerEmail];
      if (to.length === 0) return { skip: 'no admin and no SALES_EMAIL' };
      const email = await orderPlacedEmail(
        {
          ...order,
          quoteReference: order.quoteReference ?? '',
          categoryTitle: await tools.categoryTitle(order.categoryKey ?? ''),
          unitPrice: order.unitPrice ?? 0,
          currency: order.currency ?? '',
          incoterm: order.incoterm ?? '',
          paymentTerm: order.paymentTerm ?? '',
          deliveryDate: order.milestones.find((item) => item.key === 'delivered')?.plannedDate,
        },
        toTeam,
        link,
      );
      // The confirmation always goes: it is the buyer's record of what they committed to.
      return tools.mail(notification, to, email, toTeam ? { replyTo: order.buyerEmail } : {});
    }
    case 'order-sample-waiting': {
      if (!stored) return { wait: 'the sample round is not stored' };
      if (stored.decision) return { skip: 'the buyer already decided' };
      return toBuyer(
        () =>
          sampleRoundWaitingEmail(
            order,
            { label, round: stored.round, measurements: stored.measurements, note: stored.note },
            link,
          ),
        true,
      );
    }
    case 'order-sample-decided': {
      if (!stored?.decision) {
        // Written since without it: the buyer took the approval back (or the write was refused).
        if (order.updatedAt && order.updatedAt > notification.createdAt)
          return { skip: 'the decision was undone' };
        return { wait: 'the decision is not stored' };
      }
      const to = await tools.teamAddresses();
      if (to.length === 0) return { skip: 'no admin and no SALES_EMAIL' };
      const email = await sampleDecidedEmail(
        order,
        {
          label,
          round: stored.round,
          approved: stored.decision.decision === 'approved',
          by: stored.decision.by.name,
          comment: stored.decision.comment,
        },
        link,
      );
      return tools.mail(notification, to, email, { replyTo: order.buyerEmail });
    }
    case 'order-inspection': {
      const inspection = (order.inspections ?? []).find(
        (item) => String(item._id) === notification.payload.inspectionId,
      );
      if (!inspection) return { wait: 'the inspection is not stored' };
      return toBuyer((href) =>
        inspectionEmail(
          order,
          {
            passed: inspection.result === 'pass',
            aqls: inspection.plan
              ? `critical ${inspection.plan.classes.critical.aql}, major ${inspection.plan.classes.major.aql}, minor ${inspection.plan.classes.minor.aql}`
              : (inspection.aqlLevel ?? ''),
            plan: inspection.plan
              ? `lot of ${inspection.plan.lotSize} pcs, level ${inspection.plan.level}, code letter ${inspection.plan.codeLetter}`
              : undefined,
            reasons: inspection.reasons,
            sampleSize: inspection.sampleSize,
            defects: inspection.defects,
            inspectedOn: inspection.inspectedOn,
          },
          link,
          href,
        ),
      );
    }
    case 'order-shipped': {
      const shipped = order.milestones.find((item) => item.key === 'shipment')?.actualDate;
      if (!shipped) return { wait: 'the shipment date is not stored' };
      return toBuyer((href) =>
        shippedEmail(
          order,
          {
            date: shipped,
            carrier: order.shipment?.carrier,
            trackingNumber: order.shipment?.trackingNumber,
            eta: order.shipment?.eta,
          },
          link,
          href,
        ),
      );
    }
    case 'order-milestone-late': {
      // The hourly check found it late and sent its facts; recorded since, it is no news.
      const record = order.milestones.find((item) => item.key === milestone);
      if (!record) return { skip: 'no such milestone' };
      if (record.actualDate) return { skip: 'the milestone is no longer late' };
      const facts = {
        label,
        plannedDate: String(notification.payload.plannedDate),
        deliveryDate: String(notification.payload.deliveryDate),
      };
      if (notification.payload.audience === 'team') {
        const to = await tools.teamAddresses();
        if (to.length === 0) return { skip: 'no admin and no SALES_EMAIL' };
        return tools.mail(notification, to, await milestoneLateEmail(order, facts, true, link));
      }
      return toBuyer((href) => milestoneLateEmail(order, facts, false, link, href));
    }
    case 'order-sample-undone': {
      const decidedAt = stored?.decision?.by.at && new Date(stored.decision.by.at).toISOString();
      if (decidedAt === notification.payload.decidedAt) return { wait: 'the undo is not stored' };
      const to = await tools.teamAddresses();
      if (to.length === 0) return { skip: 'no admin and no SALES_EMAIL' };
      const email = await sampleApprovalUndoneEmail(order, { label, round: Number(round) }, link);
      return tools.mail(notification, to, email, { replyTo: order.buyerEmail });
    }
    case 'order-delivery-moved': {
      // Sent once the write that moved it is stored: its milestone carries the write's time.
      const at = String(notification.payload.at);
      const record = order.milestones.find((item) => item.key === milestone);
      const stamps = [record?.expected?.at, record?.recordedAt].map((stamp) =>
        stamp ? new Date(stamp).toISOString() : undefined,
      );
      if (!stamps.includes(at)) {
        // A later write went in instead (this one was refused, or replaced meanwhile).
        if (order.updatedAt && new Date(order.updatedAt).toISOString() > at)
          return { skip: 'the order changed again before the move was stored' };
        return { wait: 'the move is not stored' };
      }
      return toBuyer((href) =>
        deliveryMovedEmail(
          order,
          {
            from: String(notification.payload.from),
            to: String(notification.payload.to),
            reason: String(notification.payload.reason),
          },
          link,
          href,
        ),
      );
    }
    default:
      return { skip: `unknown kind ${String(notification.kind)}` };
  }
}
