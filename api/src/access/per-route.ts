import type { ExecutionContext } from '@nestjs/common';

type Handler = ReturnType<ExecutionContext['getHandler']>;
type Controller = ReturnType<ExecutionContext['getClass']>;

/**
 * A decision read from a route's decorators (a Reflector lookup), computed the first time the route
 * is called and kept: the decorators do not change once the app is built, and the global guards
 * otherwise read the same metadata again on every request. Keyed by controller class, then handler,
 * since a handler inherited by two controllers may carry different class decorators.
 */
export function perRoute<T>(
  decide: (targets: [handler: Handler, controller: Controller]) => T,
): (context: ExecutionContext) => T {
  const decisions = new WeakMap<Controller, WeakMap<Handler, T>>();
  return (context) => {
    const handler = context.getHandler();
    const controller = context.getClass();
    let ofController = decisions.get(controller);
    if (!ofController) decisions.set(controller, (ofController = new WeakMap()));
    if (ofController.has(handler)) return ofController.get(handler) as T;
    const decision = decide([handler, controller]);
    ofController.set(handler, decision);
    return decision;
  };
}
