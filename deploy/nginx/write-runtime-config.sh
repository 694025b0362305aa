#!/bin/sh
# Writes the shell's runtime config from the container's environment at start, so moving a
# remote or the API needs a restart with new env, never a rebuild.
set -eu
: "${API_URL:?API_URL is required}"
: "${REMOTE_PUBLIC_URL:?REMOTE_PUBLIC_URL is required}"
: "${REMOTE_DASHBOARD_URL:?REMOTE_DASHBOARD_URL is required}"
: "${FIREBASE_API_KEY:?FIREBASE_API_KEY is required}"
: "${FIREBASE_AUTH_DOMAIN:?FIREBASE_AUTH_DOMAIN is required}"
: "${FIREBASE_PROJECT_ID:?FIREBASE_PROJECT_ID is required}"
emulator=""
if [ -n "${FIREBASE_AUTH_EMULATOR_URL:-}" ]; then emulator=", \"authEmulatorUrl\": \"${FIREBASE_AUTH_EMULATOR_URL}\""; fi
# NGINX_HTML_DIR: the web root (npm run start:prod runs this script against its own copy).
cat > "${NGINX_HTML_DIR:-/usr/share/nginx/html}/runtime-config.json" <<JSON
{ "apiUrl": "${API_URL}",
  "remotes": { "remote_public": "${REMOTE_PUBLIC_URL}", "remote_dashboard": "${REMOTE_DASHBOARD_URL}" },
  "firebase": { "apiKey": "${FIREBASE_API_KEY}", "authDomain": "${FIREBASE_AUTH_DOMAIN}", "projectId": "${FIREBASE_PROJECT_ID}"${emulator} } }
JSON
