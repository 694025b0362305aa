// The security headers of the shell and both remotes on the local static server, from the rules
// deploy/nginx renders its own with (static-rules.json, through nginx-rules.mjs). The CSP allows
// only this origin, the remotes, the API and Firebase Auth (plus the Auth emulator when one is
// configured); no eval anywhere.
import { staticRules } from './nginx-rules.mjs';

const originOf = (url) => new URL(url).origin;

/**
 * @param {object} sources
 * @param {string} sources.apiUrl
 * @param {string[]} sources.remoteUrls   any URL of each remote (its manifest, its origin)
 * @param {string} [sources.authDomain]   Firebase authDomain: the sign-in popup's helper frame
 * @param {string} [sources.authEmulatorUrl]
 * @param {string} [sources.reportUri]   where browsers report violations (the journeys collect them)
 * @param {string[]} [sources.devSockets]   `npm run dev -- <remote>`: the dev server's ws:// origin
 */
export function contentSecurityPolicy({
  apiUrl,
  remoteUrls,
  authDomain,
  authEmulatorUrl,
  reportUri,
  devSockets = [],
}) {
  const api = originOf(apiUrl);
  const remotes = [...new Set(remoteUrls.map(originOf))];
  const emulator = authEmulatorUrl ? [originOf(authEmulatorUrl)] : [];
  const authFrames = authDomain && authDomain.includes('.') ? [`https://${authDomain}`] : [];
  // The rules' sources, as write-security-headers.sh fills them from its environment.
  const sources = {
    $api: [api],
    $remotes: remotes,
    $emulator: emulator,
    $authFrame: authFrames,
    $firebase: staticRules.firebaseOrigins,
    $devSockets: devSockets,
  };
  const directives = Object.fromEntries(
    Object.entries(staticRules.contentSecurityPolicy).map(([name, values]) => [
      name,
      values.flatMap((value) => (value.startsWith('$') ? sources[value] : [value])),
    ]),
  );
  if (reportUri) directives['report-uri'] = [reportUri];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** Every response's security headers; HSTS only when the request came over TLS (a proxy says so). */
export function securityHeaders({ csp, overTls = false }) {
  return {
    ...(csp ? { 'Content-Security-Policy': csp } : {}),
    ...staticRules.headers,
    ...(overTls ? { 'Strict-Transport-Security': staticRules.hstsOverTls } : {}),
  };
}
