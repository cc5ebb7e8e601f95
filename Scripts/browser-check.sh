#!/usr/bin/env bash
# The browser check (Docs/Testing.md, "In a browser"): every document of Examples/web/documents
# exported with `motion export --format html`, loaded in headless Chromium, paused at every
# millisecond of its motions plus 300 ms and compared with `motion sample`; fails above the
# export's bound. Beside it: reduced motion under media emulation (Scripts/browser-reduced-
# motion.py) and the continuation at three hand-offs of two springs (Scripts/browser-
# continuation.py). Debian's `chromium` is installed first if it is missing (no npm, no browser
# download).
#
#   bash Scripts/browser-check.sh                  install if needed, build motion, check
#   bash Scripts/browser-check.sh --install-only   only install Chromium (CI starts it early)
#   bash Scripts/browser-check.sh --reduced-motion the corpus under prefers-reduced-motion
#   bash Scripts/browser-check.sh --screenshots    Docs/images/browser-scene-*.png
#   bash Scripts/browser-check.sh -- ARGS          ARGS go to Scripts/browser-check.py
#                                                  (--only NAME, --tolerance PX, --report F…)
#
# MOTION=path uses that motion binary instead of building one; CHROMIUM=path that browser.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium=${CHROMIUM:-chromium}
lock=${TMPDIR:-/tmp}/materialmotion-chromium-install.lock

install_chromium() {
  # One install at a time: CI starts one in the background and the check waits for it here.
  exec 9>"$lock"
  flock 9
  if ! command -v "$chromium" >/dev/null 2>&1; then
    if [[ $chromium != chromium ]]; then
      echo "browser-check: $chromium not found" >&2
      exit 1
    fi
    local started=$SECONDS
    echo "browser-check: installing Debian's chromium"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends chromium >/dev/null
    echo "browser-check: installed in $((SECONDS - started)) s"
  fi
  flock -u 9
  # The Debian launcher checks /dev/shm's size with a shell test that prints a warning on
  # some machines; the version line is the last line.
  "$chromium" --version 2>/dev/null | tail -n 1
}

mode=check
reduced=0
extra=()
while (($#)); do
  case $1 in
    --install-only) mode=install ;;
    --screenshots) mode=screenshots ;;
    --reduced-motion) reduced=1; extra+=(--reduced-motion) ;;
    --) shift; extra+=("$@"); break ;;
    *) echo "browser-check: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
  esac
  shift
done

install_chromium
[[ $mode == install ]] && exit 0

if [[ -z ${MOTION:-} ]]; then
  swift build --product motion >/dev/null
  MOTION=$(swift build --show-bin-path)/motion
fi

if [[ $mode == screenshots ]]; then
  exec python3 Scripts/browser-screenshots.py --motion "$MOTION" --chromium "$chromium"
fi
# The reduced-motion page (two short Chromium runs), then the continuation's hand-offs (one run;
# not under --reduced-motion: it loads its pages without emulation, so it would be the same run),
# beside the corpus; their lines come after.
side_log=$(mktemp)
trap 'rm -f "$side_log"' EXIT
{
  side_status=0
  python3 Scripts/browser-reduced-motion.py --chromium "$chromium" || side_status=1
  if ((reduced == 0)); then
    python3 Scripts/browser-continuation.py --motion "$MOTION" --chromium "$chromium" \
      || side_status=1
  fi
  exit $side_status
} >"$side_log" 2>&1 &
side=$!
status=0
python3 Scripts/browser-check.py --motion "$MOTION" --chromium "$chromium" "${extra[@]}" || status=$?
side_status=0
wait "$side" || side_status=$?
cat "$side_log"
((status == 0 && side_status == 0))
