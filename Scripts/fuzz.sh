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
modules=(MotionStreams MotionTimeline MotionTween MotionGestures MotionRuntime MotionTools motion)

build() {
  # The package's own targets, compiled by SwiftPM with coverage instrumentation and ASan.
  # `--target` compiles without linking, so `motion`'s main (renamed `motion_main` by SwiftPM)
  # does not clash with libFuzzer's. -enable-testing lets the option harness reach `motion`'s
  # internal parser with @testable import.
  swift build -c release --target motion --scratch-path "$scratch" \
    --sanitize=fuzzer --sanitize=address -Xswiftc -enable-testing
  local bin objects=()
  bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)
  for module in "${modules[@]}"; do objects+=("$bin/$module.build"/*.o); done
  # The package name SwiftPM compiled with (the checkout's directory name), for `package` access.
  local package_name
  package_name=$(grep -o -- '-package-name [^ "]*' "$bin/MotionTools.build/output-file-map.json" \
    2>/dev/null | head -1 | cut -d' ' -f2 || true)
  [ -n "$package_name" ] || package_name=$(basename "$PWD" | tr '[:upper:]' '[:lower:]')
  for name in "${harnesses[@]}"; do
    echo "== building fuzz-$name"
    swiftc -O -parse-as-library -swift-version 6 -sanitize=fuzzer,address \
      -package-name "$package_name" -I "$bin/Modules" -I "$bin" \
      "Fuzz/Harnesses/$name.swift" "${objects[@]}" -o "$scratch/fuzz-$name"
  done
}

run() {
  local name=$1 seconds=${2:-600}
  shift $(($# < 2 ? $# : 2))
  local corpus="$scratch/corpus/$name" artifacts="$scratch/artifacts/$name/"
  mkdir -p "$corpus" "$artifacts"
  [ -x "$scratch/fuzz-$name" ] || build
  # -rss_limit_mb and -timeout turn a memory blow-up or a hang into a finding; detect_leaks is
  # on by default with ASan. The seed corpus is read, new inputs go to the scratch corpus.
  ASAN_OPTIONS=detect_leaks=1 "$scratch/fuzz-$name" "$corpus" "Fuzz/Corpus/$name" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
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
