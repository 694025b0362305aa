/**
 * A controllable IntersectionObserver for jsdom (which has none): tests read the options each
 * observer was made with and decide when an element becomes visible.
 */
export function installIntersectionObserver() {
  const observers: Array<{
    options: IntersectionObserverInit;
    elements: Element[];
    callback: IntersectionObserverCallback;
  }> = [];

  class FakeIntersectionObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.entry = { callback, options, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.entry.elements = [];
    }
    takeRecords() {
      return [];
    }
  }

  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });

  return {
    /** The options of the observer watching `element`. */
    optionsFor(element: Element): IntersectionObserverInit | undefined {
      return observers.find((o) => o.elements.includes(element))?.options;
    },
    /** Reports `element` as visible to every observer watching it. */
    reveal(element: Element) {
      for (const observer of observers.filter((o) => o.elements.includes(element))) {
        observer.callback(
          [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
      }
    },
    restore() {
      Object.assign(globalThis, { IntersectionObserver: original });
    },
  };
}
