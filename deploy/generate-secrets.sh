#!/bin/sh
# Creates the docker secrets docker-compose.yml reads, in ${SECRETS_DIR:-./secrets}, once: an
# existing file is never overwritten. Keep the folder out of version control and backed up.
set -eu
dir="${SECRETS_DIR:-./secrets}"
mkdir -p "$dir"
chmod 700 "$dir"
make() {
  if [ -e "$dir/$1" ]; then echo "kept    $dir/$1"; return; fi
  (umask 077; eval "$2" > "$dir/$1")
  # Compose mounts each secret file as is, and the API runs as the image's `node` user: the
  # files are world-readable, the folder (mode 700) is what keeps them private on the host.
  chmod 644 "$dir/$1"
  echo "created $dir/$1"
}
make mongo-keyfile 'openssl rand -base64 756'
make mongo-root-password 'openssl rand -hex 24'
make mongo-app-password 'openssl rand -hex 24'
make jwt-secret 'openssl rand -hex 48'
# The real Firebase service-account key goes here in production; the emulator needs none.
make firebase-service-account.json 'echo "{}"'
# The SMTP account's password (SMTP_URL names the user): replace with the provider's; empty when
# the server needs none.
make smtp-password 'printf ""'
# Signs the preview links of staged releases (the API, and `npm run release -- <remote> --stage`
# run with the same RELEASE_PREVIEW_SECRET_FILE).
make release-preview-secret 'openssl rand -hex 32'
