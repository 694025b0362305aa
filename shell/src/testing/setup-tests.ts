import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import Swal from 'sweetalert2';
import { TextDecoder, TextEncoder } from 'node:util';
import { matchMediaQueries } from '@threadline/web-kit/testing/match-media-queries';
import { installFakeCanvas } from './fake-canvas';

// The router needs these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

installFakeCanvas();

// findBy*/waitFor give up after 1 s by default; a busy machine can take longer to render a page.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scrolling is a no-op, and no media query matches.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
if (typeof window.matchMedia !== 'function') matchMediaQueries();

afterEach(() => {
  cleanup();
  Swal.close();
  document.body.innerHTML = '';
  localStorage.clear();
});
