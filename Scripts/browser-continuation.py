#!/usr/bin/env python3
"""The continuation in a browser (Docs/Export.md, "Continuing an interrupted motion"): a spring
interrupted at three instants T, its whole export and its continuation from T
(`motion export --continue-at T`) loaded as pages in headless Chromium and read at full precision
around the hand-off: the whole export just before T and at T, the continuation at 0 and just
after. Fails if the continuation's value at 0 is further from the whole export's value at T than
the export's bound (a jump), if it is not the engine's value at T (within 1e-9), or if the slope
the continuation shows just after 0 differs by more than 1 % from the velocity of the motion it
takes over: the engine's at T (`motion sample --velocity`; a spring's velocity is continuous,
so it is the slope on both sides of T).

Slopes are one-sided finite differences over STEP ms of values Chromium computed: after the
hand-off (c(STEP) - c(0)) / STEP on the continuation; before it (v(T) - v(T - STEP)) / STEP on
the whole export, printed beside them and not gated: the whole export is a linear() easing whose
points keep its values within the bound, not its slope, so just before T it shows the slope of
the chord it is on (Docs/Export.md). Run by Scripts/browser-check.sh beside the corpus; standard
library only.
"""

import argparse
import html
import json
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Examples", "web", "documents")
# A bouncy spring and a toss with start velocity, each interrupted at three instants (ms): in
# its first rise, near its fastest or its turn, and on its way back.
CASES = [("spring-bouncy-k400-z0.3", [70.0, 183.5, 420.0]),
         ("toss-forward", [40.0, 183.5, 420.0])]
# The one-sided finite differences' step, ms.
STEP = 0.5
# The largest relative difference of the continuation's slope from the engine's velocity.
SLOPE = 0.01

SCRIPT = r"""
'use strict';
function mmRead() {
  const specs = JSON.parse(document.getElementById('mm-specs').textContent);
  const pages = JSON.parse(document.getElementById('mm-pages').textContent);
  const out = [];
  specs.forEach((spec, index) => {
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    const doc = frame.contentDocument;
    doc.open();
    doc.write(pages[index]);
    doc.close();
    const element = doc.getElementById('motion');
    const animations = doc.getAnimations().filter((a) => a.effect && a.effect.target === element);
    for (const animation of animations) animation.pause();
    const values = spec.times.map((time) => {
      for (const animation of animations) animation.currentTime = time;
      const value = element.computedStyleMap().get('--' + spec.property);
      return value && 'value' in value ? value.value : null;
    });
    out.push(values);
    frame.remove();
  });
  const pre = document.createElement('pre');
  pre.id = 'mm-done';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
}
window.addEventListener('load', mmRead);
"""


def run(command):
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def export_json(page):
    found = re.search(r'<script type="application/json" id="motion-export">(.*?)</script>',
                      page, re.S)
    return json.loads(found.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--motion", default=os.path.join(ROOT, ".build", "debug", "motion"))
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--work", default=os.path.join(ROOT, ".build-browser", "continuation"))
    arguments = parser.parse_args()
    started = time.monotonic()
    os.makedirs(arguments.work, exist_ok=True)

    pages, specs, cases = [], [], []
    for name, instants in CASES:
        document = os.path.join(CORPUS, name + ".json")
        whole = os.path.join(arguments.work, name + ".html")
        run([arguments.motion, "export", document, "--format", "html", "-o", whole])
        with open(whole) as source:
            text = source.read()
        prop = sorted(export_json(text)["properties"])[0]
        pages.append(text)
        specs.append({"property": prop,
                      "times": [t + side for t in instants for side in (-STEP, 0.0)]})
        engine = json.loads(run([arguments.motion, "sample", document, "--at",
                                 ",".join(repr(t) for t in instants), "--velocity",
                                 "--format", "json"]))[prop]
        for k, instant in enumerate(instants):
            rest = os.path.join(arguments.work, f"{name}.from-{instant:g}.html")
            run([arguments.motion, "export", document, "--format", "html", "--continue-at",
                 repr(instant), "-o", rest])
            with open(rest) as source:
                text = source.read()
            pages.append(text)
            specs.append({"property": prop, "times": [0.0, STEP]})
            cases.append({"engine": engine["value"][k], "velocity": engine["velocity"][k],
                          "bound": export_json(text)["properties"][prop]["bound"]})

    def embedded(value):
        return json.dumps(value).replace("</", "<\\/")

    harness = os.path.join(arguments.work, "harness.html")
    with open(harness, "w") as out:
        out.write("<!doctype html><html><head><meta charset=\"utf-8\">"
                  f"<script id=\"mm-specs\" type=\"application/json\">{embedded(specs)}</script>"
                  f"<script id=\"mm-pages\" type=\"application/json\">{embedded(pages)}</script>"
                  f"<script>{SCRIPT}</script></head><body></body></html>")
    with tempfile.TemporaryDirectory() as profile:
        output = subprocess.run(
            [arguments.chromium, "--headless=new", "--no-sandbox", "--disable-gpu",
             "--disable-dev-shm-usage", "--no-first-run", "--user-data-dir=" + profile,
             "--disable-extensions", "--disable-component-update",
             "--disable-background-networking", "--dump-dom", "file://" + harness],
            capture_output=True, text=True, timeout=300).stdout
    found = re.search(r'<pre id="mm-done">(.*?)</pre>', output, re.S)
    if not found:
        print("continuation: Chromium printed no results")
        print("continuation: 0 passed, 1 failed")
        return 1
    read = json.loads(html.unescape(found.group(1)))

    print(f"continuation: value and slope at the hand-off, in Chromium; slopes over {STEP} ms, "
          "px/s; after: the continuation's, gated against the engine's velocity at T; before: "
          "the whole export's chord, not gated")
    print(f"{'document':24} {'T ms':>6} {'jump px':>8} {'bound':>6} {'c(0)-engine':>11} "
          f"{'engine':>9} {'after':>9} "
          f"{'after/engine':>12} {'before':>9} {'before/engine':>13}")
    failures = 0
    position, handoff = 0, 0
    for name, instants in CASES:
        whole = read[position]
        position += 1
        for k, instant in enumerate(instants):
            case = cases[handoff]
            rest = read[position]
            position, handoff = position + 1, handoff + 1
            values = [whole[2 * k], whole[2 * k + 1], rest[0], rest[1]]
            if None in values:
                failures += 1
                print(f"{name:24} {instant:6g} Chromium read no value: {values}  FAIL")
                continue
            before_value, at, start, after_value = values
            jump = abs(start - at)
            before = (at - before_value) / STEP * 1000
            after = (after_value - start) / STEP * 1000
            velocity = case["velocity"]
            ratio, before_ratio = after / velocity, before / velocity
            exact = start - case["engine"]
            ok = (jump <= case["bound"] and abs(ratio - 1) <= SLOPE
                  and abs(exact) <= 1e-9 * (1 + abs(start)))
            failures += not ok
            print(f"{name:24} {instant:6g} {jump:8.3g} {case['bound']:6.3g} {exact:11.3g} "
                  f"{velocity:9.2f} "
                  f"{after:9.2f} {ratio:12.5f} {before:9.2f} {before_ratio:13.5f}"
                  + ("" if ok else "  FAIL"))
    total = sum(len(instants) for _, instants in CASES)
    print(f"continuation: {total} hand-offs in {time.monotonic() - started:.1f} s; "
          f"{total - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
