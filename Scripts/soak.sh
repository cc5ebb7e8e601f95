#!/usr/bin/env bash
# The simulated hour (issue 32, part 1): the soak suite alone, 432,000 frames at 120 Hz (or the
# number of frames given), heap bytes measured, in a debug build so that the engine's invariants
# are checked after every frame too. Prints the soak's figures and the run's wall time.
#   Scripts/soak.sh            # the hour
#   Scripts/soak.sh 120000     # a shorter soak
set -euo pipefail
cd "$(dirname "$0")/.."
frames="${1:-432000}"
swift build --build-tests
start=$(date +%s)
set +e
TIMEFORMAT='soak.sh: CPU %U s user, %S s system'
time MOTION_SOAK_FRAMES="$frames" MOTION_SOAK_HEAP=1 \
  swift test --skip-build --filter 'RuntimeTests.SoakTests' 2>&1 | grep -E '^soak:|✔|✘|error'
status=${PIPESTATUS[0]}
end=$(date +%s)
echo "soak.sh: $frames frames in $((end - start)) s of wall time"
exit "$status"
