import { IsOptional, Matches } from 'class-validator';
import { registerAs, type Environment } from './config-namespace';

export interface CatalogueCacheConfig {
  seconds: number;
}

class CatalogueCacheVariables {
  @IsOptional()
  @Matches(/^\d{1,4}$/, {
    message: 'CATALOGUE_CACHE_SECONDS must be a whole number of seconds (0 turns the cache off)',
  })
  CATALOGUE_CACHE_SECONDS?: string;
}

/** How long the public catalogue answers are reused; another process's write shows after it. */
export const catalogueCacheConfig = registerAs('catalogueCache', {
  variables: CatalogueCacheVariables,
  load: (env: Environment): CatalogueCacheConfig => ({
    seconds: Number(env.CATALOGUE_CACHE_SECONDS ?? 5),
  }),
});
