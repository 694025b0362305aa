#!/bin/sh
# Generated from write-security-headers.sh.in and static-rules.json by npm run generate:nginx: edit those.
# Writes the security headers every location of the shell and the remotes includes, from the
# container's environment (the same origins as the runtime config): a CSP that allows only this
# origin, the remotes, the API and Firebase Auth (and the Auth emulator when configured), with no
# eval and no framing; nosniff, Referrer-Policy, Permissions-Policy; HSTS only over TLS (a TLS
# server here, or a proxy that says X-Forwarded-Proto: https). The rules are
# deploy/nginx/static-rules.json's, which the local static server reads too.
set -eu
origin() { printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*$#\1#'; }
api=""; remotes=""; emulator=""; auth_frame=""
if [ -n "${API_URL:-}" ]; then api=" $(origin "$API_URL")"; fi
for url in "${REMOTE_PUBLIC_URL:-}" "${REMOTE_DASHBOARD_URL:-}"; do
  if [ -n "$url" ]; then remotes="$remotes $(origin "$url")"; fi
done
if [ -n "${FIREBASE_AUTH_EMULATOR_URL:-}" ]; then emulator=" $(origin "$FIREBASE_AUTH_EMULATOR_URL")"; fi
case "${FIREBASE_AUTH_DOMAIN:-}" in *.*) auth_frame=" https://${FIREBASE_AUTH_DOMAIN}" ;; esac
firebase=" https://identitytoolkit.googleapis.com https://securetoken.googleapis.com"
# style-src: each remote's extracted CSS comes from its origin; 'unsafe-inline' for sweetalert2's <style>
# and the start-up splash's rules inline in the shell's index.html.
csp="default-src 'self'; script-src 'self'${remotes}; style-src 'self' 'unsafe-inline'${remotes}; img-src 'self' data: blob: https:${api}${remotes}${emulator}; media-src 'self'${api}${remotes}; font-src 'self' data:${remotes}; connect-src 'self'${api}${remotes}${firebase}${emulator}; frame-src 'self'${auth_frame}${emulator}; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
snippets="${NGINX_SNIPPETS_DIR:-/etc/nginx/snippets}"
mkdir -p "$snippets"
cat > "$snippets/security-headers.conf" <<CONF
add_header Content-Security-Policy "${csp}" always;
add_header X-Content-Type-Options "nosniff" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Permissions-Policy "camera=(), microphone=(), geolocation=(), payment=(), usb=()" always;
add_header Access-Control-Allow-Origin "*" always;
add_header Strict-Transport-Security \$hsts always;
CONF
