import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  validateSync,
} from 'class-validator';
import {
  HTTP_ORIGIN,
  messagesOf,
  registerAs,
  WHOLE_NUMBER,
  type Environment,
} from './config-namespace';

const HTTP_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;

export interface HttpConfig {
  port: number;
  host: string;
  corsOrigins: string[];
  publicApiUrl: string;
}

class HttpVariables {
  @IsOptional()
  @Matches(/^\d+$/, { message: 'PORT must be a whole number' })
  PORT?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'HOST must not be empty' })
  HOST?: string;

  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  @IsOptional()
  @Matches(HTTP_URL, { message: 'PUBLIC_API_URL must be an absolute http(s) URL' })
  PUBLIC_API_URL?: string;
}

class PortRange {
  @IsInt()
  @Min(1, { message: 'PORT must be between 1 and 65535' })
  @Max(65535, { message: 'PORT must be between 1 and 65535' })
  port!: number;
}

/** A wildcard listen address is not somewhere a browser can fetch an image from. */
function reachableHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

/** Where the API listens, who may call it from a browser, and the URL it is reached at. */
export const httpConfig = registerAs('http', {
  variables: HttpVariables,
  load(env: Environment, problems: string[]): HttpConfig {
    const port = env.PORT === undefined ? 4000 : Number(env.PORT);
    if (env.PORT !== undefined && WHOLE_NUMBER.test(env.PORT)) {
      problems.push(...messagesOf(validateSync(Object.assign(new PortRange(), { port }))));
    }
    const corsOrigins = (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter((origin) => origin.length > 0);
    for (const origin of corsOrigins) {
      if (!HTTP_ORIGIN.test(origin)) {
        problems.push(
          `CORS_ORIGINS entry "${origin}" must be an origin such as https://shop.example.com`,
        );
      }
    }
    const host = env.HOST ?? '127.0.0.1';
    return {
      port,
      host,
      corsOrigins,
      publicApiUrl: (env.PUBLIC_API_URL ?? `http://${reachableHost(host)}:${port}`).replace(
        /\/+$/,
        '',
      ),
    };
  },
});
