import { Reflector } from '@nestjs/core';

export const FirebaseIdTokenAccepted = Reflector.createDecorator<true>();

/**
 * Lets a route also take a raw Firebase ID token as the bearer, email verified or not: a person
 * who has just signed up cannot get an API token until they verify their email.
 */
export const AcceptFirebaseIdToken = () => FirebaseIdTokenAccepted(true);
