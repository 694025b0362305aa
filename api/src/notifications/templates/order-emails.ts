import {
  countOf,
  formatMinorUnits,
  lineTotalMinor,
  piecesOf,
  toMinorUnits,
} from '@threadline/contracts';
import type { PlacedOrderLine } from '../order-record';
import type { SubjectedEmail } from './quote-emails';
import { renderEmail } from './email-layout';

/** What the order emails show of an order. */
export interface OrderForEmail {
  reference: string;
  buyerName: string;
  buyerEmail: string;
  company?: string;
  quantity: number;
}

const BUYER_FOOTNOTE = 'You receive this because you placed an order on Threadline.';
const TEAM_FOOTNOTE = 'You receive this as a member of the Threadline team.';

/** A new sample round waits for the buyer: what only they can do next. */
export async function sampleRoundWaitingEmail(
  order: OrderForEmail,
  round: { label: string; round: number; measurements?: string; note?: string },
  link: string,
  unsubscribeHref?: string,
): Promise<SubjectedEmail> {
  const subject = `${order.reference}: the ${round.label.toLowerCase()} (round ${round.round}) waits for your approval`;
  const rendered = await renderEmail({
    preview: `Approve it or ask for changes`,
    heading: `Your ${round.label.toLowerCase()} is ready`,
    paragraphs: [
      `Hello ${order.buyerName},`,
      `Round ${round.round} of the ${round.label.toLowerCase()} for ${order.reference} is ready. Approve it, or ask for changes with your comments and photos.`,
    ],
    facts: [
      ['Order', order.reference],
      ['Sample', `${round.label}, round ${round.round}`],
      ...(round.measurements ? [['Measurements', round.measurements] as [string, string]] : []),
    ],
    quote: round.note,
    action: { label: 'Review the sample', href: link },
    footnote: BUYER_FOOTNOTE,
    unsubscribeHref,
  });
  return { subject, ...rendered };
}

/** The buyer decided on a round: the team's news. */
export async function sampleDecidedEmail(
  order: OrderForEmail,
  round: { label: string; round: number; approved: boolean; by: string; comment?: string },
  link: string,
): Promise<SubjectedEmail> {
  const verdict = round.approved ? 'approved' : 'asked for changes to';
  const subject = `${order.reference}: ${round.by} ${verdict} the ${round.label.toLowerCase()} (round ${round.round})`;
  const rendered = await renderEmail({
    preview:
      round.comment?.slice(0, 90) ??
      `Round ${round.round} ${round.approved ? 'approved' : 'sent back'}`,
    heading: `${round.label}, round ${round.round}: ${round.approved ? 'approved' : 'changes requested'}`,
    paragraphs: [
      round.approved
        ? `${round.by} approved round ${round.round}; the milestone is done.`
        : `${round.by} asked for changes: the next round is due.`,
    ],
    facts: [
      ['Order', order.reference],
      ['Buyer', `${order.buyerName}${order.company ? ` (${order.company})` : ''}`],
    ],
    quote: round.comment,
    action: { label: 'Open the order', href: link },
    footnote: TEAM_FOOTNOTE,
  });
  return { subject, ...rendered };
}

/** The buyer took back an approval within the undo window: the round waits again. */
export async function sampleApprovalUndoneEmail(
  order: OrderForEmail,
  round: { label: string; round: number },
  link: string,
): Promise<SubjectedEmail> {
  const subject = `${order.reference}: the approval of the ${round.label.toLowerCase()} (round ${round.round}) was taken back`;
  const rendered = await renderEmail({
    preview: `Round ${round.round} waits for the buyer again`,
    heading: `${round.label}, round ${round.round}: approval taken back`,
    paragraphs: [
      `${order.buyerName} undid their approval of round ${round.round} moments after giving it. The round waits for their decision again, and what it released has not started.`,
    ],
    facts: [
      ['Order', order.reference],
      ['Buyer', `${order.buyerName}${order.company ? ` (${order.company})` : ''}`],
    ],
    action: { label: 'Open the order', href: link },
    footnote: TEAM_FOOTNOTE,
  });
  return { subject, ...rendered };
}

/** A milestone passed its planned date and is not done. */
export async function milestoneLateEmail(
  order: OrderForEmail,
  milestone: { label: string; plannedDate: string; deliveryDate: string },
  toTeam: boolean,
  link: string,
  unsubscribeHref?: string,
): Promise<SubjectedEmail> {
  const subject = `${order.reference}: ${milestone.label} is late`;
  const rendered = await renderEmail({
    preview: `Planned for ${milestone.plannedDate}; delivery now expected ${milestone.deliveryDate}`,
    heading: `${milestone.label} is late`,
    paragraphs: [
      toTeam ? `An order needs chasing.` : `Hello ${order.buyerName},`,
      `${milestone.label} was planned for ${milestone.plannedDate} and is not done yet. The delivery is now expected on ${milestone.deliveryDate}.`,
    ],
    facts: [
      ['Order', order.reference],
      ['Planned', milestone.plannedDate],
      ['Expected delivery', milestone.deliveryDate],
    ],
    action: { label: 'Open the order', href: link },
    footnote: toTeam ? TEAM_FOOTNOTE : BUYER_FOOTNOTE,
    unsubscribeHref,
  });
  return { subject, ...rendered };
}

/** The forecast delivery moved (a date the team expects, a milestone done early or late). */
export async function deliveryMovedEmail(
  order: OrderForEmail,
  move: { from: string; to: string; reason: string },
  link: string,
  unsubscribeHref?: string,
): Promise<SubjectedEmail> {
  const later = move.to > move.from;
  const subject = `${order.reference}: delivery now expected on ${move.to}`;
  const rendered = await renderEmail({
    preview: `${later ? 'Later' : 'Earlier'} than the ${move.from} we last gave you`,
    heading: `Delivery now expected on ${move.to}`,
    paragraphs: [
      `Hello ${order.buyerName},`,
      `The delivery of ${order.reference} is now expected on ${move.to}, ${later ? 'later' : 'earlier'} than the ${move.from} we last gave you.`,
    ],
    facts: [
      ['Order', order.reference],
      ['Expected delivery', move.to],
      ['Before', move.from],
      ['Why', move.reason],
    ],
    action: { label: 'Open the order', href: link },
    footnote: BUYER_FOOTNOTE,
    unsubscribeHref,
  });
  return { subject, ...rendered };
}

/** An inspection report's result, for the buyer. */
export async function inspectionEmail(
  order: OrderForEmail,
  inspection: {
    passed: boolean;
    aqls: string;
    plan?: string;
    reasons?: string[];
    sampleSize: number;
    defects: { critical: number; major: number; minor: number };
    inspectedOn: string;
  },
  link: string,
  unsubscribeHref?: string,
): Promise<SubjectedEmail> {
  const subject = `${order.reference}: the inspection ${inspection.passed ? 'passed' : 'failed'}`;
  const rendered = await renderEmail({
    preview: `AQL ${inspection.aqls}, ${countOf(inspection.sampleSize, 'piece')} inspected`,
    heading: `Inspection ${inspection.passed ? 'passed' : 'failed'}`,
    paragraphs: [
      `Hello ${order.buyerName},`,
      inspection.passed
        ? `The inspection of ${order.reference} on ${inspection.inspectedOn} passed.`
        : `The inspection of ${order.reference} on ${inspection.inspectedOn} failed. The order is on hold until a re-inspection passes.`,
    ],
    facts: [
      ['Order', order.reference],
      ...(inspection.plan
        ? [['Sampling plan (ISO 2859-1)', inspection.plan] as [string, string]]
        : []),
      ['AQL', inspection.aqls],
      ['Sample size', countOf(inspection.sampleSize, 'piece')],
      [
        'Defects',
        `critical ${inspection.defects.critical}, major ${inspection.defects.major}, minor ${inspection.defects.minor}`,
      ],
      ...(inspection.reasons?.length
        ? [['Why', inspection.reasons.join('; ')] as [string, string]]
        : []),
    ],
    action: { label: 'Read the report', href: link },
    footnote: BUYER_FOOTNOTE,
    unsubscribeHref,
  });
  return { subject, ...rendered };
}

/** The goods left the factory. */
export async function shippedEmail(
  order: OrderForEmail,
  shipment: { date: string; carrier?: string; trackingNumber?: string; eta?: string },
  link: string,
  unsubscribeHref?: string,
): Promise<SubjectedEmail> {
  const subject = `${order.reference} has shipped`;
  const rendered = await renderEmail({
    preview: shipment.eta ? `Expected on ${shipment.eta}` : `Shipped on ${shipment.date}`,
    heading: `Your order ${order.reference} has shipped`,
    paragraphs: [`Hello ${order.buyerName},`, `Your order left on ${shipment.date}.`],
    facts: [
      ['Order', order.reference],
      ['Quantity', String(order.quantity)],
      ...(shipment.carrier ? [['Carrier', shipment.carrier] as [string, string]] : []),
      ...(shipment.trackingNumber
        ? [['Tracking', shipment.trackingNumber] as [string, string]]
        : []),
      ...(shipment.eta ? [['ETA', shipment.eta] as [string, string]] : []),
    ],
    action: { label: 'Follow your order', href: link },
    footnote: BUYER_FOOTNOTE,
    unsubscribeHref,
  });
  return { subject, ...rendered };
}

/** What the order-placed emails show beyond the order's names: its one line and its terms. */
export interface PlacedOrderForEmail extends OrderForEmail {
  quoteReference: string;
  categoryTitle: string;
  unitPrice: number;
  currency: string;
  /** Set on an order from an offer of lines: one fact per line, and their total. */
  lines?: PlacedOrderLine[];
  totalMinor?: number;
  incoterm: string;
  paymentTerm: string;
  deliveryDate?: string;
}

/** Each line as the order page shows it: label, pieces × unit price = line total. */
const lineFacts = (lines: PlacedOrderLine[], currency: string): [string, string][] =>
  lines.map((line) => [
    `Line ${line.line}`,
    `${line.label}: ${piecesOf(line.quantity)} × ${formatMinorUnits(line.unitPriceMinor, currency)} = ${formatMinorUnits(line.totalMinor, currency)}`,
  ]);

/** An order was placed (a quote accepted): the team's news, or the buyer's confirmation. */
export async function orderPlacedEmail(
  order: PlacedOrderForEmail,
  toTeam: boolean,
  link: string,
): Promise<SubjectedEmail> {
  const line = order.lines
    ? (order.totalMinor ?? 0)
    : lineTotalMinor(order.quantity, order.unitPrice);
  const unit = formatMinorUnits(toMinorUnits(order.unitPrice), order.currency);
  const total = formatMinorUnits(line, order.currency);
  const buyer = `${order.buyerName}${order.company ? ` (${order.company})` : ''}`;
  const subject = toTeam
    ? `Order ${order.reference} placed`
    : `Your order ${order.reference} is confirmed`;
  const rendered = await renderEmail({
    preview: `${piecesOf(order.quantity)}, ${total}`,
    heading: toTeam ? `Order ${order.reference} placed` : `Thank you for your order`,
    paragraphs: toTeam
      ? [`${buyer} accepted quote ${order.quoteReference}: the order is in production planning.`]
      : [
          `Hello ${order.buyerName},`,
          `Your order ${order.reference} is confirmed. We will keep you posted at every milestone; the plan is on the order's page.`,
        ],
    facts: [
      ['Order', order.reference],
      ['Quote', order.quoteReference],
      ...(toTeam ? [['Buyer', `${buyer} <${order.buyerEmail}>`] as [string, string]] : []),
      ...(order.lines
        ? lineFacts(order.lines, order.currency)
        : [
            ['Line', `${order.categoryTitle}: ${piecesOf(order.quantity)} × ${unit}`] as [
              string,
              string,
            ],
          ]),
      ['Total', total],
      ['Terms', `${order.incoterm}, ${order.paymentTerm}`],
      ...(order.deliveryDate
        ? [['Expected delivery', order.deliveryDate] as [string, string]]
        : []),
    ],
    action: { label: 'Open the order', href: link },
    footnote: toTeam ? TEAM_FOOTNOTE : BUYER_FOOTNOTE,
  });
  return { subject, ...rendered };
}
