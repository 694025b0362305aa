import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

/**
 * Renders a remote's stand-in host into the page's #root. The router comes from here because the
 * stand-in plays the shell, which owns the one router; the remote's App renders none of its own.
 */
export function mountStandInHost(standInHost: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The stand-in page has no #root element');

  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>{standInHost}</BrowserRouter>
    </StrictMode>,
  );
}
