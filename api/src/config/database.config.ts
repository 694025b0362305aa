import { IsOptional, IsString, Matches } from 'class-validator';
import { registerAs, type Environment } from './config-namespace';

export interface DatabaseConfig {
  uri: string;
  /** The longest a query waits for the database before its request answers 503. */
  timeoutMs: number;
}

class DatabaseVariables {
  @Matches(/^mongodb(\+srv)?:\/\/\S+$/, {
    message: 'MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string',
  })
  @IsString({ message: 'MONGODB_URI is required' })
  MONGODB_URI!: string;

  @IsOptional()
  @Matches(/^[1-9]\d{2,5}$/, {
    message: 'DATABASE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 999999',
  })
  DATABASE_TIMEOUT_MS?: string;
}

/** mongodb://user@hosts/db plus a password kept apart (a secret file) → one connection string. */
function withPassword(uri: string, password: string | undefined, problems: string[]): string {
  if (password === undefined) return uri;
  const withUser = /^(mongodb(?:\+srv)?:\/\/)([^:@/\s]+)@/;
  if (!withUser.test(uri)) {
    problems.push(
      'MONGODB_PASSWORD needs a user name in MONGODB_URI, as in mongodb://user@host/db',
    );
    return uri;
  }
  return uri.replace(withUser, (_all, scheme: string, user: string) => {
    return `${scheme}${user}:${encodeURIComponent(password)}@`;
  });
}

/** The MongoDB (or FerretDB) connection, its password possibly from a secret file. */
export const databaseConfig = registerAs('database', {
  secrets: ['MONGODB_PASSWORD'],
  variables: DatabaseVariables,
  load(env: Environment, problems: string[]): DatabaseConfig {
    const uri =
      env.MONGODB_URI === undefined
        ? undefined
        : withPassword(env.MONGODB_URI, env.MONGODB_PASSWORD, problems);
    return { uri: uri as string, timeoutMs: Number(env.DATABASE_TIMEOUT_MS ?? 2000) };
  },
});
