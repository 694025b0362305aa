// The security headers of the shell and both remotes (the local static server; deploy/nginx
// writes the same from its env). The CSP allows only this origin, the remotes, the API and
// Firebase Auth (plus the Auth emulator when one is configured); no eval anywhere.
const FIREBASE_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

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
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // Each remote's extracted CSS loads from its own origin; 'unsafe-inline' stays for the <style>
    // elements of sweetalert2, of the shell's index.html (the start-up splash) and of a remote's
    // dev server (style-loader) inside the live shell.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // Photos may be any http(s) URL a person pasted (the contracts' image rule); images run no code.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', api, ...remotes, ...emulator],
    'media-src': ["'self'", api, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", api, ...remotes, ...FIREBASE_ORIGINS, ...emulator, ...devSockets],
    'frame-src': ["'self'", ...authFrames, ...emulator],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(reportUri ? { 'report-uri': [reportUri] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** Every response's security headers; HSTS only when the request came over TLS (a proxy says so). */
export function securityHeaders({ csp, overTls = false }) {
  return {
    ...(csp ? { 'Content-Security-Policy': csp } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(overTls ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
