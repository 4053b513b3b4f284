#!/bin/sh
# Writes the shell's remotes.json from the environment at container start, so moving a
# remote is a configuration change, never a rebuild; and the security headers, whose
# Content-Security-Policy names the remotes' origins. Remotes' images skip this.
set -eu
html=/usr/share/nginx/html
[ -f "$html/security-headers.conf" ] || exit 0
mv "$html/subresource-security-headers.conf" /etc/nginx/subresource-security-headers.conf
if [ -z "${MF_PUBLIC_URL:-}" ]; then
  mv "$html/security-headers.conf" /etc/nginx/security-headers.conf
  rm -f "$html/security-headers.conf.template"
  exit 0
fi
cat > "$html/remotes.json" <<JSON
{
  "mf_public": "${MF_PUBLIC_URL}",
  "mf_student": "${MF_STUDENT_URL}",
  "mf_business": "${MF_BUSINESS_URL}",
  "mf_admin": "${MF_ADMIN_URL}"
}
JSON
origins=$(for url in "$MF_PUBLIC_URL" "$MF_STUDENT_URL" "$MF_BUSINESS_URL" "$MF_ADMIN_URL"; do
  echo "$url" | sed -n -E 's#^(https?://[^/]+).*#\1#p'
done | sort -u | tr '\n' ' ' | sed 's/ $//')
sed "s#https://remote.origins.invalid#${origins}#g" "$html/security-headers.conf.template" \
  > /etc/nginx/security-headers.conf
rm -f "$html/security-headers.conf" "$html/security-headers.conf.template"
