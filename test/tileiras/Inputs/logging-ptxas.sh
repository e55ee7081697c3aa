#!/usr/bin/env bash
# A stand-in ptxas for driver tests: appends its command line to $PTXAS_LOG,
# keeps a copy of the --nv-host object as $PTXAS_LOG.host.o, then runs the real
# ptxas ($REAL_PTXAS) or, without one, writes a placeholder ELF file to -o.
set -u
printf '%s\n' "$*" >> "$PTXAS_LOG"
out=""
prev=""
for a in "$@"; do
  case "$a" in
    --nv-host=*) cp "${a#--nv-host=}" "$PTXAS_LOG.host.o" ;;
  esac
  [ "$prev" = "-o" ] && out="$a"
  prev="$a"
done
if [ -n "${REAL_PTXAS:-}" ]; then exec "$REAL_PTXAS" "$@"; fi
printf '\177ELF' > "$out"
