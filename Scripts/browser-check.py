#!/usr/bin/env python3
"""The browser check (Docs/Testing.md, "In a browser"): exports every motion document of a corpus
to an HTML page, loads the pages in headless Chromium, reads what the browser computes at every
millisecond of each motion plus 300 ms, and compares it with `motion sample`.

Run it through Scripts/browser-check.sh, which installs Chromium and builds the command first.
Standard library only. Exit status 1 when a document is off by more than its bound, or a page
could not be read.

How a page is read (Scripts/browser-page.js): the exported pages go, as text, into one harness
page per Chromium process; after the harness has loaded, its script writes each page into a
fresh iframe in turn, pauses the page's animations, sets currentTime to each sample time and
reads the registered custom properties --P at full precision (computedStyleMap), and every 5 ms
the real CSS properties derived from them (opacity; the transform, as the screen positions of
the element's corners, and the centre of its box). `chromium --headless=new --dump-dom` prints
the DOM with the results.

The bound is the export's rule (Docs/Export.md), computed here from the engine's values: the
tolerance (default 0.5 px per 300 px, `--tolerance`) times each motion's size
S = max(|end - start|, (max - min) / 2); a hold is exact. At a jump the page lists, either side
counts.
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
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# The document properties the export maps to real CSS properties (Docs/Export.md).
TRANSFORM = ("x", "y", "scale", "rotate", "rotation")
# After the export's end plus AFTER, the engine is sampled once more this much later: every
# value must still be the same (nothing the export left out moves later).
FAR = 60000
AFTER = 300
# The real CSS properties (the transform, opacity) are read every this many ms; the custom
# properties, which carry every value at full precision, every ms.
REAL_EVERY = 5
# What export() returns for a page CSS cannot express.
REFUSED = "refused: "
# The fields of Web Animations timing in a motion document (record 0043). A document with any
# is also checked through the waapi JSON, and against 1e-9 of each property's range of values
# where its easings are linear or steps (the bound the issue sets for what a browser computes
# exactly as the engine does).
TIMING = ("iterations", "iterationStart", "direction", "easing", "playbackRate")
STRICT = 1e-9


def own_timing(document):
    """Whether a motion document has a tween with Web Animations timing, and whether every
    easing of its tweens is linear, steps() or linear()."""
    with open(document) as source:
        parsed = json.load(source)
    tweens = [m for m in parsed.get("tweens", []) + parsed.get("motions", [])
              if m.get("kind", "tween") == "tween"]
    timed = any(field in m for m in tweens for field in TIMING)
    easings = [e for m in tweens for e in (m.get("interTimingFunctions") or [])
               + ([m["easing"]] if "easing" in m else [])]
    strict = all(e == "linear" or e.startswith(("steps(", "linear(")) for e in easings)
    return timed, strict


def read_export(path):
    """The Web Animations JSON of an exported page or waapi file."""
    with open(path) as source:
        text = source.read()
    return json.loads(text) if path.endswith(".json") else export_json(text)


def never_ends(exported):
    """Whether a track of the export repeats forever or is held by a rate of 0."""
    return any(str(t.get("options", {}).get("iterations")) == "Infinity"
               or t.get("playbackRate") == 0
               for t in (exported or {}).get("properties", {}).values())


def run(command, **options):
    return subprocess.run(command, check=True, capture_output=True, text=True, **options)


def chromium_version(chromium):
    return run([chromium, "--version"]).stdout.strip()


def engine_samples(motion, document, until, extra, far=False):
    """`motion sample` at 0, 1, … `until` ms (and, with `far`, once more FAR ms later, returned
    separately)."""
    times = list(range(until + 1)) + ([until + FAR] if far else [])
    output = run([motion, "sample", document, "--at", ",".join(map(str, times)),
                  "--format", "json"] + extra).stdout
    samples = json.loads(output)
    if not far:
        return samples, None
    return ({name: values[:-1] for name, values in samples.items()},
            {name: values[-1] for name, values in samples.items()})


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
    """Exports `document` to `page`: the html page, or with the scheme "waapi" the Web Animations
    JSON (which the harness plays with element.animate()'s keyframes and options). Returns
    REFUSED and the error for a page whose CSS cannot express the document's timing (the
    export's typed refusal, Docs/Export.md "What cannot be expressed")."""
    form = "waapi" if scheme == "waapi" else "html"
    command = [motion, "export", document, "--format", form, "-o", page]
    if scheme not in ("ours", "waapi"):
        command += ["--scheme", scheme]
    if tolerance is not None:
        command += ["--tolerance", str(tolerance)]
    completed = subprocess.run(command, capture_output=True, text=True)
    if completed.returncode != 0 and "export it as waapi or module" in completed.stderr:
        return REFUSED + completed.stderr.strip()
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
    texts = []
    for page in pages:
        with open(page) as source:
            texts.append(source.read())

    def embedded(value):
        return json.dumps(value).replace("</", "<\\/")

    return ("<!doctype html><html><head><meta charset=\"utf-8\"><title>browser check</title>"
            f"<script id=\"mm-specs\" type=\"application/json\">{embedded(specs)}</script>"
            f"<script id=\"mm-pages\" type=\"application/json\">{embedded(texts)}</script>"
            f"<script>{script}</script></head><body>"
            "<div id=\"mm-results\"></div></body></html>")


def load(chromium, page, reduced_motion):
    # A fresh profile for each process: two at once on one profile would meet at its lock.
    with tempfile.TemporaryDirectory() as profile:
        command = [chromium, "--headless=new", "--no-sandbox", "--disable-gpu",
                   "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio",
                   "--no-first-run", "--user-data-dir=" + profile, "--disable-extensions",
                   "--disable-component-update", "--disable-background-networking",
                   "--dump-dom", "file://" + os.path.abspath(page)]
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


def export_json(page):
    """The Web Animations JSON an exported page carries (Docs/Export.md), or None."""
    found = re.search(r'<script type="application/json" id="motion-export">(.*?)</script>',
                      page, re.S)
    return json.loads(found.group(1)) if found else None


def bounds_per_instant(track, values, start, tolerance):
    """The bound at each sample instant 0, 1, … ms, by the export's rule computed here from the
    engine's own values: tolerance / 300 · S, with S = max(|end − start|, (max − min) / 2) over
    the instants of each motion (the export's segments that share a source; a hold's S is 0,
    so a hold must be exact). An instant on two segments takes the larger; after the last, the
    last one's. The export's own stated bounds are not used: a page must meet the rule."""
    count = len(values)
    segments = (track or {}).get("segments") or []
    if not segments:
        return [tolerance / 300 * size(values)] * count
    groups = {}
    for position, segment in enumerate(segments):
        groups.setdefault(segment.get("source") or f"hold {position}", []).append(segment)
    rule = {}
    for key, members in groups.items():
        inside = [values[i] for i in range(count)
                  if any(m["start"] <= i - start <= m["end"] for m in members)]
        rule[key] = tolerance / 300 * size(inside) if inside else 0.0
    keyed = [(segment, rule[segment.get("source") or f"hold {position}"])
             for position, segment in enumerate(segments)]
    bounds = []
    for index in range(count):
        t = index - start
        holding = [b for segment, b in keyed if segment["start"] <= t <= segment["end"]]
        if not holding:
            holding = [keyed[-1][1] if t > segments[-1]["end"] else keyed[0][1]]
        bounds.append(max(holding))
    return bounds


def near_jump(index, jumps):
    """The jump instant within 1 µs of the sample instant, or None."""
    for jump in jumps:
        if abs(index - jump) <= 1e-3:
            return jump
    return None


def compare(result, engine, left, exported, tolerance):
    """Errors and bounds of one page against the engine's samples. `left` maps a jump instant
    to the engine's values 0.1 µs before and after it (at a jump either side counts,
    Docs/Export.md: the browser's time, the printed offsets and the engine's own arithmetic at
    a step's edge all round)."""
    report = {"properties": {}, "ok": True, "problems": []}
    count = result["count"]
    start = (exported or {}).get("start", 0)
    tracks = (exported or {}).get("properties", {})
    bounds = {}
    for name, values in engine.items():
        values = values[:count]
        floor = 1e-9 * (1 + max(abs(v) for v in values))
        bounds[name] = [b + floor for b in
                        bounds_per_instant(tracks.get(name), values, start, tolerance)]
    errors = {}
    for name, values in result["custom"].items():
        if name not in engine:
            report["problems"].append(f"--{name} has no document property")
            report["ok"] = False
            continue
        jumps = (tracks.get(name) or {}).get("jumps") or []
        expected = engine[name][:count]
        worst, at, over = 0.0, 0, None
        per_instant = []
        for index, (b, e) in enumerate(zip(values, expected)):
            if b is None:
                error = math.inf
            else:
                error = abs(b - e)
                jump = near_jump(index, jumps)
                if jump is not None and jump in left:
                    sided = min([error] + [abs(b - side[name]) for side in left[jump]])
                    if not error <= bounds[name][index] and sided <= bounds[name][index]:
                        report.setdefault("otherSide", []).append(
                            f"--{name} at {index} ms: browser {b}, engine {e}")
                    error = sided
            per_instant.append(error)
            if error > worst:
                worst, at = error, index
            if not error <= bounds[name][index] and over is None:
                over = index
        errors[name] = per_instant
        report["properties"][name] = {"error": worst, "at": at,
                                      "bound": min(bounds[name]), "boundAt": bounds[name][at]}
        if over is not None:
            report["ok"] = False
            report["problems"].append(
                f"--{name}: {per_instant[over]:.3g} at {over} ms > bound {bounds[name][over]:.3g} "
                f"(browser {values[over]}, engine {expected[over]})")
    for name, values in engine.items():
        if name not in result["custom"] and size(values[:count]) > 0:
            report["ok"] = False
            report["problems"].append(f"{name} moves but the page animates no --{name}")
    real = result.get("real")
    custom = result["custom"]
    if real:
        samples = {name: engine[name][:count] for name in engine}
        layout = result["layout"]
        lever = math.hypot(layout["width"], layout["height"]) / 2
        moved = [name for name in TRANSFORM if name in samples]
        jumps = sorted({j for name in moved for j in (tracks.get(name) or {}).get("jumps") or []})
        if moved:
            # First order, a value off by e moves a corner by e (x, y), e times the half
            # diagonal (scale) or e degrees of arc (rotate); 2e-3 px for the 6 digits Chromium
            # serialises computed translate/rotate/scale with, and float rounding.
            slack = 2e-3 + 1e-5 * lever
            degree = lever * math.pi / 180
            weight = {"x": 1, "y": 1, "scale": lever, "rotate": degree, "rotation": degree}
            worst, at, centre, mapping, over = 0.0, 0, 0.0, 0.0, None
            for step, matrix in enumerate(real["matrix"]):
                index = step * REAL_EVERY
                bound = slack + sum(bounds[n][index] * weight[n] for n in moved)
                jump = near_jump(index, jumps)
                sides = [samples] + ([{n: [side[n]] * count for n in samples}
                                      for side in left[jump]]
                                     if jump is not None and jump in left else [])
                error = min(screen_error(matrix, expected_matrix(side, index), layout)
                            for side in sides)
                (cx, cy) = real["centre"][step]
                off = min(math.hypot(cx - layout["centre"][0] - side.get("x", [0] * count)[index],
                                     cy - layout["centre"][1] - side.get("y", [0] * count)[index])
                          for side in sides)
                # The mapping alone: the real properties against the page's own custom
                # properties at the same instant (read at full precision), within the slack.
                own = {n: [v] * count for n, v in
                       ((n, (custom.get(n) or samples[n])[index]) for n in samples)}
                mapped = screen_error(matrix, expected_matrix(own, index), layout)
                mapped = max(mapped, math.hypot(
                    cx - layout["centre"][0] - own.get("x", [0])[0],
                    cy - layout["centre"][1] - own.get("y", [0])[0]))
                if error > worst:
                    worst, at = error, index
                centre = max(centre, off)
                mapping = max(mapping, mapped)
                if not (error <= bound and off <= bound and mapped <= slack) and over is None:
                    over = (index, error, off, bound, mapped, slack)
            report["transform"] = {"error": worst, "at": at, "centre": centre, "mapping": mapping}
            if over is not None:
                report["ok"] = False
                report["problems"].append(
                    f"transform at {over[0]} ms: corners {over[1]:.3g} px, centre {over[2]:.3g} px "
                    f"(bound {over[3]:.3g} px); against the page's own --P {over[4]:.3g} px "
                    f"(bound {over[5]:.3g} px)")
        if "opacity" in samples:
            jumps = (tracks.get("opacity") or {}).get("jumps") or []
            worst, at, mapping, over = 0.0, 0, 0.0, None
            for step, b in enumerate(real["opacity"]):
                index = step * REAL_EVERY
                candidates = [samples["opacity"][index]]
                jump = near_jump(index, jumps)
                if jump is not None and jump in left:
                    candidates += [side["opacity"] for side in left[jump]]
                error = min(abs(b - min(max(e, 0), 1)) for e in candidates)
                own = (custom.get("opacity") or samples["opacity"])[index]
                mapped = abs(b - min(max(own, 0), 1))
                if error > worst:
                    worst, at = error, index
                mapping = max(mapping, mapped)
                # 1e-6: opacity is stored as a float.
                if not (error <= bounds["opacity"][index] + 1e-6 and mapped <= 1e-6) \
                        and over is None:
                    over = (index, error, mapped)
            report["opacity"] = {"error": worst, "at": at, "mapping": mapping}
            if over is not None:
                report["ok"] = False
                report["problems"].append(
                    f"opacity at {over[0]} ms: {over[1]:.3g} from the engine, {over[2]:.3g} from "
                    "the page's own --opacity")
    return report


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--motion", default=os.path.join(ROOT, ".build", "debug", "motion"))
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--corpus", default=os.path.join(ROOT, "Examples", "web", "documents"))
    parser.add_argument("--work", default=os.path.join(ROOT, ".build-browser"))
    parser.add_argument("--tolerance", type=float, default=None,
                        help="px per 300 px, passed to motion export (default: its own, 0.5)")
    parser.add_argument("--schemes", default="ours,motion",
                        help="comma-separated: ours (the export's default), motion (Motion's "
                        "linear() scheme, reported beside ours, never gating)")
    parser.add_argument("--reduced-motion", action="store_true",
                        help="run under prefers-reduced-motion: reduce (media emulation)")
    parser.add_argument("--sample-option", action="append", default=[],
                        help="an extra option for motion sample, as --sample-option=OPT "
                        "(e.g. the reduced-motion one, with --reduced-motion)")
    parser.add_argument("--only", action="append", default=[], help="documents whose name has this")
    parser.add_argument("--jobs", type=int, default=2, help="Chromium processes (default 2)")
    parser.add_argument("--report", help="write the results as JSON here")
    parser.add_argument("--markdown", help="write the table as Markdown here (for the record)")
    arguments = parser.parse_args()
    tolerance = arguments.tolerance if arguments.tolerance is not None else 0.5
    schemes = [s for s in arguments.schemes.split(",") if s]
    started = time.monotonic()

    version = chromium_version(arguments.chromium)
    print(f"browser: {version}" + (", under prefers-reduced-motion: reduce (media emulation)"
                                    if arguments.reduced_motion else ""))
    documents = sorted(os.path.join(arguments.corpus, name)
                       for name in os.listdir(arguments.corpus) if name.endswith(".json"))
    if arguments.only:
        documents = [d for d in documents if any(o in os.path.basename(d) for o in arguments.only)]
    if not documents:
        print("no documents", file=sys.stderr)
        return 1
    os.makedirs(arguments.work, exist_ok=True)
    names = [os.path.basename(d)[:-5] for d in documents]

    # Export every page and sample the engine (two at a time: the machine has two cores). The
    # other schemes only for the documents whose export bakes springs and nothing else: a tween
    # is the same in every scheme, and Motion bakes springs, not decays.
    timings = {name: own_timing(document) for document, name in zip(documents, names)}
    if arguments.reduced_motion:
        # The export plays a tween with its own timing in full under reduced motion (Docs/
        # Export.md, "What cannot be expressed"), where motion sample --reduced-motion does not.
        skipped = [name for name in names if timings[name][0]]
        if skipped:
            print(f"under reduced motion, not checked (played in full): {', '.join(skipped)}")
        documents = [d for d, n in zip(documents, names) if not timings[n][0]]
        names = [n for n in names if not timings[n][0]]
    jobs = []
    for document, name in zip(documents, names):
        for scheme in schemes + (["waapi"] if timings[name][0] else []):
            suffix = "json" if scheme == "waapi" else "html"
            page = os.path.join(arguments.work, f"{name}.{scheme}.{suffix}")
            jobs.append((document, name, scheme, page))
    refused = {}
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        first = [job for job in jobs if job[2] in (schemes[0], "waapi")]
        outcomes = list(pool.map(lambda job: export(arguments.motion, job[0], job[3], job[2],
                                                    arguments.tolerance), first))
        for job, outcome in zip(first, outcomes):
            if outcome.startswith(REFUSED):
                refused[job[1]] = outcome[len(REFUSED):]
        jobs = [job for job in jobs if not (job[2] != "waapi" and job[1] in refused)]
        # One export per document to read the clock and the jumps from: the page, or the JSON.
        first = [job for job in jobs if job[2] == schemes[0]] + [
            job for job in jobs if job[2] == "waapi" and job[1] in refused]
        first.sort(key=lambda job: names.index(job[1]))
        baked = set()
        for (_, name, _, page) in first:
            exported = read_export(page)
            kinds = {segment["kind"] for track in (exported or {}).get("properties", {}).values()
                     for segment in track.get("segments") or [] if "points" in segment}
            if exported is None or kinds == {"spring"}:
                baked.add(name)
        jobs = [job for job in jobs if job[2] in (schemes[0], "waapi") or job[1] in baked]
        list(pool.map(lambda job: export(arguments.motion, job[0], job[3], job[2],
                                         arguments.tolerance),
                      [job for job in jobs if job[2] not in (schemes[0], "waapi")]))
        # The engine from 0 to the export's end plus AFTER ms (the harness samples as far), and
        # once much later.
        durations = []
        endless = set()
        for (_, name, _, page) in first:
            exported = read_export(page)
            durations.append(math.ceil((exported or {}).get("duration", 0)))
            if never_ends(exported):
                endless.add(name)
        engines = list(pool.map(
            lambda pair: engine_samples(arguments.motion, pair[0], pair[1] + AFTER,
                                        arguments.sample_option, far=True),
            zip(documents, durations)))
    ends = {}
    late = []
    for name, duration, (samples, far) in zip(names, durations, engines):
        ends[name] = max(duration, engine_end(samples))
        # A tween that repeats forever still moves later: its window is its export's duration.
        moved = [p for p in samples if far[p] != samples[p][-1] and name not in endless]
        if moved:
            until = len(samples[moved[0]]) - 1
            late.append(f"{name}: {', '.join(moved)} still move after {until} ms")
    engine_by_name = {name: samples for name, (samples, _) in zip(names, engines)}
    prepared = time.monotonic()
    if late:
        for line in late:
            print("the engine moves after the export's end: " + line, file=sys.stderr)
        return 1

    specs = [{"name": name, "scheme": scheme, "until": ends[name] + AFTER,
              "waapi": scheme == "waapi",
              "real": REAL_EVERY if scheme in ("ours", "waapi") else 0}
             for (_, name, scheme, _) in jobs]
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
    failed = set()
    pages = {}
    for (document, name, scheme, page_path) in jobs:
        with open(page_path) as source:
            text = source.read()
        pages[page_path] = ((linear_easings(text), export_json(text)) if scheme != "waapi"
                            else ([], json.loads(text)))
    # The engine's values just before each jump instant (either side counts there).
    lefts = {}
    for document, name in zip(documents, names):
        instants = sorted({(exported or {}).get("start", 0) + j
                           for (_, n, _, path) in jobs if n == name
                           for exported in [pages[path][1]]
                           for track in ((exported or {}).get("properties") or {}).values()
                           for j in track.get("jumps") or []})
        if instants:
            # 0.1 µs either side; 10 ps for Web Animations timing, whose gate is 1e-9 of range
            # (a slope of 3 px/ms moves 3e-8 px in 10 ps).
            step = 1e-8 if timings[name][0] else 1e-4
            times = [j + side for j in instants for side in (-step, step)]
            sides = json.loads(run([arguments.motion, "sample", document, "--at",
                                    ",".join(repr(t) for t in times), "--format", "json"]
                                   + arguments.sample_option).stdout)
            lefts[name] = {j: [{p: sides[p][2 * k + side] for p in sides} for side in (0, 1)]
                           for k, j in enumerate(instants)}
    for (document, name, scheme, page_path), result in zip(jobs, results):
        easings, exported = pages[page_path]
        tracks = ((exported or {}).get("properties") or {}).items()
        segments = [(prop, seg) for prop, track in tracks
                    for seg in track.get("segments") or [] if "points" in seg]
        if exported is not None:
            several = len({prop for prop, _ in segments}) > 1
            easings = [((prop + " " if several else "") + str(seg["points"]), seg["bytes"])
                       for prop, seg in segments]
        entry = {"easings": easings, "count": result.get("count"),
                 "reducedMotion": result.get("reducedMotion"),
                 "milliseconds": result.get("milliseconds"), "clock": result.get("clock")}
        if "error" in result:
            entry["report"] = {"ok": False, "problems": [result["error"]], "properties": {}}
        else:
            engine = engine_by_name[name]
            if result["count"] > len(next(iter(engine.values()), [])):
                engine, _ = engine_samples(arguments.motion, document, result["count"] - 1,
                                           arguments.sample_option)
                engine_by_name[name] = engine
            entry["report"] = compare(result, engine, lefts.get(name, {}), exported, tolerance)
            if arguments.reduced_motion and not result["reducedMotion"]:
                entry["report"]["ok"] = False
                entry["report"]["problems"].append("prefers-reduced-motion did not match")
            if timings[name][0] and "error" not in result:
                strict_check(entry["report"], engine, result["count"], timings[name][1])
        table.setdefault(name, {})[scheme] = entry
        if scheme in ("ours", "waapi") and not entry["report"]["ok"]:
            failed.add(name)
    failures = len(failed)

    print_table(table, schemes, tolerance)
    print_timing(table, timings, refused)
    mapping = [e["report"].get(k, {}).get("mapping", 0) for d in table.values()
               for e in d.values() for k in ("transform",)]
    fading = [e["report"].get("opacity", {}).get("mapping", 0) for d in table.values()
              for e in d.values()]
    for name in sorted(table):
        for scheme, entry in table[name].items():
            for line in entry["report"].get("otherSide", []):
                print(f"at a listed jump, the other side ({name}, {scheme}): {line}")
    print(f"real properties against the page's own custom properties at the same instant: "
          f"corners within {max(mapping, default=0):.2g} px, opacity within "
          f"{max(fading, default=0):.2g}")
    instants = sum(e["count"] or 0 for d in table.values() for e in d.values())
    print(f"{len(documents)} documents, {len(jobs)} pages, {instants} instants; export and "
          f"engine {prepared - started:.1f} s, Chromium {loaded - prepared:.1f} s (the page "
          f"script {page_ms / 1000:.1f} s)")
    if arguments.report:
        with open(arguments.report, "w") as out:
            json.dump({"browser": version, "tolerance": tolerance, "documents": table}, out,
                      indent=1)
    if arguments.markdown:
        with open(arguments.markdown, "w") as out:
            out.write(markdown_table(table, version))
    passed = len(documents) - failures
    print(f"browser: {passed} passed, {failures} failed")
    return 1 if failures else 0


def strict_check(report, engine, count, strict):
    """Each property's largest error against its range of values (max - min over the window);
    with `strict` (linear and steps easings only), failing above STRICT."""
    for name, measure in report["properties"].items():
        values = engine[name][:count]
        spread = max(values) - min(values)
        measure["range"] = spread
        measure["relative"] = measure["error"] / spread if spread > 0 else measure["error"]
        measure["strict"] = strict
        if strict and not measure["relative"] <= STRICT:
            report["ok"] = False
            report["problems"].append(
                f"--{name}: {measure['error']:.3g} at {measure['at']} ms is "
                f"{measure['relative']:.3g} of its range {spread:.6g} > {STRICT}")


def print_timing(table, timings, refused):
    """One line per document with Web Animations timing and route: its largest error, as a
    fraction of the property's range of values, and the gate it met."""
    rows = [name for name in sorted(table) if timings.get(name, (False,))[0]]
    if not rows:
        return
    print(f"Web Animations timing (record 0043): largest error / the property's range over the "
          f"window; gate {STRICT} of range for linear, steps and linear() easings, else the export's bound")
    for name in rows:
        for scheme in ("ours", "waapi"):
            entry = table[name].get(scheme)
            if entry is None:
                continue
            # "startTime": the browser applied the playback rate itself (browser-page.js).
            route = "html (CSS)" if scheme == "ours" else (
                "waapi, rate" if entry.get("clock") == "startTime" else "waapi")
            report = entry["report"]
            for prop, measure in sorted(report["properties"].items()):
                gate = f"<= {STRICT}" if measure.get("strict") else "bound"
                print(f"  {name:38} {route:10} {prop:6} error {measure['error']:.3g} "
                      f"= {measure.get('relative', 0):.3g} of range ({gate})"
                      f"{'' if report['ok'] else '  FAIL'}")
        if name in refused:
            print(f"  {name:38} html (CSS) refused: {refused[name].splitlines()[-1]}")


def markdown_table(table, version):
    """The per-document table as Markdown: largest error against its bound (ours), Motion's
    scheme beside it, points and bytes per baked motion."""
    lines = [f"{version}. Largest error over every millisecond of the document plus 300 ms, in "
             "the property's units (px, degrees, scale, opacity); *bound* is the bound at that "
             "instant; *screen* the largest offset of the element's corners (px) or the "
             "opacity Chromium computes; *Motion's scheme* the same motions baked a point "
             "every 10 ms, 4 decimals. Points/bytes: each baked motion's `linear()`.", "",
             "| document | property | bound | error | screen | Motion's scheme | points/bytes | "
             "Motion's points/bytes |", "| --- | --- | ---: | ---: | ---: | ---: | --- | --- |"]
    for name in sorted(table):
        row = table[name]
        if "ours" not in row:
            row = dict(row, ours=row["waapi"])
        report = row["ours"]["report"]
        first = True
        for prop, measure in sorted(report["properties"].items()):
            screen = ""
            if prop in TRANSFORM and "transform" in report:
                screen = f"{report['transform']['error']:.2g}"
            elif prop == "opacity" and "opacity" in report:
                screen = f"{report['opacity']['error']:.2g}"
            other = row.get("motion", {}).get("report", {}).get("properties", {}).get(prop)
            ours_e = " ".join(f"{p}/{b}" for p, b in row["ours"]["easings"]) if first else ""
            motion_e = (" ".join(f"{p}/{b}" for p, b in row["motion"]["easings"])
                        if first and "motion" in row else "")
            theirs = f"{other['error']:.3g}" if other else ""
            lines.append(f"| {name if first else ''} | {prop} | {measure['boundAt']:.3g} | "
                         f"{measure['error']:.3g} | {screen} | {theirs} | {ours_e} | {motion_e} |")
            first = False
    return "\n".join(lines) + "\n"


def print_table(table, schemes, tolerance):
    print(f"largest error per document over every ms of its motions plus {AFTER} ms, in the "
          f"property's units; bound: {tolerance} per 300 of the motion's size, at that instant;")
    print("screen: the element's corners (px) or its opacity as Chromium computes them; motion: "
          "Motion's scheme (a point every 10 ms), where a motion is baked")
    print(f"{'document':32} {'property':8} {'bound':>8} {'error':>9} {'screen':>9} "
          f"{'motion':>8}  linear() points/bytes (ours | Motion's)")
    for name in sorted(table):
        row = table[name]
        ours = row.get("ours") or row.get("waapi")
        if not ours:
            continue
        report = ours["report"]
        first = True
        for prop, measure in sorted(report["properties"].items()):
            screen = ""
            if prop in TRANSFORM and "transform" in report:
                screen = f"{report['transform']['error']:.2g}px"
            elif prop == "opacity" and "opacity" in report:
                screen = f"{report['opacity']['error']:.2g}"
            other = row.get("motion", {}).get("report", {}).get("properties", {}).get(prop)
            theirs = f"{other['error']:.3g}" if other else ""
            line = (f"{name if first else '':32} {prop:8} {measure['boundAt']:8.3g} "
                    f"{measure['error']:9.3g} {screen:>9} {theirs:>8}")
            if first:
                easings = " ".join(f"{p}/{b}" for p, b in ours["easings"])
                if "motion" in row:
                    easings += " | " + " ".join(f"{p}/{b}" for p, b in row["motion"]["easings"])
                line += "  " + (easings or "-")
                if not report["ok"]:
                    line += "  FAIL"
            print(line.rstrip())
            first = False
        if not report["properties"] and not report["ok"]:
            print(f"{name:32} FAIL")
        for problem in report["problems"]:
            print(f"{'':32} ! {problem}")


if __name__ == "__main__":
    sys.exit(main())
