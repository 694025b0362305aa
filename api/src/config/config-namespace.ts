import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

/** The environment after blank values became undefined and secret files were read. */
export type Environment = Record<string, string | undefined>;

/**
 * One concern's configuration, in the manner of @nestjs/config's registerAs: its variables, each
 * with its own rule (a class-validator class), and the load that applies the rules between them
 * and builds the typed value. Every problem goes to `problems`, the one boot report.
 */
export interface ConfigNamespace<T, N extends string = string> {
  /** The property of AppConfig that holds the value. */
  readonly name: N;
  /** Secrets a deployment may hand over as files (docker secrets): NAME_FILE holds NAME. */
  readonly secrets?: readonly string[];
  readonly variables?: new () => object;
  load(env: Environment, problems: string[]): T;
}

export const registerAs = <N extends string, T>(
  name: N,
  namespace: Omit<ConfigNamespace<T, N>, 'name'>,
): ConfigNamespace<T, N> => ({ name, ...namespace });

export function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

/**
 * The decorator nearest a property runs first, and only the first failure per variable is
 * reported.
 */
export function problemsOfVariables(variables: new () => object, env: Environment): string[] {
  return messagesOf(
    validateSync(plainToInstance(variables, env), {
      forbidUnknownValues: false,
      stopAtFirstError: true,
    }),
  );
}

export const WHOLE_NUMBER = /^\d+$/;
export const HTTP_ORIGIN = /^https?:\/\/[^/\s?#]+$/;
