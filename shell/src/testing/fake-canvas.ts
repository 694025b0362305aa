/**
 * jsdom has no canvas. This 2D context records what is drawn, the way the browser journeys
 * observe fillText, so tests can read the captcha a person would see.
 */
const drawnCharacters = new WeakMap<HTMLCanvasElement, string[]>();
const contexts = new WeakMap<HTMLCanvasElement, object>();

export function installFakeCanvas() {
  const getContext = function (this: HTMLCanvasElement, kind: string) {
    if (kind !== '2d') return null;
    const existing = contexts.get(this);
    if (existing) return existing;
    const context = {
      canvas: this,
      fillStyle: '#000000',
      font: '10px sans-serif',
      textBaseline: 'alphabetic',
      fillRect: () => drawnCharacters.set(this, []),
      fillText: (text: string) => {
        const drawn = drawnCharacters.get(this) ?? [];
        drawn.push(text);
        drawnCharacters.set(this, drawn);
      },
    };
    contexts.set(this, context);
    return context;
  };
  HTMLCanvasElement.prototype.getContext = getContext as unknown as HTMLCanvasElement['getContext'];
}

/** The characters drawn on the canvas since it was last cleared, in order. */
export function readDrawnText(canvas: HTMLElement): string {
  return (drawnCharacters.get(canvas as HTMLCanvasElement) ?? []).join('');
}

/** How many fillText calls the last drawing made. */
export function countDrawnCharacters(canvas: HTMLElement): number {
  return (drawnCharacters.get(canvas as HTMLCanvasElement) ?? []).length;
}
