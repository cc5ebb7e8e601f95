#!/usr/bin/env python3
"""Screenshots of an exported scene at three instants (Docs/Testing.md, "In a browser"):
`motion export DOC --format svg` (the animated SVG of Examples/scene.json, the README's
picture; or `--format html`, a page), then for each instant a page holding the export with one
script added at its end that pauses every animation at that time (and a caption naming it),
taken by `chromium --headless=new --screenshot`. Writes Docs/images/browser-scene-<t>ms.png.

    bash Scripts/browser-check.sh --screenshots
    python3 Scripts/browser-screenshots.py --motion PATH [--document DOC] [--at 60,500,990]
"""

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PAUSE = """<script>
  // Added by Scripts/browser-screenshots.py: every animation paused at {time} ms.
  for (const animation of document.getAnimations()) {{
    animation.pause();
    animation.currentTime = {time};
  }}
</script>
<div style="position: fixed; left: 12px; bottom: 10px; font: 14px system-ui, sans-serif;
  color: #49454f">t = {time} ms</div>
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--motion", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--document",
                        default=os.path.join(ROOT, "Examples", "scene.json"))
    parser.add_argument("--format", default="svg", choices=["svg", "html"])
    parser.add_argument("--at", default="60,500,990", help="instants in ms")
    parser.add_argument("--size", help="window size, px (default: the SVG's, or 480,300)")
    parser.add_argument("--out", default=os.path.join(ROOT, "Docs", "images"))
    parser.add_argument("--name", default="browser-scene")
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        exported = os.path.join(work, "scene." + arguments.format)
        subprocess.run([arguments.motion, "export", arguments.document, "--format",
                        arguments.format, "-o", exported], check=True)
        with open(exported) as source:
            text = source.read()
        size = arguments.size or "480,300"
        if arguments.format == "svg":
            # The SVG inline in a page, so that a script can pause its CSS animations.
            found = re.search(r'<svg[^>]*\swidth="([0-9.]+)"[^>]*\sheight="([0-9.]+)"', text)
            if found and not arguments.size:
                size = f"{math.ceil(float(found.group(1)))},{math.ceil(float(found.group(2))) + 28}"
            text = ("<!doctype html><html><head><meta charset=\"utf-8\"><style>html, body "
                    "{ margin: 0; background: #fff; } svg { display: block; }</style></head>"
                    f"<body>{text}</body></html>")
        for time in arguments.at.split(","):
            paused = os.path.join(work, f"scene-{time}.html")
            instant = float(time)
            addition = PAUSE.format(time=int(instant) if instant.is_integer() else instant)
            with open(paused, "w") as out:
                at = text.rfind("</body>")
                out.write(text[:at] + addition + text[at:] if at >= 0 else text + addition)
            png = os.path.join(arguments.out, f"{arguments.name}-{time}ms.png")
            subprocess.run([arguments.chromium, "--headless=new", "--no-sandbox",
                            "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                            "--user-data-dir=" + os.path.join(work, "profile"),
                            f"--window-size={size}", f"--screenshot={png}",
                            "file://" + paused], check=True, capture_output=True)
            if not os.path.exists(png):
                print(f"browser-screenshots: Chromium wrote no {png}", file=sys.stderr)
                return 1
            print(os.path.relpath(png, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
