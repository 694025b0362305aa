#!/bin/sh
# The backup schedule: one archive at start, then one every BACKUP_INTERVAL_SECONDS (86400: daily),
# keeping the newest BACKUP_KEEP (14: two weeks of dailies) in BACKUP_DIR. A failed run is logged
# and retried at the next tick; the archives already there are never touched by a failure.
set -u
interval="${BACKUP_INTERVAL_SECONDS:-86400}"
while true; do
  node --input-type=module -e "const { backupCommand } = await import('@threadline/tools/backup/backup-cli'); await backupCommand();" \
    || echo "$(date -u +%FT%TZ) backup failed; next attempt in ${interval}s" >&2
  sleep "$interval"
done
