import { IsIn, IsOptional, Matches } from 'class-validator';
import { registerAs, type Environment } from './config-namespace';

/**
 * Where GET /users finds its matches. `database` asks the database (indexed on MongoDB);
 * `memory` keeps an in-process index (for engines that answer secondary-field filters by scanning
 * every document, as FerretDB 1.x on SQLite does); `auto` picks `memory` on FerretDB.
 */
export const USERS_SEARCH_MODES = ['auto', 'database', 'memory'] as const;
export type UsersSearchMode = (typeof USERS_SEARCH_MODES)[number];

export interface UsersSearchConfig {
  mode: UsersSearchMode;
  /** How often the in-process index re-reads the collection; 0: only at start. */
  refreshSeconds: number;
}

class UsersSearchVariables {
  @IsOptional()
  @IsIn(USERS_SEARCH_MODES, {
    message: `USERS_SEARCH must be one of ${USERS_SEARCH_MODES.join(', ')}`,
  })
  USERS_SEARCH?: string;

  @IsOptional()
  @Matches(/^\d{1,6}$/, {
    message: 'USERS_INDEX_REFRESH_SECONDS must be a whole number of seconds (0 turns it off)',
  })
  USERS_INDEX_REFRESH_SECONDS?: string;
}

export const usersSearchConfig = registerAs('usersSearch', {
  variables: UsersSearchVariables,
  load: (env: Environment): UsersSearchConfig => ({
    mode: (env.USERS_SEARCH ?? 'auto') as UsersSearchMode,
    refreshSeconds: Number(env.USERS_INDEX_REFRESH_SECONDS ?? 300),
  }),
});
