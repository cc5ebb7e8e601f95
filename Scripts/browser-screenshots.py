#!/usr/bin/env python3
"""Screenshots of an exported scene at three instants (Docs/Testing.md, "In a browser"):
`motion export DOC --format html`, then for each instant a copy of the page with one script
added at its end that pauses every animation at that time (and a caption naming it), taken by
`chromium --headless=new --screenshot`. Writes Docs/images/browser-scene-<t>ms.png.

    bash Scripts/browser-check.sh --screenshots
    python3 Scripts/browser-screenshots.py --motion PATH [--document DOC] [--at 0,120,600]
"""

import argparse
import os
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
                        default=os.path.join(ROOT, "Tests", "Browser", "Documents",
                                             "scene-card.json"))
    parser.add_argument("--at", default="0,120,600", help="instants in ms")
    parser.add_argument("--size", default="480,300", help="window size, px")
    parser.add_argument("--out", default=os.path.join(ROOT, "Docs", "images"))
    parser.add_argument("--name", default="browser-scene")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        page = os.path.join(work, "scene.html")
        subprocess.run([arguments.motion, "export", arguments.document, "--format", "html",
                        "-o", page], check=True)
        with open(page) as source:
            text = source.read()
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
                            f"--window-size={arguments.size}", f"--screenshot={png}",
                            "file://" + paused], check=True, capture_output=True)
            print(os.path.relpath(png, ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
