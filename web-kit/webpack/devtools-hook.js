// Dev servers only, first in every entry. React Refresh reaches React DOM through the DevTools
// hook, and each app's refresh runtime (the shell's, then each remote's as it loads) hooks in on
// its own. The stand-in hook React Refresh creates when DevTools is absent forgets the renderers
// it is given, so a remote's runtime, arriving after React DOM started, would never find it and
// its edits would never show. This hook remembers them, as DevTools' own does.
if (typeof window !== 'undefined' && !window.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
