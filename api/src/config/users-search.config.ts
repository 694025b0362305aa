import { IsIn, IsOptional, Matches } from 'class-validator';
import { registerAs, type Environment } from './config-namespace';

/**
 * The in-process index's bound. It holds about 1.1 KB of heap a user (100,000 fake users: +107 MB,
 * 200,000: +219 MB, measured with the API's own UserCatalog and fakeUser); on top of the API's
 * 235 MB, and twice that while a re-read replaces it, 100,000 keeps the process under 512 MB.
 */
export const DEFAULT_MAX_INDEXED_RECORDS = 100_000;

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
  /** USERS_INDEX_MAX_RECORDS: past this many users the in-process index holds none (memory). */
  maxIndexedRecords: number;
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

  @IsOptional()
  @Matches(/^[1-9]\d{0,7}$/, {
    message: 'USERS_INDEX_MAX_RECORDS must be a whole number of users from 1 to 99999999',
  })
  USERS_INDEX_MAX_RECORDS?: string;
}

export const usersSearchConfig = registerAs('usersSearch', {
  variables: UsersSearchVariables,
  load: (env: Environment): UsersSearchConfig => ({
    mode: (env.USERS_SEARCH ?? 'auto') as UsersSearchMode,
    refreshSeconds: Number(env.USERS_INDEX_REFRESH_SECONDS ?? 300),
    maxIndexedRecords: Number(env.USERS_INDEX_MAX_RECORDS ?? DEFAULT_MAX_INDEXED_RECORDS),
  }),
});
