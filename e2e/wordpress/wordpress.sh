#!/usr/bin/env bash
# A real WordPress on loopback for the blog's end-to-end tests: Debian's packages, MariaDB on a unix
# socket, PHP's built-in server on 127.0.0.1. Every start is a fresh, freshly seeded site.
#   start  installs what is missing, starts and seeds; writes $WP_E2E_DIR/env with WORDPRESS_URL, the app password
#          and WP_E2E_MEDIA_URL (a second host serving the uploads, for the media offload stand-in)
#   stop   stops the servers by the PIDs it recorded
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
port="${WP_E2E_PORT:-8881}"
dir="${WP_E2E_DIR:-/tmp/nexaloom-wp-e2e}"
site_url="http://127.0.0.1:${port}"
revalidate_url="${WP_E2E_REVALIDATE_URL:-http://127.0.0.1:3100/api/revalidate}"
secret="${REVALIDATE_SECRET:-e2e-revalidate-secret-0123456789abcdef}"
# Preview links point at the site under test; without WP_E2E_PREVIEW_URL the plugin keeps WordPress's own preview.
preview_url="${WP_E2E_PREVIEW_URL:-}"
preview_secret="${PREVIEW_SECRET:-e2e-preview-secret-0123456789abcdefgh}"
# The site the suite builds (its SITE_URL): nexaloom-headless.php sends WordPress's front end there.
headless_site_url="${WP_E2E_SITE_URL:-https://www.nexaloom.in}"
# The uploads again on another host, as a media offload (S3, a CDN) serves them: WordPress's port plus 100
# unless given, so a second WordPress (the benchmarks) gets its own.
media_port="${WP_E2E_MEDIA_PORT:-$((port + 100))}"
media_url="http://localhost:${media_port}"
# One config per port, so a second WordPress (the blog benchmark) can run beside the tests' one.
export WP_E2E_CONFIG="nexaloom-e2e-${port}"
config="/etc/wordpress/config-${WP_E2E_CONFIG}.php"
sock="$dir/mysqld.sock"

install_packages() {
  if [ -f /usr/share/wordpress/wp-load.php ] && command -v php >/dev/null && command -v mariadbd >/dev/null; then return; fi
  local created=0
  # The wordpress package pulls in apache2; keep its postinst from starting it on port 80.
  if [ ! -e /usr/sbin/policy-rc.d ]; then printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d; chmod +x /usr/sbin/policy-rc.d; created=1; fi
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends wordpress php-cli php-gd mariadb-server-core
  if [ "$created" = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi
}

stop() {
  for name in php media mariadb; do
    if [ -f "$dir/$name.pid" ]; then
      local pid; pid="$(cat "$dir/$name.pid")"
      if kill -0 "$pid" 2>/dev/null; then
        kill -- "-$pid" 2>/dev/null || kill "$pid"
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 -- "-$pid" 2>/dev/null || kill -9 "$pid" 2>/dev/null || true
      fi
      rm -f "$dir/$name.pid"
    fi
  done
}

write_config() {
  mkdir -p /etc/wordpress
  local salts=""
  for key in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
    salts+="define('$key', '$(head -c 32 /dev/urandom | base64 | tr -d '/+=')');"$'\n'
  done
  cat >"$config" <<PHP
<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', 'wordpress');
define('DB_HOST', 'localhost:$sock');
define('WP_HOME', '$site_url');
define('WP_SITEURL', '$site_url');
define('WP_CONTENT_DIR', '$dir/content');
define('WP_CONTENT_URL', '$site_url/wp-content');
define('WP_ENVIRONMENT_TYPE', 'local');
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost');
define('FS_METHOD', 'direct');
define('NEXALOOM_REVALIDATE_URL', '$revalidate_url');
define('NEXALOOM_REVALIDATE_SECRET', '$secret');
define('NEXALOOM_SITE_URL', '$headless_site_url');
$( [ -n "$preview_url" ] && printf "define('NEXALOOM_PREVIEW_URL', '%s');\ndefine('NEXALOOM_PREVIEW_SECRET', '%s');" "$preview_url" "$preview_secret" )
$salts
PHP
}

start() {
  install_packages
  stop
  rm -rf "$dir"
  mkdir -p "$dir/db" "$dir/content/uploads" "$dir/content/mu-plugins"
  write_config

  mariadb-install-db --no-defaults --user=root --datadir="$dir/db" --auth-root-authentication-method=socket --skip-test-db >"$dir/mariadb-install.log" 2>&1
  setsid mariadbd --no-defaults --user=root --datadir="$dir/db" --socket="$sock" --skip-networking --pid-file="$dir/mariadbd.pid" >"$dir/mariadb.log" 2>&1 &
  echo $! >"$dir/mariadb.pid"
  for _ in $(seq 100); do mariadb-admin --no-defaults --socket="$sock" -uroot ping >/dev/null 2>&1 && break; sleep 0.1; done
  mariadb --no-defaults --socket="$sock" -uroot <<'SQL'
CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER 'wordpress'@'localhost' IDENTIFIED BY 'wordpress';
GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';
SQL

  # Its own process group: PHP's server forks workers, and stop must take them down with it.
  WP_E2E_CONTENT_DIR="$dir/content" WP_E2E_REQUEST_LOG="$dir/requests.log" PHP_CLI_SERVER_WORKERS=4 \
    setsid php -S "127.0.0.1:$port" -t /usr/share/wordpress "$here/router.php" >"$dir/php.log" 2>&1 &
  echo $! >"$dir/php.pid"

  # The media offload stand-in's host: the uploads folder as plain files (Content-Type by extension).
  setsid php -S "127.0.0.1:$media_port" -t "$dir/content/uploads" >"$dir/media.log" 2>&1 &
  echo $! >"$dir/media.pid"

  php "$here/seed.php" "$dir/credentials.json"
  # Installed after seeding, so creating the seed posts sends no webhooks: the production plugins, and the
  # test-only stand-ins (Yoast SEO's REST field, a media offload) from e2e/wordpress/mu-plugins/.
  cp "$repo/wordpress/mu-plugins/"*.php "$here/mu-plugins/"*.php "$dir/content/mu-plugins/"
  for _ in $(seq 100); do php -r 'exit(@file_get_contents($argv[1]) === false ? 1 : 0);' "$site_url/wp-json/wp/v2/posts?per_page=1" && break; sleep 0.1; done
  {
    echo "WORDPRESS_URL=$site_url"
    echo "WP_E2E_USER=$(php -r 'echo json_decode(file_get_contents($argv[1]))->user;' "$dir/credentials.json")"
    echo "WP_E2E_APP_PASSWORD=$(php -r 'echo json_decode(file_get_contents($argv[1]))->password;' "$dir/credentials.json")"
    echo "WP_E2E_PREVIEW_APP_PASSWORD=$(php -r 'echo json_decode(file_get_contents($argv[1]))->preview_password;' "$dir/credentials.json")"
    echo "WP_E2E_LOGIN_PASSWORD=$(php -r 'echo json_decode(file_get_contents($argv[1]))->login_password;' "$dir/credentials.json")"
    echo "WP_E2E_DIR=$dir"
    echo "WP_E2E_MEDIA_URL=$media_url"
  } >"$dir/env"
  # By now a server that could not take its port has exited.
  if ! kill -0 "$(cat "$dir/media.pid")" 2>/dev/null; then
    echo "the media host did not start on port $media_port (see $dir/media.log)" >&2
    exit 1
  fi
  echo "WordPress answering at $site_url, its uploads also at $media_url (credentials in $dir/env)"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
