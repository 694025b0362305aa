import { engines } from '../../package.json';
import { unsupportedNodeReason } from './node-support';

describe('unsupportedNodeReason', () => {
  it('refuses Node 20, which reached its end of life on 2026-04-30', () => {
    expect(unsupportedNodeReason('v20.20.2', '>=24')).toMatch(
      /Node v20\.20\.2 is past its end of life/,
    );
  });

  it('accepts the current LTS line and newer ones', () => {
    expect(unsupportedNodeReason('24.21.0', '>=24')).toBeNull();
    expect(unsupportedNodeReason('26.1.0', '>=24')).toBeNull();
  });

  it('refuses to guess when package.json names no minimum', () => {
    expect(unsupportedNodeReason('24.21.0', undefined)).toMatch(/names no minimum Node/);
  });

  it('holds for the Node running these tests, against the API package.json', () => {
    expect(engines.node).toBe('>=24');
    expect(unsupportedNodeReason(process.versions.node, engines.node)).toBeNull();
  });
});
