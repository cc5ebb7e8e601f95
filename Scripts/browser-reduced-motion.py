#!/usr/bin/env python3
"""Checks that headless Chromium honours `@media (prefers-reduced-motion: reduce)` under media
emulation (`--force-prefers-reduced-motion`), on the hand-written page
Examples/web/reduced-motion.html: loaded twice, without and with emulation, at the same
instants. Without it the slide and the 300 ms fade play; with it the slide is gone (x shows its
end value, 300, from the start) and the fade takes 150 ms. Exit status 1 if either is not so.
(The corpus itself runs under emulation with `Scripts/browser-check.sh --reduced-motion`.)
"""

import argparse
import concurrent.futures
import html
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join(ROOT, "Examples", "web", "reduced-motion.html")


def load(chromium, reduced):
    # Each run its own profile: two at once on one profile would meet at its lock.
    with tempfile.TemporaryDirectory() as profile:
        command = [chromium, "--headless=new", "--no-sandbox", "--disable-gpu",
                   "--disable-dev-shm-usage", "--no-first-run", "--user-data-dir=" + profile,
                   "--dump-dom", "file://" + PAGE]
        if reduced:
            command.insert(1, "--force-prefers-reduced-motion")
        output = subprocess.run(command, capture_output=True, text=True, timeout=120).stdout
    found = re.search(r'<pre id="reduced-motion-result">(.*?)</pre>', output, re.S)
    return json.loads(html.unescape(found.group(1))) if found and found.group(1) else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chromium", default="chromium")
    arguments = parser.parse_args()
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        plain, reduced = pool.map(lambda r: load(arguments.chromium, r), [False, True])
    problems = []
    if plain is None or reduced is None:
        problems.append("the page wrote no result")
    else:
        if plain["matches"] or not reduced["matches"]:
            problems.append(f"matchMedia: {plain['matches']} without, {reduced['matches']} with")
        if plain["animations"] != ["mm-x", "mm-opacity"] or reduced["animations"] != ["mm-opacity"]:
            problems.append(f"animations: {plain['animations']} / {reduced['animations']}")
        for a, b in zip(plain["samples"], reduced["samples"]):
            t = a["time"]
            if not (0 < a["x"] < 300 or t in (0, 300)) or abs(a["opacity"] - t / 300) > 1e-6:
                problems.append(f"without emulation at {t} ms: {a}")
            if b["x"] != 300 or abs(b["opacity"] - min(t / 150, 1)) > 1e-6:
                problems.append(f"with emulation at {t} ms: {b}")
    for sample in (reduced or {}).get("samples", []):
        other = next(s for s in plain["samples"] if s["time"] == sample["time"])
        print(f"   {sample['time']:>3} ms: x {other['x']:.4g} -> {sample['x']:.4g}, "
              f"opacity {other['opacity']:.4g} -> {sample['opacity']:.4g}")
    if problems:
        for problem in problems:
            print("reduced motion: " + problem, file=sys.stderr)
        print("reduced motion under media emulation: the @media block is not honoured")
        print("reduced-motion: 0 passed, 1 failed")
        return 1
    print("reduced motion under media emulation: the @media block is honoured")
    print("reduced-motion: 1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
