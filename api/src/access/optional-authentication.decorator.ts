import { Reflector } from '@nestjs/core';

export const AuthenticationOptional = Reflector.createDecorator<true>();

/**
 * Opens a route to anonymous callers while still reading a bearer when one is sent (POST
 * /quotes links a signed-in caller's request to them). A bearer that fails verification is a
 * 401, as anywhere else, rather than a silent downgrade to anonymous.
 */
export const OptionalAuthentication = () => AuthenticationOptional(true);
