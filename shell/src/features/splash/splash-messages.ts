/** The start-up splash's captions, one after another while the app loads. */
export const SPLASH_MESSAGES = [
  'Initializing...',
  'Loading assets...',
  'Preparing interface...',
  'Almost ready...',
  'Welcome!',
] as const;
