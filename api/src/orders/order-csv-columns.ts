import type { Order } from '@threadline/contracts';
import type { CsvColumn } from '../common/csv';

/** GET /orders/export.csv: one row per order, what the board shows plus the terms. */
export const ORDER_CSV_COLUMNS: CsvColumn<Order>[] = [
  { header: 'id', value: (order) => order._id },
  { header: 'reference', value: (order) => order.reference },
  { header: 'quoteReference', value: (order) => order.quoteReference },
  { header: 'status', value: (order) => order.status },
  { header: 'stage', value: (order) => order.progress.stage },
  { header: 'late', value: (order) => (order.progress.late ? 'yes' : 'no') },
  { header: 'atRisk', value: (order) => (order.progress.atRisk ? 'yes' : 'no') },
  { header: 'buyerName', value: (order) => order.buyerName },
  { header: 'buyerEmail', value: (order) => order.buyerEmail },
  { header: 'company', value: (order) => order.company },
  { header: 'categoryKey', value: (order) => order.categoryKey },
  { header: 'quantity', value: (order) => order.quantity },
  { header: 'unitPrice', value: (order) => order.unitPrice },
  { header: 'currency', value: (order) => order.currency },
  { header: 'incoterm', value: (order) => order.incoterm },
  { header: 'paymentTerm', value: (order) => order.paymentTerm },
  { header: 'shippingMode', value: (order) => order.shippingMode },
  { header: 'startDate', value: (order) => order.startDate },
  { header: 'neededBy', value: (order) => order.neededBy },
  {
    header: 'plannedDelivery',
    value: (order) => order.progress.milestones[order.progress.milestones.length - 1]?.plannedDate,
  },
  { header: 'expectedDelivery', value: (order) => order.progress.deliveryDate },
  { header: 'deliverySlipReason', value: (order) => order.progress.deliverySlipReason },
  { header: 'waitingOnBuyer', value: (order) => order.waitingOn.map((a) => a.label).join('; ') },
  { header: 'carrier', value: (order) => order.shipment?.carrier },
  { header: 'trackingNumber', value: (order) => order.shipment?.trackingNumber },
  { header: 'etd', value: (order) => order.shipment?.etd },
  { header: 'eta', value: (order) => order.shipment?.eta },
  { header: 'createdAt', value: (order) => order.createdAt },
];
