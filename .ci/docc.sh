#!/usr/bin/env bash
# Builds every module's DocC catalog offline with warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-symbol-graph >/dev/null
graphs=$(find .build -type d -name symbolgraph -path '*debug*' -o -type d -name symbolgraph | head -1)
out=.docc-build
rm -rf "$out"
mkdir -p "$out"
for pair in MotionStreams:Streams MotionTimeline:Timeline MotionTween:Tween MotionGestures:Gestures \
  MotionPhysics:Physics MotionRuntime:Runtime MotionRuntimeConformance:RuntimeConformance \
  MotionStreamsConformance:StreamsConformance MotionGesturesConformance:GesturesConformance \
  MotionAnimationConformance:AnimationConformance MaterialMotion:MaterialMotion; do
  module=${pair%%:*}
  dir=${pair#*:}
  mkdir -p "$out/$module-graphs"
  cp "$graphs/$module.symbols.json" "$out/$module-graphs/"
  find "$graphs" -name "$module@*.symbols.json" -exec cp {} "$out/$module-graphs/" \;
  echo "docc: $module"
  docc convert "Sources/$dir/$dir.docc" \
    --additional-symbol-graph-dir "$out/$module-graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.materialmotion.$module" \
    --warnings-as-errors \
    --output-path "$out/$module.doccarchive" >"$out/$module.log" 2>&1 || {
    cat "$out/$module.log"
    exit 1
  }
done
echo "docc: every module built without warnings"
