#!/usr/bin/env bash
# The test targets a sanitizer step of `.ci/run` builds and runs, comma-separated, for
# MOTION_TEST_TARGETS (Package.swift builds only those and what they depend on).
#
#   Scripts/sanitizer-targets.sh thread    ThreadSanitizer: the tests of every module with code the
#                                          compiler cannot check for data races (`@unchecked
#                                          Sendable`, `nonisolated(unsafe)`, threads, queues, locks);
#                                          the rest is checked by Swift 6's strict concurrency.
#   Scripts/sanitizer-targets.sh address   AddressSanitizer and LeakSanitizer: every test target
#                                          but the command line's and the documentation's, whose
#                                          modules hold no unsafe code (checked here: the script
#                                          fails the day they do).
#
# The selection is read off the code each run, so new unsafe code brings its tests in by itself.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each source folder and the test target that tests it.
declare -A tests_of=(
  [Streams]=StreamsTests [Timeline]=TimelineTests [Tween]=TweenTests [Gestures]=GesturesTests
  [Physics]=PhysicsTests [Runtime]=RuntimeTests [RuntimeConformance]=RuntimeTests
  [StreamsConformance]=StreamsConformanceTests [GesturesConformance]=GesturesConformanceTests
  [AnimationConformance]=TweenTests [MotionTools]=MotionToolsTests [motion]=MotionCommandTests
  [MaterialMotion]=DocumentationTests
)

# Lines of code (not comments) in a source folder matching an extended regular expression.
code_matching() {
  grep -rhE "$2" "Sources/$1" --include='*.swift' | grep -vE '^\s*//' || true
}

for folder in Sources/*/; do
  folder=$(basename "$folder")
  if [[ -z ${tests_of[$folder]:-} ]]; then
    echo "sanitizer-targets: Sources/$folder has no test target listed here" >&2
    exit 1
  fi
done

selected=()
case ${1:-} in
  thread)
    unchecked='@unchecked Sendable|nonisolated\(unsafe\)|import Dispatch|\bThread\b|pthread_|Mutex|Atomic'
    for folder in "${!tests_of[@]}"; do
      [[ -n $(code_matching "$folder" "$unchecked") ]] && selected+=("${tests_of[$folder]}")
    done
    ;;
  address)
    for folder in "${!tests_of[@]}"; do
      case $folder in
        MotionTools | motion | MaterialMotion)
          if [[ -n $(code_matching "$folder" 'Unsafe|Unmanaged|unsafe[A-Z]|@unchecked') ]]; then
            echo "sanitizer-targets: Sources/$folder now holds unsafe code; add its tests to" \
              "the AddressSanitizer step (this script)" >&2
            exit 1
          fi
          ;;
        *) selected+=("${tests_of[$folder]}") ;;
      esac
    done
    ;;
  *)
    echo "usage: Scripts/sanitizer-targets.sh thread|address" >&2
    exit 2
    ;;
esac
printf '%s\n' "${selected[@]}" | sort -u | paste -sd, -
