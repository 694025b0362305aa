import type { Order } from '@threadline/contracts';
import { ORDER_STATUS_LABELS } from '../utils/order-format';
import styles from './orders.module.css';

/** How an order stands at a glance: on hold, late, at risk, or its status. */
export function OrderState({ order }: { order: Order }) {
  if (order.status === 'on_hold')
    return <span className={styles.stateLate}>{ORDER_STATUS_LABELS.on_hold}</span>;
  if (order.status !== 'in_progress') return <span>{ORDER_STATUS_LABELS[order.status]}</span>;
  if (order.progress.late) return <span className={styles.stateLate}>Late</span>;
  if (order.progress.atRisk) return <span className={styles.stateAtRisk}>At risk</span>;
  return <span>On track</span>;
}
