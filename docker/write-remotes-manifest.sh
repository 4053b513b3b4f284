#!/bin/sh
# Writes the shell's remotes.json from the environment at container start, so moving a
# remote is a configuration change, never a rebuild. Remotes' images skip this.
set -eu
html=/usr/share/nginx/html
[ -n "${MF_PUBLIC_URL:-}" ] || exit 0
cat > "$html/remotes.json" <<JSON
{
  "mf_public": "${MF_PUBLIC_URL}",
  "mf_student": "${MF_STUDENT_URL}",
  "mf_business": "${MF_BUSINESS_URL}",
  "mf_admin": "${MF_ADMIN_URL}"
}
JSON
