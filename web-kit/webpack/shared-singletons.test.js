/** @jest-environment node */
const { sharedSingletons } = require('./shared-singletons');

describe('sharedSingletons', () => {
  it("shares React and the router as singletons at the app's own ranges", () => {
    const shared = sharedSingletons({
      axios: '^1.12.0',
      react: '^19.2.0',
      'react-dom': '^19.2.1',
      'react-router-dom': '^7.18.0',
    });

    expect(shared).toEqual({
      react: { singleton: true, requiredVersion: '^19.2.0' },
      'react-dom': { singleton: true, requiredVersion: '^19.2.1' },
      'react-router': { singleton: true, requiredVersion: '^7.18.0' },
      'react-router-dom': { singleton: true, requiredVersion: '^7.18.0' },
    });
  });

  it('takes react-router at its own range when the app depends on it directly', () => {
    const shared = sharedSingletons({
      react: '^19.2.0',
      'react-dom': '^19.2.0',
      'react-router': '~7.18.1',
      'react-router-dom': '^7.18.0',
    });

    expect(shared['react-router']).toEqual({ singleton: true, requiredVersion: '~7.18.1' });
  });

  it('stops the build when an app shares a singleton it does not depend on', () => {
    expect(() => sharedSingletons({ react: '^19.2.0' })).toThrow(
      "Federation singletons need these in the app's dependencies: react-dom, react-router-dom",
    );
  });
});
