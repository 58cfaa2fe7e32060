#!/usr/bin/env bash
# Make sure the services the tests use are running (docs/SERVICES.md): PostgreSQL on
# 127.0.0.1:5432, Redis on 127.0.0.1:6379, nginx, Java for the HTML checker and Debian's
# Chromium for the browser tests.
# Installs them from Debian's packages where absent (needs root), starts them where stopped.
set -uo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=
apt_install() {
  [ -n "$apt_updated" ] || { as_root apt-get update -qq; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "ensure-services: installing PostgreSQL"
  apt_install postgresql
fi
if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "ensure-services: starting PostgreSQL"
  as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432 || { echo "ensure-services: PostgreSQL is not reachable on 127.0.0.1:5432"; exit 1; }

if ! command -v redis-server >/dev/null 2>&1; then
  echo "ensure-services: installing Redis"
  apt_install redis-server
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "ensure-services: starting Redis"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
  sleep 1
fi

# The fault tests run deploy/nginx.conf for real (they start their own nginx; none is left running).
if ! command -v nginx >/dev/null 2>&1 || ! command -v openssl >/dev/null 2>&1; then
  echo "ensure-services: installing nginx"
  apt_install nginx-light openssl || apt_install nginx openssl
  as_root service nginx stop >/dev/null 2>&1 || true
fi

# The Nu HTML Checker (vnu-jar) of the HTML validity tests is a Java program.
if ! command -v java >/dev/null 2>&1; then
  echo "ensure-services: installing Java"
  apt_install default-jre-headless
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "ensure-services: installing Chromium"
  apt_install chromium
fi
exit 0
