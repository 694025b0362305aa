import { act, fireEvent, render, screen } from '@testing-library/react';
import { matchMediaQueries } from '@threadline/web-kit/testing/match-media-queries';
import { REDUCED_MOTION_QUERY } from '../hooks/use-media-query';
import { shuffleSchedule, shuffleStrip, ShuffleText, SHUFFLE_DEFAULTS } from './shuffle-text';

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

  it("uses the spec's parameters", () => {
    expect(SHUFFLE_DEFAULTS).toEqual({
      duration: 0.35,
      shuffleTimes: 1,
      stagger: 0.03,
      direction: 'right',
      mode: 'evenodd',
      threshold: 0.1,
      rootMarginPx: -100,
      loop: false,
      triggerOnce: true,
      triggerOnHover: true,
    });
  });

  it('starts the odd characters first, one stagger apart, and the even ones at 70 % of their run', () => {
    const starts = shuffleSchedule('ABOUT', SHUFFLE_DEFAULTS);
    const evenStart = 0.7 * (0.35 + 0.03);
    const expected = [evenStart, 0, evenStart + 0.03, 0.03, evenStart + 0.06];
    starts.forEach((start, index) => expect(start).toBeCloseTo(expected[index], 10));
  });

  it('leaves spaces still', () => {
    expect(shuffleSchedule('A B', SHUFFLE_DEFAULTS)).toEqual([0.35 * 0.7, null, 0]);
  });

  it('rolls each character to the right through one copy of itself', () => {
    expect(shuffleStrip('H', 1, 'right')).toEqual({ copies: ['H', 'H', 'H'], from: -200, to: 0 });
  });

  it('plays once when it comes into view, keeping the text as its accessible name', async () => {
    render(<ShuffleText text="ABOUT" />);
    expect(animations.recorded).toHaveLength(5);
    for (const { keyframes, options } of animations.recorded) {
      expect(keyframes).toEqual([
        { transform: 'translateX(-200%)' },
        { transform: 'translateX(0%)' },
      ]);
      expect(options).toMatchObject({ duration: 350, iterations: 1, fill: 'backwards' });
    }
    expect(animations.recorded.map(({ options }) => Math.round(Number(options.delay)))).toEqual([
      266, 0, 296, 30, 326,
    ]);
    expect(screen.getByText('ABOUT', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();

    await animations.finishAll();
    expect(document.querySelector('[data-shuffle-strip]')).toBeNull();
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

  it('waits until it has scrolled into view', () => {
    const top = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 2000 } as DOMRect);
    render(<ShuffleText text="CONTACT" />);
    expect(animations.recorded).toHaveLength(0);

    // In view once its top passes 90 % of the viewport, less the 100 px margin.
    top.mockReturnValue({ top: window.innerHeight * 0.9 - 100 } as DOMRect);
    fireEvent.scroll(window);
    expect(animations.recorded).toHaveLength(7);
    top.mockRestore();
  });

  it('does not move with reduced motion, not even on hover', () => {
    restoreMedia = matchMediaQueries(REDUCED_MOTION_QUERY);
    const { container } = render(<ShuffleText text="PRODUCTS" />);
    fireEvent.mouseEnter(container.firstElementChild!);
    expect(animations.recorded).toHaveLength(0);
    expect(container).toHaveTextContent('PRODUCTS');
  });
});
