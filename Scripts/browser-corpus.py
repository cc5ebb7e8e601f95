#!/usr/bin/env python3
"""Writes the browser check's corpus, Examples/web/documents/*.json (Docs/Testing.md, "In a
browser"): motion documents (Docs/MotionDocument.md) that `Scripts/browser-check.sh` exports to
HTML, loads in headless Chromium and compares with `motion sample`.

The documents are committed; this script is how they were made, and rewrites them all (and
deletes any other .json in the folder) when run: python3 Scripts/browser-corpus.py

Families: tweens of every timing-function family (linear, the CSS keywords, cubic-bezier with
and without overshoot, the Material curves, steps with each jump term), keyframes with per-
interval timing functions, implicit keyframes (offsets not starting at 0 or not ending at 1),
springs of the three regimes (under-, critically and over-damped, a bouncy k 400 zeta 0.3, every
parameter form, tosses with start velocity), decays with and without bounds, and hand-offs
(several motions on one property), and Web Animations timing (iterations, iteration start,
direction, the effect's easing, playback rate). Properties are named after the CSS they drive: x, y
(translate), scale, rotate (degrees), opacity; any other name is a custom property only.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(HERE, "..", "Examples", "web", "documents")


def tween(prop, duration, values, delay=0, offsets=None, timing=None, **playback):
    entry = {"kind": "tween", "property": prop, "duration": duration, "values": values}
    if delay:
        entry["delay"] = delay
    if offsets is not None:
        entry["offsets"] = offsets
    if timing is not None:
        entry["interTimingFunctions"] = timing
    # iterations, iterationStart, direction, easing (the effect's), playbackRate.
    entry.update(playback)
    return entry


def spring(prop, to, **fields):
    entry = {"kind": "spring", "property": prop, "to": to}
    entry.update(fields)
    return entry


def decay(prop, **fields):
    entry = {"kind": "decay", "property": prop}
    entry.update(fields)
    return entry


def doc(properties, *motions):
    return {"properties": properties, "motions": list(motions)}


X = {"x": 0}
CORPUS = {}

# Tweens: one per timing-function family, 0 -> 300 px in 300 ms.
for name, function in [
    ("linear", "linear"),
    ("ease", "ease"),
    ("ease-in", "ease-in"),
    ("ease-out", "ease-out"),
    ("ease-in-out", "ease-in-out"),
    ("cubic-bezier-back", "cubic-bezier(0.34, 1.56, 0.64, 1)"),
    ("cubic-bezier-anticipate", "cubic-bezier(0.3, -0.6, 0.7, 1.6)"),
    ("material-standard", "standard"),
    ("material-decelerate", "decelerate"),
    ("material-accelerate", "accelerate"),
    ("material-sharp", "sharp"),
    ("steps-jump-start", "steps(4, jump-start)"),
    ("steps-jump-end", "steps(4, jump-end)"),
    ("steps-jump-none", "steps(4, jump-none)"),
    ("steps-jump-both", "steps(4, jump-both)"),
    ("steps-start", "steps(3, start)"),
    ("steps-end", "steps(5)"),
]:
    CORPUS["tween-" + name] = doc(X, tween("x", 300, [0, 300], timing=[function]))

CORPUS["tween-delayed-opacity"] = doc(
    {"opacity": 1}, tween("opacity", 200, [1, 0], delay=50, timing=["decelerate"]))
CORPUS["tween-keyframes"] = doc(
    X, tween("x", 300, [0, 100, 80], offsets=[0, 0.7, 1], timing=["standard", "ease-in"]))
CORPUS["tween-keyframes-scale-steps"] = doc(
    {"scale": 1},
    tween("scale", 240, [1, 1.2, 1], delay=60, timing=["decelerate", "steps(3, jump-end)"]))
CORPUS["tween-keyframes-jump"] = doc(
    X, tween("x", 400, [0, 100, 200, 300], offsets=[0, 0.5, 0.5, 1],
             timing=["ease-out", "linear", "ease-in"]))
CORPUS["tween-rotate"] = doc(
    {"rotate": -20}, tween("rotate", 250, [-20, 0], delay=120, timing=["standard"]))

# Implicit keyframes: offsets that leave the underlying value at 0 or at 1.
CORPUS["implicit-start"] = doc({"x": 0}, tween("x", 300, [100, 300], offsets=[0.4, 1]))
CORPUS["implicit-end"] = doc({"x": 50}, tween("x", 300, [0, 200], offsets=[0, 0.6]))
CORPUS["implicit-both"] = doc(
    {"x": 0}, tween("x", 300, [150, 250], offsets=[0.25, 0.75], timing=["ease-in-out"]))
CORPUS["implicit-destination"] = doc(
    {"x": 40}, tween("x", 300, [300], delay=100, timing=["standard"]))

# Springs: 0 -> 300 px unless said.
CORPUS["spring-critical"] = doc(X, spring("x", 300, stiffness=380, dampingRatio=1))
CORPUS["spring-under-expressive-default"] = doc(
    X, spring("x", 300, preset="expressive-default-spatial"))
CORPUS["spring-bouncy-k400-z0.3"] = doc(X, spring("x", 300, stiffness=400, dampingRatio=0.3))
CORPUS["spring-over-z1.6"] = doc(X, spring("x", 300, stiffness=200, dampingRatio=1.6))
CORPUS["spring-standard-fast-spatial"] = doc(X, spring("x", 300, preset="standard-fast-spatial"))
CORPUS["spring-standard-slow-spatial"] = doc(X, spring("x", 300, preset="standard-slow-spatial"))
CORPUS["spring-expressive-fast-spatial"] = doc(
    X, spring("x", 300, preset="expressive-fast-spatial"))
CORPUS["spring-expressive-slow-spatial"] = doc(
    X, spring("x", 300, preset="expressive-slow-spatial"))
CORPUS["spring-effects-opacity"] = doc(
    {"opacity": 0}, spring("opacity", 1, preset="standard-default-effects"))
CORPUS["spring-material-motion-2017"] = doc(X, spring("x", 300, preset="material-motion-2017"))
CORPUS["spring-duration-bounce"] = doc(X, spring("x", 300, duration=500, bounce=0.3))
CORPUS["spring-duration-creep"] = doc(X, spring("x", 300, duration=400, bounce=-0.4))
CORPUS["spring-response"] = doc(X, spring("x", 300, response=350, dampingRatio=0.6))
CORPUS["spring-mass"] = doc(X, spring("x", 300, stiffness=300, damping=20, mass=2))
CORPUS["spring-very-bouncy-z0.15"] = doc(X, spring("x", 300, stiffness=300, dampingRatio=0.15))
CORPUS["spring-delayed-rotate"] = doc(
    {"rotate": -20}, spring("rotate", 0, stiffness=300, dampingRatio=0.5, delay=100))
CORPUS["spring-scale"] = doc({"scale": 0.6}, spring("scale", 1, preset="expressive-fast-spatial"))
CORPUS["toss-forward"] = doc(
    X, spring("x", 300, velocity=3000, preset="expressive-default-spatial"))
CORPUS["toss-backward-bouncy"] = doc(
    X, spring("x", 300, velocity=-2000, stiffness=400, dampingRatio=0.3))
CORPUS["toss-and-back"] = doc(X, spring("x", 0, velocity=2000, stiffness=380, dampingRatio=0.8))
CORPUS["toss-overdamped"] = doc(X, spring("x", 300, velocity=4000, stiffness=200, dampingRatio=1.5))

# Decays (flings), with and without bounds.
CORPUS["decay-normal"] = doc(X, decay("x", velocity=2000, decelerationRate=0.998))
CORPUS["decay-fast-negative"] = doc(
    {"x": 300}, decay("x", velocity=-1500, decelerationRate=0.99))
CORPUS["decay-friction"] = doc(X, decay("x", velocity=1200, friction=1))
CORPUS["decay-bounded-hits-max"] = doc(
    X, decay("x", velocity=2000, decelerationRate=0.998, bounds=[0, 600],
             bounce={"preset": "standard-default-spatial"}))
CORPUS["decay-bounded-within"] = doc(
    X, decay("x", velocity=500, decelerationRate=0.998, bounds=[0, 600],
             bounce={"preset": "standard-default-spatial"}))
CORPUS["decay-bounded-hits-min"] = doc(
    {"x": 300}, decay("x", velocity=-3000, decelerationRate=0.998, bounds=[0, 1000],
                      bounce={"stiffness": 700, "dampingRatio": 0.9}))
CORPUS["decay-bounded-bouncy"] = doc(
    X, decay("x", velocity=2500, decelerationRate=0.998, bounds=[0, 400],
             bounce={"stiffness": 400, "dampingRatio": 0.5}))

# Hand-offs: several motions on one property.
CORPUS["handoff-tween-to-spring"] = doc(
    X, tween("x", 200, [0, 120], timing=["accelerate"]),
    spring("x", 300, delay=100, preset="expressive-default-spatial"))
CORPUS["handoff-spring-retarget"] = doc(
    X, spring("x", 300, preset="expressive-default-spatial"),
    spring("x", 100, delay=150, preset="expressive-default-spatial"))
CORPUS["handoff-decay-to-spring"] = doc(
    X, decay("x", velocity=1800, decelerationRate=0.998),
    spring("x", 250, delay=120, preset="standard-default-spatial"))
CORPUS["handoff-tween-over-spring"] = doc(
    X, spring("x", 300, stiffness=200, dampingRatio=0.7),
    tween("x", 150, [0, 50], delay=100, timing=["ease-out"]))
CORPUS["handoff-three-springs"] = doc(
    X, spring("x", 300, stiffness=400, dampingRatio=0.3),
    spring("x", -100, delay=120, stiffness=300, dampingRatio=0.9),
    spring("x", 200, delay=260, preset="expressive-fast-spatial"))

# Web Animations timing (record 0043): iterations (fractional, several, infinite), an iteration
# start, each direction, an effect easing, playback rates 2, 0.5 and -1, over linear, steps,
# linear() and cubic-bezier keyframes. Each is checked through the waapi JSON (element.animate()'s keyframes
# and options, the animation's playbackRate) and, where CSS can express it, the html page.
CORPUS["timing-iterations-fractional"] = doc(X, tween("x", 200, [0, 300], iterations=2.5))
CORPUS["timing-iterations-steps"] = doc(
    X, tween("x", 160, [0, 300], timing=["steps(4, jump-end)"], iterations=3))
CORPUS["timing-iterations-infinite"] = doc(
    X, tween("x", 250, [0, 300], iterations="infinite", direction="alternate"))
CORPUS["timing-iteration-start"] = doc(
    X, tween("x", 200, [0, 100, 300], offsets=[0, 0.4, 1], iterations=2, iterationStart=0.3))
CORPUS["timing-direction-reverse"] = doc(
    X, tween("x", 200, [0, 300], delay=40, iterations=2, direction="reverse"))
CORPUS["timing-direction-alternate"] = doc(
    X, tween("x", 200, [0, 200, 300], offsets=[0, 0.4, 1], iterations=2.5,
             direction="alternate"))
CORPUS["timing-direction-alternate-reverse"] = doc(
    X, tween("x", 180, [0, 300], timing=["steps(3, jump-start)"], iterations=3,
             direction="alternate-reverse"))
CORPUS["timing-easing-steps"] = doc(
    X, tween("x", 200, [0, 300], iterations=2, direction="alternate", easing="steps(4)"))
CORPUS["timing-easing-linear-keyframes"] = doc(
    X, tween("x", 300, [0, 100, 300], iterations=1.5, easing="steps(5, jump-both)"))
CORPUS["timing-easing-cubic"] = doc(
    X, tween("x", 200, [0, 100, 300], iterations=2, easing="ease-in-out"))
CORPUS["timing-cubic-bezier-alternate"] = doc(
    X, tween("x", 200, [0, 300], timing=["cubic-bezier(0.4, 0, 0.2, 1)"], iterations=2,
             direction="alternate"))
# CSS Easing Level 2's linear(), exported as itself: as keyframe easings and as the effect's.
CORPUS["timing-linear-function-keyframes"] = doc(
    X, tween("x", 200, [0, 100, 300], timing=["linear(0, 0.25 40%, 1)", "linear(0, 0.7, 1)"],
             iterations=2))
CORPUS["timing-linear-function-effect"] = doc(
    X, tween("x", 240, [0, 300], iterations=1.5, direction="alternate",
             easing="linear(0, 0.5 25% 75%, 1)"))
CORPUS["timing-rate-2"] = doc(
    X, tween("x", 200, [0, 300], delay=50, iterations=2, playbackRate=2))
CORPUS["timing-rate-half"] = doc(
    X, tween("x", 200, [0, 300], delay=40, timing=["steps(4, jump-start)"], playbackRate=0.5))
CORPUS["timing-rate-negative"] = doc(
    X, tween("x", 200, [0, 300], delay=30, iterations=1.5, direction="alternate",
             playbackRate=-1))
CORPUS["timing-rate-negative-steps"] = doc(
    X, tween("x", 240, [0, 300], timing=["steps(4)"], playbackRate=-1))

# A scene: several properties of one element (the screenshots use it).
CORPUS["scene-card"] = doc(
    {"x": 0, "y": 0, "scale": 0.6, "rotate": -20, "opacity": 0},
    spring("x", 300, velocity=1200, preset="expressive-default-spatial"),
    spring("y", -60, velocity=-900, stiffness=400, dampingRatio=0.3),
    spring("scale", 1, delay=60, preset="expressive-fast-spatial"),
    tween("rotate", 300, [-20, 0], delay=80, timing=["standard"]),
    tween("opacity", 200, [0, 1], timing=["decelerate"]))


def main():
    os.makedirs(FOLDER, exist_ok=True)
    for old in os.listdir(FOLDER):
        if old.endswith(".json") and old[:-5] not in CORPUS:
            os.remove(os.path.join(FOLDER, old))
    for name, document in CORPUS.items():
        with open(os.path.join(FOLDER, name + ".json"), "w") as out:
            json.dump(document, out, indent=1)
            out.write("\n")
    print(f"{len(CORPUS)} documents in {os.path.relpath(FOLDER)}", file=sys.stderr)


if __name__ == "__main__":
    main()
