/** How long the shell's own UI (splash screens, toasts) stays on screen; no other app reads them. */
export const ShellTimings = {
  splashMs: 3000,
  splashTickMs: 150,
  splashMessageMs: 800,
  splashDoneDelayMs: 800,
  routeSplashMs: 300,
  routeSplashTickMs: 100,
  routeSplashHideDelayMs: 500,
  toastMs: 3000,
  captchaToastMs: 1500,
} as const;
