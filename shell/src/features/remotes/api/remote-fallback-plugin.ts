import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFallbackModule } from './remote-fallback-module';

/**
 * Federation runtime plugin: a remote that fails to load resolves to the fallback module (a
 * retry panel) instead of rejecting, so the host never goes blank. Only the final "onLoad"
 * stage is answered; earlier stages expect other shapes (arguments, a manifest) and must fail
 * through to it.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'threadline-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote module ${id} could not be loaded`, error);
      return remoteFallbackModule;
    },
  };
}
