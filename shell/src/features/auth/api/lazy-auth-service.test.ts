import type { SessionUser } from '@threadline/contracts';
import { FakeAuthService, verifiedUser } from '../../../testing/fake-auth-service';
import { hasPersistedFirebaseSession } from './firebase-persisted-session';
import { createLazyAuthService } from './lazy-auth-service';

function lazyService({ persisted, signedIn }: { persisted: boolean; signedIn?: SessionUser }) {
  const real = new FakeAuthService({ signedIn: signedIn ?? null });
  let otherTabStored: (() => void) | undefined;
  const load = jest.fn(async () => real);
  const service = createLazyAuthService({
    load,
    hasPersistedSession: () => persisted,
    watchOtherTabs: (onSessionStored) => {
      otherTabStored = onSessionStored;
      return () => (otherTabStored = undefined);
    },
  });
  return { real, load, service, otherTab: () => otherTabStored?.() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the auth service loaded when needed', () => {
  it('reports nobody signed in to a visitor without loading the real service', async () => {
    const { service, load } = lazyService({ persisted: false });
    const reports: (SessionUser | null)[] = [];
    service.onAccountChanged((account) => reports.push(account));
    await flush();
    expect(reports).toEqual([null]);
    expect(load).not.toHaveBeenCalled();
    await expect(service.getIdToken()).resolves.toBeNull();
    await service.signOut();
    expect(load).not.toHaveBeenCalled();
  });

  it('restores a member whose session this browser keeps', async () => {
    const member = verifiedUser();
    const { service, load } = lazyService({ persisted: true, signedIn: member });
    const reports: (SessionUser | null)[] = [];
    service.onAccountChanged((account) => reports.push(account));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(reports.at(-1)).toEqual(member);
  });

  it('loads the real service on a sign-in and reports the new account to earlier listeners', async () => {
    const member = verifiedUser();
    const { real, service, load } = lazyService({ persisted: false });
    real.addAccount(member, 'Secret#1');
    const reports: (SessionUser | null)[] = [];
    service.onAccountChanged((account) => reports.push(account));
    await flush();
    await expect(service.signInWithPassword('ana@brand.co', 'Secret#1')).resolves.toEqual(member);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(reports.at(-1)).toEqual(member);
  });

  it('follows a sign-in made in another tab', async () => {
    const member = verifiedUser();
    const { service, load, otherTab } = lazyService({ persisted: false, signedIn: member });
    const reports: (SessionUser | null)[] = [];
    service.onAccountChanged((account) => reports.push(account));
    await flush();
    otherTab();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(reports).toEqual([null, member]);
  });

  it('stops reporting after unsubscribing', async () => {
    const { service } = lazyService({ persisted: false });
    const listener = jest.fn();
    service.onAccountChanged(listener)();
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the persisted Firebase session', () => {
  afterEach(() => localStorage.clear());

  it('is found when Firebase keeps an account in localStorage', () => {
    localStorage.setItem('firebase:authUser:api-key:[DEFAULT]', '{"uid":"u1"}');
    expect(hasPersistedFirebaseSession()).toBe(true);
  });

  it('is absent when only other keys are stored', () => {
    localStorage.setItem('threadline:something', 'x');
    expect(hasPersistedFirebaseSession()).toBe(false);
  });
});
