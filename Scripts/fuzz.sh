#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer) of every reader of outside data, with AddressSanitizer
# (and its LeakSanitizer) on. Harnesses: Fuzz/Harnesses/<name>.swift; seed corpora:
# Fuzz/Corpus/<name>/ (in the repository); corpora grown by a run and crash files go under
# .build-fuzz/ (ignored). See Docs/Fuzzing.md.
#
#   Scripts/fuzz.sh build                      build every harness
#   Scripts/fuzz.sh run NAME [SECONDS] [ARGS]  fuzz one harness (default 600 s); ARGS go to libFuzzer
#   Scripts/fuzz.sh all [SECONDS]              fuzz every harness in turn
#   Scripts/fuzz.sh replay NAME FILE...        run a harness once on given inputs (a crash file)
#
# Harnesses: MotionDocument, PointerTrace, TimingFunctionCSS, Options.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-fuzz
harnesses=(MotionDocument PointerTrace TimingFunctionCSS Options)
modules=(MotionStreams MotionTimeline MotionTween MotionGestures MotionPhysics MotionRuntime MotionTools
  motion)

build() {
  # Each module compiled by swiftc (whole-module, -O) with coverage instrumentation and ASan.
  # Not through SwiftPM: its release build (multi-threaded whole-module) drops the coverage
  # instrumentation of -sanitize=fuzzer (measured with Swift 6.3.1: no __sanitizer_cov symbol in
  # its objects), which would leave libFuzzer blind to the code under test. -enable-testing
  # lets the option harness reach `motion`'s internal parser with @testable import.
  local out="$scratch/modules"
  mkdir -p "$out"
  local flags=(-O -wmo -parse-as-library -swift-version 6 -sanitize=fuzzer,address
    -enable-testing -package-name MaterialMotion -I "$out"
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
    -enable-upcoming-feature InternalImportsByDefault)
  local entry module directory
  for entry in Streams:MotionStreams Timeline:MotionTimeline Tween:MotionTween \
    Gestures:MotionGestures Physics:MotionPhysics Runtime:MotionRuntime MotionTools:MotionTools \
    motion:motion; do
    directory=${entry%%:*}
    module=${entry##*:}
    echo "== compiling $module"
    swiftc "${flags[@]}" -module-name "$module" -c $(find "Sources/$directory" -name '*.swift') \
      -emit-module -emit-module-path "$out/$module.swiftmodule" -o "$out/$module.o"
  done
  # libFuzzer brings its own `main`: rename the command's @main entry point (the harness never
  # calls it).
  objcopy --redefine-sym main=motion_entry_point "$out/motion.o"
  local objects=()
  for module in "${modules[@]}"; do objects+=("$out/$module.o"); done
  for name in "${harnesses[@]}"; do
    echo "== linking fuzz-$name"
    swiftc "${flags[@]}" -module-name "Fuzz$name" "Fuzz/Harnesses/$name.swift" "${objects[@]}" \
      -o "$scratch/fuzz-$name"
  done
}

run() {
  local name=$1 seconds=${2:-600}
  shift $(($# < 2 ? $# : 2))
  local corpus="$scratch/corpus/$name" artifacts="$scratch/artifacts/$name/"
  mkdir -p "$corpus" "$artifacts"
  [ -x "$scratch/fuzz-$name" ] || build
  # -rss_limit_mb and -timeout turn a memory blow-up or a hang into a finding (60 s: the timeout
  # counts wall time, and on a loaded shared machine an input that takes 0.1 s of CPU has been
  # seen to take 14 s of wall time, a false "timeout"); detect_leaks is
  # on by default with ASan. The seed corpus is read, new inputs go to the scratch corpus.
  ASAN_OPTIONS=detect_leaks=1 "$scratch/fuzz-$name" "$corpus" "Fuzz/Corpus/$name" \
    -max_total_time="$seconds" -timeout=60 -rss_limit_mb=2048 -max_len=4096 \
    -artifact_prefix="$artifacts" -print_final_stats=1 "$@"
}

case "${1:-}" in
  build) build ;;
  run) shift; run "$@" ;;
  all)
    for name in "${harnesses[@]}"; do run "$name" "${2:-600}"; done ;;
  replay)
    name=$2; shift 2
    [ -x "$scratch/fuzz-$name" ] || build
    "$scratch/fuzz-$name" "$@" ;;
  *) sed -n '2,14p' "$0"; exit 2 ;;
esac
