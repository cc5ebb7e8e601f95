#!/usr/bin/env python3
"""The browser check (Docs/Testing.md, "In a browser"): exports every motion document of a corpus
to an HTML page, loads all the pages in one headless Chromium, reads what the browser computes at
every millisecond of each motion plus 300 ms, and compares it with `motion sample`.

Run it through Scripts/browser-check.sh, which installs Chromium and builds the command first.
Standard library only. Exit status 1 when a document is off by more than its bound, or a page
could not be read.

How a page is read (Scripts/browser-page.js): all exported pages go into one harness page as
iframes (srcdoc, so the harness can reach into them); after the harness has loaded, a script
pauses each page's animations, sets currentTime to each sample time and reads the registered
custom properties --P at full precision (computedStyleMap), and the real CSS properties derived
from them (opacity; the transform, as the screen positions of the element's corners and the
centre of its box). `chromium --headless=new --dump-dom` prints the DOM with the results.

The bound: the export's tolerance (default 0.5 px per 300 px, `--tolerance`) times each
property's size S = max(|end - start|, (max - min) / 2) over the engine's samples.
"""

import argparse
import concurrent.futures
import html
import json
import math
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# The document properties the export maps to real CSS properties (Docs/Export.md).
TRANSFORM = ("x", "y", "scale", "rotate", "rotation")
# The engine is sampled this far first to find where its motions end (ms).
ENGINE_HORIZON = 20000
AFTER = 300


def run(command, **options):
    return subprocess.run(command, check=True, capture_output=True, text=True, **options)


def chromium_version(chromium):
    return run([chromium, "--version"]).stdout.strip()


def engine_samples(motion, document, until, extra):
    output = run([motion, "sample", document, "--every", "1", "--until", str(until),
                  "--format", "json"] + extra).stdout
    return json.loads(output)


def engine_end(samples):
    """The first millisecond from which no property changes any more."""
    end = 0
    for values in samples.values():
        last = values[-1]
        for index in range(len(values) - 1, -1, -1):
            if values[index] != last:
                end = max(end, index + 1)
                break
    return end


def export(motion, document, page, scheme, tolerance):
    command = [motion, "export", document, "--format", "html", "-o", page]
    if scheme != "ours":
        command += ["--scheme", scheme]
    if tolerance is not None:
        command += ["--tolerance", str(tolerance)]
    completed = subprocess.run(command, capture_output=True, text=True)
    if completed.returncode != 0:
        raise RuntimeError(f"{' '.join(command)}: {completed.stderr.strip()}")
    return completed.stderr


def linear_easings(page):
    """The linear() easings of a page's stylesheets: (points, bytes) for each."""
    text = "".join(re.findall(r"<style[^>]*>(.*?)</style>", page, re.S))
    found = []
    for match in re.finditer(r"linear\(", text):
        depth, index = 1, match.end()
        while depth and index < len(text):
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            index += 1
        body = text[match.end():index - 1]
        found.append((body.count(",") + 1, index - match.start()))
    return found


def harness(pages, script, specs):
    frames = []
    for index, page in enumerate(pages):
        with open(page) as source:
            content = source.read()
        frames.append(f'<iframe id="mm-frame-{index}" width="400" height="300" '
                      f'srcdoc="{html.escape(content, quote=True)}"></iframe>')
    return ("<!doctype html><html><head><meta charset=\"utf-8\"><title>browser check</title>"
            f"<script id=\"mm-specs\" type=\"application/json\">{json.dumps(specs)}</script>"
            f"<script>{script}</script></head><body>{''.join(frames)}"
            "<div id=\"mm-results\"></div></body></html>")


def load(chromium, page, reduced_motion):
    command = [chromium, "--headless=new", "--no-sandbox", "--disable-gpu",
               "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio",
               "--no-first-run", "--user-data-dir=" + os.path.join(os.path.dirname(page),
                                                                   "profile"),
               "--disable-extensions", "--disable-component-update",
               "--disable-background-networking", "--dump-dom",
               "file://" + os.path.abspath(page)]
    if reduced_motion:
        command.insert(1, "--force-prefers-reduced-motion")
    completed = subprocess.run(command, capture_output=True, text=True, timeout=900)
    results = [json.loads(html.unescape(text)) for text in
               re.findall(r'<pre class="mm-result">(.*?)</pre>', completed.stdout, re.S)]
    done = re.search(r'<pre id="mm-done">(.*?)</pre>', completed.stdout, re.S)
    if not done:
        tail = completed.stderr.strip().splitlines()[-5:]
        raise RuntimeError("Chromium printed no results: " + " | ".join(tail))
    return results, json.loads(html.unescape(done.group(1)))["milliseconds"]


def size(values):
    return max(abs(values[-1] - values[0]), (max(values) - min(values)) / 2)


def largest(browser, engine):
    worst, at = 0.0, 0
    for index, (b, e) in enumerate(zip(browser, engine)):
        if b is None:
            return math.inf, index
        if abs(b - e) > worst:
            worst, at = abs(b - e), index
    return worst, at


def corners(layout):
    w, h = layout["width"] / 2, layout["height"] / 2
    return [(-w, -h), (w, -h), (w, h), (-w, h)]


def expected_matrix(values, index):
    x = values.get("x", [0])[min(index, len(values.get("x", [0])) - 1)]
    y = values.get("y", [0])[min(index, len(values.get("y", [0])) - 1)]
    s = values.get("scale", [1])[min(index, len(values.get("scale", [1])) - 1)]
    angle = values.get("rotate", values.get("rotation", [0]))
    r = math.radians(angle[min(index, len(angle) - 1)])
    return [s * math.cos(r), s * math.sin(r), -s * math.sin(r), s * math.cos(r), x, y]


def screen_error(m, n, layout):
    worst = 0.0
    for px, py in corners(layout):
        dx = (m[0] * px + m[2] * py + m[4]) - (n[0] * px + n[2] * py + n[4])
        dy = (m[1] * px + m[3] * py + m[5]) - (n[1] * px + n[3] * py + n[5])
        worst = max(worst, math.hypot(dx, dy))
    return worst


def compare(result, engine, tolerance):
    """Errors and bounds of one page against the engine's samples."""
    report = {"properties": {}, "ok": True, "problems": []}
    count = result["count"]
    relative = tolerance / 300
    bounds = {}
    for name, values in engine.items():
        values = values[:count]
        bounds[name] = relative * size(values) + 1e-9 * (1 + max(abs(v) for v in values))
    for name, values in result["custom"].items():
        if name not in engine:
            report["problems"].append(f"--{name} has no document property")
            report["ok"] = False
            continue
        error, at = largest(values, engine[name][:count])
        report["properties"][name] = {"error": error, "at": at, "bound": bounds[name]}
        if not error <= bounds[name]:
            report["ok"] = False
            report["problems"].append(
                f"--{name}: {error:.3g} at {at} ms > bound {bounds[name]:.3g}")
    for name, values in engine.items():
        if name not in result["custom"] and size(values[:count]) > 0:
            report["ok"] = False
            report["problems"].append(f"{name} moves but the page animates no --{name}")
    real = result.get("real")
    if real:
        samples = {name: engine[name][:count] for name in engine}
        layout = result["layout"]
        lever = math.hypot(layout["width"], layout["height"]) / 2
        moved = [name for name in TRANSFORM if name in samples]
        if moved:
            # First order, a value off by e moves a corner by e (x, y), e times the half
            # diagonal (scale) or e degrees of arc (rotate); 2e-3 px for the 6 digits Chromium
            # serialises computed translate/rotate/scale with, and float rounding.
            slack = 2e-3 + 1e-5 * lever
            degree = lever * math.pi / 180
            bound = slack + sum(bounds[name] * {"x": 1, "y": 1, "scale": lever,
                                                "rotate": degree, "rotation": degree}[name]
                                for name in moved)
            worst, at = 0.0, 0
            for index, matrix in enumerate(real["matrix"]):
                error = screen_error(matrix, expected_matrix(samples, index), layout)
                if error > worst:
                    worst, at = error, index
            centre = 0.0
            for index, (cx, cy) in enumerate(real["centre"]):
                ex = layout["centre"][0] + samples.get("x", [0] * count)[index]
                ey = layout["centre"][1] + samples.get("y", [0] * count)[index]
                centre = max(centre, math.hypot(cx - ex, cy - ey))
            report["transform"] = {"error": worst, "at": at, "centre": centre, "bound": bound}
            if not (worst <= bound and centre <= bound):
                report["ok"] = False
                report["problems"].append(
                    f"transform: corners {worst:.3g} px at {at} ms, centre {centre:.3g} px, "
                    f"bound {bound:.3g} px")
        if "opacity" in samples:
            expected = [min(max(v, 0), 1) for v in samples["opacity"]]
            error, at = largest(real["opacity"], expected)
            bound = bounds["opacity"] + 1e-6
            report["opacity"] = {"error": error, "at": at, "bound": bound}
            if not error <= bound:
                report["ok"] = False
                report["problems"].append(f"opacity: {error:.3g} at {at} ms > {bound:.3g}")
    return report


def ratio(report):
    """The largest error as a fraction of its bound, over the custom properties."""
    return max((p["error"] / p["bound"] for p in report["properties"].values()), default=0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--motion", default=os.path.join(ROOT, ".build", "debug", "motion"))
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--corpus", default=os.path.join(ROOT, "Tests", "Browser", "Documents"))
    parser.add_argument("--work", default=os.path.join(ROOT, ".build-browser"))
    parser.add_argument("--tolerance", type=float, default=None,
                        help="px per 300 px, passed to motion export (default: its own, 0.5)")
    parser.add_argument("--schemes", default="ours,motion",
                        help="comma-separated: ours (the export's default), motion (Motion's "
                        "linear() scheme, reported beside ours, never gating)")
    parser.add_argument("--reduced-motion", action="store_true",
                        help="run under prefers-reduced-motion: reduce (media emulation)")
    parser.add_argument("--sample-option", action="append", default=[],
                        help="an extra option for motion sample (e.g. the reduced-motion one)")
    parser.add_argument("--only", action="append", default=[], help="documents whose name has this")
    parser.add_argument("--jobs", type=int, default=2, help="Chromium processes (default 2)")
    parser.add_argument("--report", help="write the results as JSON here")
    arguments = parser.parse_args()
    tolerance = arguments.tolerance if arguments.tolerance is not None else 0.5
    schemes = [s for s in arguments.schemes.split(",") if s]
    started = time.monotonic()

    version = chromium_version(arguments.chromium)
    print(f"browser: {version}")
    documents = sorted(os.path.join(arguments.corpus, name)
                       for name in os.listdir(arguments.corpus) if name.endswith(".json"))
    if arguments.only:
        documents = [d for d in documents if any(o in os.path.basename(d) for o in arguments.only)]
    if not documents:
        print("no documents", file=sys.stderr)
        return 1
    os.makedirs(arguments.work, exist_ok=True)
    names = [os.path.basename(d)[:-5] for d in documents]

    # Export every page and sample the engine (two at a time: the machine has two cores).
    jobs = []
    for document, name in zip(documents, names):
        for scheme in schemes:
            page = os.path.join(arguments.work, f"{name}.{scheme}.html")
            jobs.append((document, name, scheme, page))
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        exports = list(pool.map(lambda job: export(arguments.motion, job[0], job[3], job[2],
                                                   arguments.tolerance), jobs))
        engines = list(pool.map(lambda d: engine_samples(arguments.motion, d, ENGINE_HORIZON,
                                                         arguments.sample_option), documents))
    del exports
    ends = {name: engine_end(samples) for name, samples in zip(names, engines)}
    engine_by_name = dict(zip(names, engines))
    prepared = time.monotonic()

    specs = [{"name": name, "scheme": scheme, "until": ends[name] + AFTER,
              "real": scheme == "ours"} for (_, name, scheme, _) in jobs]
    with open(os.path.join(HERE, "browser-page.js")) as source:
        script = source.read()
    # A few Chromium processes, each loading one harness page with its share of the pages
    # (dealt out longest first, so the shares take about as long).
    order = sorted(range(len(jobs)), key=lambda i: -specs[i]["until"])
    shares = [order[k::arguments.jobs] for k in range(arguments.jobs)]
    shares = [share for share in shares if share]

    def load_share(k):
        folder = os.path.join(arguments.work, f"harness-{k}")
        os.makedirs(folder, exist_ok=True)
        page = os.path.join(folder, "harness.html")
        with open(page, "w") as out:
            out.write(harness([jobs[i][3] for i in shares[k]], script,
                              [specs[i] for i in shares[k]]))
        return load(arguments.chromium, page, arguments.reduced_motion)

    with concurrent.futures.ThreadPoolExecutor(len(shares)) as pool:
        loads = list(pool.map(load_share, range(len(shares))))
    results = [None] * len(jobs)
    for share, (share_results, _) in zip(shares, loads):
        if len(share_results) != len(share):
            print(f"expected {len(share)} results, got {len(share_results)}", file=sys.stderr)
            return 1
        for index, result in zip(share, share_results):
            results[index] = result
    page_ms = max(ms for _, ms in loads)
    loaded = time.monotonic()

    table = {}
    failures = 0
    for (document, name, scheme, page_path), result in zip(jobs, results):
        with open(page_path) as source:
            easings = linear_easings(source.read())
        entry = {"easings": easings, "count": result.get("count"),
                 "reducedMotion": result.get("reducedMotion")}
        if "error" in result:
            entry["report"] = {"ok": False, "problems": [result["error"]], "properties": {}}
        else:
            engine = engine_by_name[name]
            if result["count"] > len(next(iter(engine.values()), [])):
                engine = engine_samples(arguments.motion, document, result["count"] - 1,
                                        arguments.sample_option)
                engine_by_name[name] = engine
            entry["report"] = compare(result, engine, tolerance)
            if arguments.reduced_motion and not result["reducedMotion"]:
                entry["report"]["ok"] = False
                entry["report"]["problems"].append("prefers-reduced-motion did not match")
        table.setdefault(name, {})[scheme] = entry
        if scheme == "ours" and not entry["report"]["ok"]:
            failures += 1

    print_table(table, schemes, tolerance)
    print(f"{len(documents)} documents, {len(jobs)} pages, {sum(e['count'] or 0 for d in table.values() for e in d.values())} "
          f"instants; export and engine {prepared - started:.1f} s, Chromium {loaded - prepared:.1f} s "
          f"(the page script {page_ms / 1000:.1f} s)")
    if arguments.report:
        with open(arguments.report, "w") as out:
            json.dump({"browser": version, "tolerance": tolerance, "documents": table}, out,
                      indent=1)
    passed = len(documents) - failures
    print(f"browser check: {passed} passed, {failures} failed")
    return 1 if failures else 0


def print_table(table, schemes, tolerance):
    print(f"largest error per document, in the property's units; bound = {tolerance} per 300 "
          "of its size (S)")
    header = f"{'document':34} {'property':8} {'bound':>8} {'ours':>10} {'real':>9}"
    if "motion" in schemes:
        header += f" {'motion':>10}"
    header += "  linear() points/bytes (ours | motion)"
    print(header)
    for name in sorted(table):
        row = table[name]
        ours = row.get("ours")
        if not ours:
            continue
        report = ours["report"]
        first = True
        for prop, measure in sorted(report["properties"].items()):
            real = ""
            if prop in TRANSFORM and "transform" in report:
                real = f"{report['transform']['error']:.2g}px"
            elif prop == "opacity" and "opacity" in report:
                real = f"{report['opacity']['error']:.2g}"
            line = (f"{name if first else '':34} {prop:8} {measure['bound']:8.3g} "
                    f"{measure['error']:10.3g} {real:>9}")
            if "motion" in row:
                other = row["motion"]["report"]["properties"].get(prop)
                line += f" {other['error'] if other else float('nan'):10.3g}"
            if first:
                ours_e = " ".join(f"{p}/{b}" for p, b in ours["easings"]) or "-"
                motion_e = " ".join(f"{p}/{b}" for p, b in row["motion"]["easings"]) \
                    if "motion" in row else ""
                line += f"  {ours_e}" + (f" | {motion_e}" if motion_e else "")
            if first and not report["ok"]:
                line += "  FAIL"
            print(line)
            first = False
        for problem in report["problems"]:
            print(f"{'':34} ! {problem}")


if __name__ == "__main__":
    sys.exit(main())
