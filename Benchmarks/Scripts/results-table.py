#!/usr/bin/env python3
"""Turns one benchmark run's text output into the results table of Docs/Benchmarks.md.

Usage (from Benchmarks/):
  swift package benchmark --no-progress --scale --time-units nanoseconds > run.txt
  python3 Scripts/results-table.py run.txt

`--scale` prints figures per outer iteration (not divided by the scaling factor), and
`--time-units nanoseconds` keeps every digit; this script divides by the work done in one outer
iteration (the `units` below, which must match the benchmark code) and pairs each MaterialMotion
benchmark with its OpenCombine twin from the same run.
"""

import re
import sys

# Work per outer iteration, and what one unit is. Keep in step with the benchmark sources.
UNITS = {
    "Streams.chain": (1_000, "event"),
    "Streams.fanOut100": (1_000, "delivery"),
    "Streams.combineLatest3": (1_000, "send"),
    "Streams.subscribeUnsubscribe": (1_000, "subscribe+unsubscribe"),
    "Timeline.scrub1000Observers": (1_000, "observer notified"),
    "Gestures.panMove": (1_000, "event"),
    "Tween.cubicBezierValue": (1_000, "call"),
    "Tween.sample100kTweens": (1, "pass of 100,000 tweens"),
    "Runtime.frame10kTweens100Drags": (1, "frame (10,000 tweens + 100 drags)"),
    "Runtime.frame1000TransitionsFlipped": (1, "frame (1,000 flipped transitions)"),
    "Runtime.tweenInteractionMemory": (1_000, "tween interaction added"),
}

SCALE = {"": 1, "(K)": 1_000, "(M)": 1_000_000}


def parse(text):
    """Returns {benchmark: {"time": p50 ns, "mallocs": p50 count}} per outer iteration."""
    results = {}
    current = None
    for line in text.splitlines():
        if re.match(r"^[A-Za-z]+\.[A-Za-z0-9]+\.[A-Za-z]+$", line.strip()):
            current = line.strip()
            results[current] = {}
            continue
        if current is None or not line.startswith("│"):
            continue
        cells = [cell.strip() for cell in line.strip("│").split("│")]
        metric, p50 = cells[0], cells[3]
        if not p50 or not re.match(r"^[0-9.e+]+$", p50):
            continue
        value = float(p50)
        factor = next((f for suffix, f in SCALE.items() if suffix and suffix in metric), 1)
        if metric.startswith("Time (wall clock)"):
            results[current]["time"] = value * factor
        elif metric.startswith("Malloc (total)"):
            results[current]["mallocs"] = value * factor
        elif metric.startswith("Malloc (bytes total)"):
            results[current]["bytes"] = value * factor
        elif metric.startswith("Malloc / free Δ (bytes)"):
            results[current]["retained"] = value * factor
    return results


def main():
    text = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
    results = parse(text)
    print("| Benchmark | Unit | MaterialMotion p50 | OpenCombine p50 | Ratio | Mallocs per unit (ours / OpenCombine) |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for shape, (count, unit) in UNITS.items():
        ours = results.get(f"{shape}.MaterialMotion")
        if ours is not None and "bytes" in ours:
            print(
                f"| {shape} | {unit} | {ours['bytes'] / count:.0f} bytes allocated, "
                f"{ours.get('retained', 0) / count:.0f} bytes retained | – | – | "
                f"{ours.get('mallocs', 0) / count:g} |")
            continue
        if ours is None or "time" not in ours:
            continue
        theirs = results.get(f"{shape}.OpenCombine")
        ours_ns = ours["time"] / count
        ours_mallocs = ours.get("mallocs", 0) / count
        if theirs and "time" in theirs:
            theirs_ns = theirs["time"] / count
            ratio = f"{theirs_ns / ours_ns:.1f}×"
            theirs_text = format_ns(theirs_ns)
            mallocs = f"{ours_mallocs:g} / {theirs.get('mallocs', 0) / count:g}"
        else:
            ratio, theirs_text, mallocs = "–", "–", f"{ours_mallocs:g}"
        print(f"| {shape} | {unit} | {format_ns(ours_ns)} | {theirs_text} | {ratio} | {mallocs} |")


def format_ns(ns):
    if ns >= 1_000_000:
        return f"{ns / 1_000_000:.2f} ms"
    if ns >= 10_000:
        return f"{ns / 1_000:.1f} µs"
    return f"{ns:.1f} ns"


if __name__ == "__main__":
    main()
