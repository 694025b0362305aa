import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import type { RemoteAppProps } from '@threadline/contracts';
import { RemoteProvider, useApi, usePageScrollLock, useRemote } from './remote-context';
import { createFakeApi } from './testing/create-fake-api';

const props: RemoteAppProps = {
  api: createFakeApi(),
  apiUrl: 'http://api.test',
  user: null,
  isAdmin: true,
  logout: async () => undefined,
};

const withShellProps = ({ children }: { children: ReactNode }) => (
  <RemoteProvider value={props}>{children}</RemoteProvider>
);

describe('remote context', () => {
  it('hands the props the shell passed to the remote to any component below it', () => {
    const { result } = renderHook(() => useRemote(), { wrapper: withShellProps });
    expect(result.current).toBe(props);
  });

  it("gives the shell's API client through useApi", () => {
    const { result } = renderHook(() => useApi(), { wrapper: withShellProps });
    expect(result.current).toBe(props.api);
  });

  it('has the shell hold the page still while a modal is mounted, and lets go when it unmounts', () => {
    const release = jest.fn();
    const lockPageScroll = jest.fn(() => release);
    const { unmount } = renderHook(() => usePageScrollLock(), {
      wrapper: ({ children }) => (
        <RemoteProvider value={{ ...props, lockPageScroll }}>{children}</RemoteProvider>
      ),
    });
    expect(lockPageScroll).toHaveBeenCalledTimes(1);
    expect(release).not.toHaveBeenCalled();
    unmount();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as it is under a shell that offers no scroll lock', () => {
    expect(() => renderHook(() => usePageScrollLock(), { wrapper: withShellProps })).not.toThrow();
  });

  it('refuses to run outside the provider, so a missing provider is not a silent null', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useRemote())).toThrow(
      'useRemote must be used inside <RemoteProvider>',
    );
    jest.mocked(console.error).mockRestore();
  });
});
