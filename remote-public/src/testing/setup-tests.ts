import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router 7 reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not play media. This stand-in keeps `paused` and fires play/pause events the way
// a browser does, so players can be tested; a test may replace `play` to refuse autoplay.
const pausedState = new WeakMap<HTMLMediaElement, boolean>();
Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
  configurable: true,
  get(this: HTMLMediaElement) {
    return pausedState.get(this) ?? true;
  },
});
HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
  pausedState.set(this, false);
  this.dispatchEvent(new Event('play'));
  return Promise.resolve();
};
HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
  pausedState.set(this, true);
  this.dispatchEvent(new Event('pause'));
};

// jsdom does not lay out or scroll; a test that checks what is brought into view spies on this.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
