import { ApiProperty } from '@nestjs/swagger';

/** Documentation only: POST /jwt reads `idToken` itself, so a missing one is a 401, not a 400. */
export class SessionExchangeDto {
  @ApiProperty({ description: 'A Firebase ID token of an account whose email is verified.' })
  idToken!: string;
}

export class SessionTokenDto {
  @ApiProperty({ description: 'The API session token (HS256 JWT) to send as a bearer.' })
  token!: string;
}
