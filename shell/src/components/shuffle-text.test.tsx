import { act, fireEvent, render, screen } from '@testing-library/react';
import { matchMediaQueries } from '@threadline/web-kit/testing/match-media-queries';
import { REDUCED_MOTION_QUERY } from '../hooks/use-media-query';
import { ShuffleText } from './shuffle-text';

interface RecordedAnimation {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  finish: () => void;
}

/** jsdom has no Web Animations: record each animate() call and let the test finish it. */
function recordAnimations() {
  const recorded: RecordedAnimation[] = [];
  const original = Element.prototype.animate;
  Element.prototype.animate = function (keyframes, options) {
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    recorded.push({
      keyframes: keyframes as Keyframe[],
      options: options as KeyframeAnimationOptions,
      finish,
    });
    return { finished, cancel: () => undefined } as unknown as Animation;
  };
  return {
    recorded,
    finishAll: async () => {
      for (const animation of recorded) animation.finish();
      await act(async () => undefined);
    },
    restore: () => {
      Element.prototype.animate = original;
    },
  };
}

/** A viewport the test scrolls: IntersectionObserver reports what the test says is in view. */
function fakeViewport() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
  const original = window.IntersectionObserver;
  window.IntersectionObserver = class {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  } as unknown as typeof IntersectionObserver;
  return {
    scrollIntoView: () =>
      act(() => {
        for (const { callback, targets } of observers) {
          const entries = targets.map((target) => ({ target, isIntersecting: true }));
          if (entries.length > 0) {
            callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
          }
        }
      }),
    restore: () => {
      window.IntersectionObserver = original;
    },
  };
}

/** The letters of the word a person sees rolling (the strips), in order. */
const rollingLetters = () =>
  Array.from(document.querySelectorAll('[data-shuffle-strip]'), (strip) => strip.textContent?.[0]);

describe('the text shuffle', () => {
  let animations: ReturnType<typeof recordAnimations>;
  let restoreMedia: () => void = () => undefined;
  beforeEach(() => {
    animations = recordAnimations();
  });
  afterEach(() => {
    animations.restore();
    restoreMedia();
  });

  it('rolls every letter but not the spaces into place as it comes into view, then shows the plain word', async () => {
    render(<ShuffleText text="WHY US" />);
    expect(rollingLetters()).toEqual(['W', 'H', 'Y', 'U', 'S']);
    expect(animations.recorded).toHaveLength(5);
    // Its accessible name stays the word while it rolls.
    expect(screen.getByText('WHY US', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();

    await animations.finishAll();
    expect(rollingLetters()).toEqual([]);
    expect(screen.getByText('WHY US', { selector: '[aria-hidden]' })).toBeInTheDocument();
  });

  it('rolls every other letter first, so the word does not move as one block', () => {
    render(<ShuffleText text="ABOUT" />);
    const starts = animations.recorded.map(({ options }) => Number(options.delay));
    const [a, b, o, u, t] = starts;
    expect(Math.max(b, u)).toBeLessThan(Math.min(a, o, t));
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('plays again on hover once the first pass is done', async () => {
    render(<ShuffleText text="HOME" />);
    await animations.finishAll();
    animations.recorded.length = 0;

    fireEvent.mouseEnter(
      screen.getByText('HOME', { selector: '[aria-hidden] ~ span' }).parentElement!,
    );
    expect(animations.recorded).toHaveLength(4);
  });

  it('waits until it has scrolled into view, and plays once', () => {
    const viewport = fakeViewport();
    try {
      render(<ShuffleText text="CONTACT" />);
      expect(animations.recorded).toHaveLength(0);

      viewport.scrollIntoView();
      expect(animations.recorded).toHaveLength(7);
      viewport.scrollIntoView();
      expect(animations.recorded).toHaveLength(7);
    } finally {
      viewport.restore();
    }
  });

  it('does not move with reduced motion, not even on hover', () => {
    restoreMedia = matchMediaQueries(REDUCED_MOTION_QUERY);
    const { container } = render(<ShuffleText text="PRODUCTS" />);
    fireEvent.mouseEnter(container.firstElementChild!);
    expect(animations.recorded).toHaveLength(0);
    expect(container).toHaveTextContent('PRODUCTS');
  });
});
