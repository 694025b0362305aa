import { IsIn, IsOptional, Matches } from 'class-validator';
import { registerAs, type Environment } from './config-namespace';

/**
 * Where the Orders board and the upcoming view are read from. `database` asks the database with
 * the orders' stored board fields (a page is an index range on MongoDB); `memory` answers from an
 * in-process copy of the orders kept current through a version document read by `_id` (for
 * engines that answer other filters by decoding every document, as FerretDB 1.x on SQLite does);
 * `auto` picks `memory` on FerretDB and `database` otherwise.
 */
export const ORDERS_BOARD_MODES = ['auto', 'database', 'memory'] as const;
export type OrdersBoardMode = (typeof ORDERS_BOARD_MODES)[number];

export interface OrdersBoardConfig {
  mode: OrdersBoardMode;
  /**
   * The staleness bound of the in-process copy: it is read again in full at least this often, so
   * a change made outside the API (a restore, a script) shows within it. 0: on every read.
   */
  rebuildSeconds: number;
}

class OrdersBoardVariables {
  @IsOptional()
  @IsIn(ORDERS_BOARD_MODES, {
    message: `ORDERS_BOARD must be one of ${ORDERS_BOARD_MODES.join(', ')}`,
  })
  ORDERS_BOARD?: string;

  @IsOptional()
  @Matches(/^\d{1,6}$/, {
    message: 'ORDERS_BOARD_REBUILD_SECONDS must be a whole number of seconds (0: every read)',
  })
  ORDERS_BOARD_REBUILD_SECONDS?: string;
}

export const ordersBoardConfig = registerAs('ordersBoard', {
  variables: OrdersBoardVariables,
  load: (env: Environment): OrdersBoardConfig => ({
    mode: (env.ORDERS_BOARD ?? 'auto') as OrdersBoardMode,
    rebuildSeconds: Number(env.ORDERS_BOARD_REBUILD_SECONDS ?? 300),
  }),
});
