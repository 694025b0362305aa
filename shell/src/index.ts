// The asynchronous boundary lets the federation runtime set up the shared React and router
// before any module that uses them runs.
import('./bootstrap').catch((error: unknown) => console.error('The shell failed to start', error));
