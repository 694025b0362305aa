// `@threadline/contracts/releases`: what the release command, the API and the shell agree on about
// a remote's releases (the pointer, the history, the build's metadata, previews and telemetry).
export * from '../releases';
