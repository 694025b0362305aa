import { INVITE_REF_KEY } from '../../../config/paths';

/** Remembers the invite code a visitor arrived with until their user record carries it. */
export const storeInviteRef = (code: string) => localStorage.setItem(INVITE_REF_KEY, code);
export const readInviteRef = (): string | undefined =>
  localStorage.getItem(INVITE_REF_KEY) ?? undefined;
export const clearInviteRef = () => localStorage.removeItem(INVITE_REF_KEY);
