// `@threadline/contracts/remotes`: the registry of federated remotes (names, routes, teams, ports),
// read by the shell, the API, the release command and the tooling.
export * from '../remotes';
