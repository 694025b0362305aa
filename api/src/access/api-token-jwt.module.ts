import { JwtModule } from '@nestjs/jwt';
import { AppConfig } from '../config/app.config';

export const API_TOKEN_ISSUER = 'threadline-api';

/**
 * The API's session tokens (HS256 only), for the session exchange and the passkey step-up, which
 * both mint them.
 */
export const ApiTokenJwtModule = JwtModule.registerAsync({
  inject: [AppConfig],
  useFactory: (config: AppConfig) => ({
    secret: config.auth.jwtSecret,
    signOptions: {
      algorithm: 'HS256',
      issuer: API_TOKEN_ISSUER,
      expiresIn: config.auth.jwtExpiresIn as number,
    },
    verifyOptions: { algorithms: ['HS256'], issuer: API_TOKEN_ISSUER },
  }),
});
