import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import Swal from 'sweetalert2';
import { matchMediaQueries } from '@threadline/web-kit/testing/match-media-queries';

// jsdom lacks the encoders react-router 7 reads at import time, and matchMedia and scrollTo,
// which sweetalert2 calls to draw and to close its dialogs.
Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => undefined;
if (typeof window.matchMedia !== 'function') matchMediaQueries();

// jsdom has <dialog> but not its methods: open and close it as a browser does, without the
// top layer (the dialog itself handles Escape and keeps Tab inside).
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// A dialog left open by one test must not answer the next one's questions.
afterEach(() => {
  jest.restoreAllMocks();
  Swal.close();
  document.querySelectorAll('.swal2-container').forEach((container) => container.remove());
});

// jsdom has no object URLs; the fake keeps each blob so a test can open what a link offers.
const objectUrls = new Map<string, Blob>();
let objectUrlCount = 0;
URL.createObjectURL = (blob: Blob | MediaSource) => {
  objectUrlCount += 1;
  const url = `blob:http://localhost/object-${objectUrlCount}`;
  objectUrls.set(url, blob as Blob);
  return url;
};
URL.revokeObjectURL = (url: string) => {
  objectUrls.delete(url);
};
/** The blob behind an object URL the page created, if it has not been revoked. */
export const blobAt = (url: string): Blob | undefined => objectUrls.get(url);

// jsdom does not lay out or scroll; a test that checks what is brought into view spies on this.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
