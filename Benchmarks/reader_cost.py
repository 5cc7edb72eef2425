#!/usr/bin/env python3
"""What a page of ratings costs its reader: pages of 1,000 ratings built by the real tool,
measured in headless Chromium, each against a page of plain star icons.

    Benchmarks/reader_cost.py STARSVG [ROUNDS] [COUNT]    (run by Benchmarks/run.sh; default
                                                           5 rounds of pages of 1,000 ratings)
    Benchmarks/reader_cost.py STARSVG ROUNDS --reader [--throttle RATE] [--firefox] [--variants] [--sections N]

--reader (issue 55's reader budget) visits three pages only: plain icons, the HTML pictures
with one shared sheet (static) and the live ratings with one (each given its value by a span
around it), and adds, for the live page, `set`: the milliseconds from a script setting all
1,000 values (setProperty on each span, each a new value) to the end of the next frame's
main-thread work (requestAnimationFrame, then a message posted from it, which runs after that
frame's style, layout and paint; performance.now in the page), the median of SET_TRIALS a
visit, each after the previous one's transitions ended. --throttle RATE slows Chromium's main
thread RATE times (CDP Emulation.setCPUThrottlingRate, set again on each visit) as a slow
phone's. --firefox measures the same pages' scroll p95 and `set` in Firefox ESR (headless,
Marionette; no CDP there, so neither time nor throttle). --variants adds live pages whose
sheet is edited (VARIANTS: a property taken away or changed each), to find which costs.
--sections N adds the live page with its ratings in sections of N, each skipped off screen
instead of each rating. In Chromium, --reader also says where the main thread's time went, for a set with its
transitions and for a scrolled frame: style, layout and the rest (CDP's metrics).

For each page: the renderer's main-thread time (CDP Performance.getMetrics TaskDuration) from
navigation to the second animation frame, its CPU time over the same (ThreadTime: steadier on a
shared machine, where TaskDuration also counts the time other processes took), and the p95 of the frame intervals while the page
scrolls by a fixed step each frame. The pages are visited in turn (A B C D …, ROUNDS times,
after a round not counted), so that a drift of the machine's speed weighs on each alike, and
each figure is the median of the rounds; a page's ratio is the median of its rounds' ratios to
the icons' page of the same round. Chromium is driven by chromedriver over WebDriver HTTP, its
CDP commands through chromedriver's goog/cdp/execute. Standard library only.
"""
import json
import math
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
import urllib.request

# The Firefox client Scripts/spoken-text.py uses too.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Scripts"))
from marionette import Marionette  # noqa: E402

COUNT = 1000
STARS, LEVELS = 5, [2, 4]
VIEWPORT = (900, 700)
SCROLL_STEP = 100  # CSS pixels a frame: 6,000 px/s at 60 Hz, a flick through a long list
REFERENCE = ["--stars", "10", "--levels", "2,8", "--value", "7"]
CHROMIUM_ARGUMENTS = [
    "--headless=new", "--no-sandbox", f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}", "--force-device-scale-factor=1",
    "--hide-scrollbars", "--no-first-run", "--disable-extensions", "--disable-dev-shm-usage", "--mute-audio",
    # The same software path on every machine, GPU or none.
    "--disable-gpu",
    # A headless window may count as hidden or occluded: no timer or frame throttling.
    "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
]
LIVE = "live ratings, one shared sheet (--live, batch --css-out)"
STATIC = "snippets, one shared sheet (batch --css-out)"
SET_TRIALS = 5
READER, THROTTLE, FIREFOX, VARIANTS, SECTIONS = False, None, False, [], 0
WORK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "benchmarks", "reader-cost")


def values():
    """The 1,000 distinct values i * 5 / 999, as plain decimals (the command line's grammar)."""
    return [f"{i * STARS / (COUNT - 1):.4f}".rstrip("0").rstrip(".") for i in range(COUNT)]


def batch(starsvg, extra_keys, arguments=()):
    """The ratings of one `starsvg batch` run, one a value, or None when the run fails."""
    lines = "".join(json.dumps({"stars": STARS, "levels": LEVELS, "value": float(v), **extra_keys}) + "\n"
                    for v in values())
    run = subprocess.run([starsvg, "batch", "-", *arguments], input=lines.encode(), capture_output=True)
    if run.returncode != 0:
        return None
    return run.stdout.decode().splitlines()


def star_path(cx, cy, outer=11.5, inner=4.6):
    """A flat five-pointed star as one path, as icon sets draw it."""
    points = []
    for k in range(10):
        radius = outer if k % 2 == 0 else inner
        angle = math.pi * k / 5
        points.append(f"{cx + radius * math.sin(angle):.2f} {cy - radius * math.cos(angle):.2f}")
    return "M" + "L".join(points) + "z"


def icon(index, value):
    """The baseline: an inline SVG of five flat grey stars and a coloured copy clipped at the
    value, as icon-based rating components draw it."""
    size, gap = 24, 6
    width = gap + STARS * (size + gap)
    stars = "".join(f'<path d="{star_path(gap + size / 2 + k * (size + gap), size / 2)}"/>' for k in range(STARS))
    whole = int(value)
    edge = whole * (size + gap) + (gap + (value - whole) * size if value > whole else 0)
    color = "#ff3b30" if value <= LEVELS[0] else "#fc0" if value <= LEVELS[1] else "#34c759"
    return (f'<svg width="{width}" height="{size}" viewBox="0 0 {width} {size}" role="img" aria-label="Rating: {value:g} out of {STARS}">'
            f'<clipPath id="c{index}"><rect width="{edge:.2f}" height="{size}"/></clipPath>'
            f'<g fill="#ddd">{stars}</g><g fill="{color}" clip-path="url(#c{index})">{stars}</g></svg>')


def page(title, ratings, sheet=""):
    """One HTML page of the ratings, inline, one a line, as in a list of reviews."""
    head = f"<style>{sheet}</style>" if sheet else ""
    return (f'<!doctype html><html lang="en"><meta charset="utf-8"><title>{title}</title>{head}<body>\n'
            + "".join(f"<div>{rating}</div>\n" for rating in ratings) + "</body></html>\n")


def pages(starsvg):
    """The pages as (name, html, bytes a rating), with None for a page the tool cannot make yet,
    and the largest self-contained snippet's bytes."""
    icons = [icon(i, float(v)) for i, v in enumerate(values())]
    standalone = batch(starsvg, {})
    hard = batch(starsvg, {"blur": 0})
    snippets = batch(starsvg, {"format": "html"})
    sheet_file = os.path.join(WORK, "shared.css")
    if os.path.exists(sheet_file):
        os.remove(sheet_file)
    shared = batch(starsvg, {"format": "html"}, ["--css-out", sheet_file])
    sheet = open(sheet_file).read() if shared is not None and os.path.exists(sheet_file) else None

    # Live ratings (--live): one snippet of one look, each copy given its value by the page.
    live_file = os.path.join(WORK, "live.css")
    if os.path.exists(live_file):
        os.remove(live_file)
    live_one = batch(starsvg, {"live": True, "value": 0}, ["--css-out", live_file])
    live = None if live_one is None else [f'<span style="--starsvg-value:{v}">{r}</span>' for v, r in zip(values(), live_one)]
    live_sheet = open(live_file).read() if live is not None and os.path.exists(live_file) else None

    def entry(name, ratings, sheet=""):
        if ratings is None or sheet is None:
            return (name, None, None)
        size = sum(len(r.encode()) for r in ratings) + len(sheet.encode())
        return (name, page(name, ratings, sheet), size / COUNT)
    listed = [
        entry("plain star icons", icons),
        entry("standalone SVGs inlined", standalone),
        entry("standalone SVGs, --blur 0", hard),
        entry("snippets, each its own <style>", snippets),
        entry(STATIC, shared, sheet),
        entry(LIVE, live, live_sheet),
    ]
    if READER:
        listed = [listed[0], listed[4], listed[5]]
        if VARIANTS and live is not None and live_sheet is not None:
            for name, edit in VARIANTS:
                edited = edit(live_sheet)
                if edited == live_sheet:
                    print(f"reader cost: variant '{name}' changes nothing in this sheet; left out", file=sys.stderr)
                    continue
                listed.append(entry(f"live, {name}", live, edited))
        if SECTIONS and live is not None and live_sheet is not None:
            listed.append(sectioned(entry(f"live, in sections of {SECTIONS}", live, live_sheet), True))
            listed.append(sectioned(entry(f"live, in sections of {SECTIONS}, each rating skipped too", live, live_sheet), False))
    return listed, max((len(s.encode()) for s in snippets or []), default=0)


def sectioned(listed, alone):
    """A live page's entry with its ratings in sections of SECTIONS, each section skipped while
    off screen (content-visibility on the section, as a page may write it): fewer elements for
    the browser to watch each frame; if `alone`, no rating skipped on its own (the page's rule
    outweighs the sheet's)."""
    name, html, per_rating = listed
    head, _, rest = html.partition("<body>\n")
    body, _, tail = rest.rpartition("</body>")
    lines = [line for line in body.split("\n") if line]
    sections = ["<section>" + "".join(lines[i:i + SECTIONS]) + "</section>\n" for i in range(0, len(lines), SECTIONS)]
    # Each rating's div is a line of 28 px (a 24 px svg on the text's baseline).
    rule = (("<style>section svg.starsvg-live{content-visibility:visible}" if alone else "<style>")
            + f"section{{content-visibility:auto;contain-intrinsic-size:auto {SECTIONS * 28}px}}</style>")
    return (name, head.replace("</title>", "</title>" + rule) + "<body>\n" + "".join(sections) + "</body>" + tail, per_rating)


def without(*texts):
    """An edit of the live sheet: each text taken out (an edit that finds none changes nothing)."""
    def edit(sheet):
        for text in texts:
            sheet = sheet.replace(text, "")
        return sheet
    return edit


def regex(pattern, replacement):
    import re
    return lambda sheet: re.sub(pattern, replacement, sheet)


def added(rules):
    return lambda sheet: sheet + rules + "\n"


def chain(*edits):
    def edit(sheet):
        for one in edits:
            sheet = one(sheet)
        return sheet
    return edit


# The live sheet's properties, each taken away or simplified in a page of its own, to find which
# costs a frame (the pictures these draw are wrong; only their cost is of interest).
VARIANT_EDITS = [
    ("no content-visibility", without("svg.starsvg-live{content-visibility:auto}")),
    ("no transitions", regex(r"@media \(prefers-reduced-motion:no-preference\)\{.*?\}\}", "")),
    ("edge not registered (@property)", regex(r"@property --starsvg-edge\{[^}]*\}", "")),
    ("no spoken text (span display:none)", added(".starsvg-live .starsvg-layers+span{display:none}")),
    ("no counters (counter-reset rule out)", regex(r"\.starsvg-live \.starsvg-layers\+span span::before\{counter-reset:[^}]*\}", "")),
    ("edge a fixed length", regex(r"--starsvg-edge:calc\(.*?\)\);", "--starsvg-edge:78px;")),
    ("no band opacity (the layers' and fill's)", chain(regex(r"\.starsvg-v\w+ s:nth-last-child\(\d\)\{opacity:[^}]*\}", ""),
                                                       without(".starsvg-live .starsvg-fill{opacity:clamp(0,var(--starsvg-v)*1e6,1)}"))),
    ("no soft-edge mask", added(".starsvg .starsvg-fill{mask:none}")),
    ("the row's path written in each clip-path, not through var()", lambda sheet: sheet.replace(
        "clip-path:var(--starsvg-row)", "clip-path:" + __import__("re").search(r'--starsvg-row:(path\("[^"]*"\));', sheet).group(1))),
    ("no rim (bevel) layers", added(".starsvg .starsvg-stars i{display:none}")),
    ("no clip-path on the stars", added(".starsvg .starsvg-stars{clip-path:none}")),
    ("content-visibility on the layers, not the svg", chain(without("svg.starsvg-live{content-visibility:auto}"),
                                                            added(".starsvg-live .starsvg-layers{content-visibility:auto}"))),
    ("the layers never drawn (content-visibility:hidden), a control", chain(without("svg.starsvg-live{content-visibility:auto}"),
                                                                            added(".starsvg-live .starsvg-layers{content-visibility:hidden}"))),
    ("skipped, no layers (display:none)", added(".starsvg-live .starsvg-layers{display:none}")),
    ("skipped, nothing in the foreignObject (display:none), a control", added(".starsvg-live foreignObject{display:none}")),
    ("v, k, f registered as numbers", lambda sheet: "".join(
        f'@property --starsvg-{name}{{syntax:"\\3c number\\3e ";inherits:true;initial-value:0}}' for name in "vkf") + sheet),
]

# From the top to the bottom, or with --reader READER_FRAMES frames (12,000 px, 400-odd ratings:
# a slow page scrolled to its end takes minutes).
SCROLL_SCRIPT = f"""
    const done = arguments[arguments.length - 1], times = [], most = arguments[0] || Infinity;
    scrollTo(0, 0);
    const end = document.documentElement.scrollHeight - innerHeight;
    function frame(time) {{
        times.push(time);
        if (scrollY >= end || times.length > most) return done(times.slice(1).map((t, i) => t - times[i]));
        scrollBy(0, {SCROLL_STEP});
        requestAnimationFrame(frame);
    }}
    requestAnimationFrame(() => requestAnimationFrame(frame));"""
READER_FRAMES = 120

# Each trial gives every span around a live rating another rating's value (the values turned by
# 337 places a trial), then times it to the end of the next frame's main-thread work, and the
# frame intervals while the transitions run (0.35 s); the next trial waits for them to end.
SET_SCRIPT = f"""
    const done = arguments[arguments.length - 1], spans = document.querySelectorAll("div > span[style]");
    const values = Array.from(spans, span => span.style.getPropertyValue("--starsvg-value"));
    const set = [], intervals = [];
    let trial = 0;
    scrollTo(0, 0);
    function once() {{
        const shift = (trial + 1) * 337, start = performance.now();
        for (let i = 0; i < spans.length; i++) spans[i].style.setProperty("--starsvg-value", values[(i + shift) % spans.length]);
        requestAnimationFrame(first => {{
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {{
                set.push(performance.now() - start);
                // The intervals from the frame after: the first frame's own work is `set`'s.
                let last = null;
                requestAnimationFrame(function frame(time) {{
                    if (last !== null) intervals.push(time - last);
                    last = time;
                    if (time - first < 400 || intervals.length < 3) return requestAnimationFrame(frame);
                    if (++trial == {SET_TRIALS}) return done({{set: set, intervals: intervals}});
                    setTimeout(once, 300);
                }});
            }};
            channel.port2.postMessage(0);
        }});
    }}
    requestAnimationFrame(() => setTimeout(once, 300));"""


class Chromium:
    """A headless Chromium under chromedriver, spoken to over WebDriver HTTP."""

    name = "Chromium"

    def __init__(self, chromium, chromedriver):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        self.base = f"http://127.0.0.1:{port}"
        self.driver = subprocess.Popen([chromedriver, f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                self.call("GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        capabilities = {"browserName": "chrome", "goog:chromeOptions": {"binary": chromium, "args": CHROMIUM_ARGUMENTS}}
        started = self.call("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        self.session = started["sessionId"]
        # Chromium's own profile folder: it names this browser's processes, should chromedriver
        # be stopped under it and leave them behind.
        self.profile = started["capabilities"]["chrome"]["userDataDir"]
        self.call("POST", self.path("timeouts"), {"script": 120000, "pageLoad": 120000})

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=300) as response:
            return json.load(response)["value"]

    def path(self, command=None):
        return f"/session/{self.session}" + (f"/{command}" if command else "")

    def cdp(self, command, params=None):
        return self.call("POST", self.path("goog/cdp/execute"), {"cmd": command, "params": params or {}})

    def metrics(self):
        return {m["name"]: m["value"] for m in self.cdp("Performance.getMetrics")["metrics"]}

    def run_async(self, script, *args):
        return self.call("POST", self.path("execute/async"), {"script": script, "args": list(args)})

    def run_timed(self, figures):
        """`run_async`, adding to `figures` where each script's main-thread time went (CDP's
        RecalcStyleDuration, LayoutDuration, and the rest of TaskDuration: paint, compositing,
        script), in ms: a set's (SET_SCRIPT: its trials and the frames of their transitions),
        and a scrolled frame's (SCROLL_SCRIPT: the total over its frames)."""
        def run(script, *args):
            before = self.metrics()
            result = self.run_async(script, *args)
            after = self.metrics()
            spent = {key: (after[key] - before[key]) * 1000 for key in ("TaskDuration", "RecalcStyleDuration", "LayoutDuration")}
            parts = (spent["RecalcStyleDuration"], spent["LayoutDuration"],
                     spent["TaskDuration"] - spent["RecalcStyleDuration"] - spent["LayoutDuration"])
            if script is SCROLL_SCRIPT:
                figures["scroll parts"] = tuple(part / max(1, len(result)) for part in parts)
            elif script is SET_SCRIPT:
                figures["set parts"] = tuple(part / SET_TRIALS for part in parts)
            return result
        return run

    def visit(self, url, live):
        """The page's figures: `task`, the main thread's task seconds (TaskDuration) from
        navigation to the second animation frame, `cpu`, the main thread's CPU seconds over
        the same (ThreadTime: what the page costs, less what other processes took from it),
        `scroll`, the p95 of the frame intervals in ms while the page scrolls SCROLL_STEP a
        frame from top to bottom, and on a live page with --reader, `set` and `animate`
        (SET_SCRIPT's: the median time to the next frame, the p95 frame interval after)."""
        self.call("POST", self.path("url"), {"url": "about:blank"})
        # The previous page's garbage is not this page's cost.
        self.cdp("HeapProfiler.collectGarbage")
        if THROTTLE:
            self.cdp("Emulation.setCPUThrottlingRate", {"rate": THROTTLE})
        self.cdp("Performance.disable")
        self.cdp("Performance.enable")
        before = self.metrics()
        self.call("POST", self.path("url"), {"url": url})
        self.run_async("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")
        after = self.metrics()
        figures = {"task": after["TaskDuration"], "cpu": after["ThreadTime"] - before["ThreadTime"]}
        figures.update(page_figures(self.run_timed(figures), live))
        # TaskDuration starts from zero when the page's navigation commits (here, enable leaves
        # it as it was, with the garbage collection in it); ThreadTime starts at enable.
        return figures

    def close(self):
        try:
            self.call("DELETE", self.path())
        except OSError:
            # chromedriver is gone: end this browser's processes, found by their profile folder.
            for pid in filter(str.isdigit, os.listdir("/proc")):
                try:
                    with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                        if f"--user-data-dir={self.profile}".encode() in cmdline.read().split(b"\0"):
                            os.kill(int(pid), 15)
                except OSError:
                    pass
        finally:
            self.driver.terminate()
            self.driver.wait()


class Firefox:
    """A headless Firefox ESR spoken to over Marionette (its own protocol: length-prefixed JSON
    on a socket), as Scripts/spoken-text.py drives it; no geckodriver needed."""

    name = "Firefox"

    def __init__(self, firefox):
        import tempfile
        self.profile = tempfile.mkdtemp(prefix="reader-cost-")
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        with open(os.path.join(self.profile, "user.js"), "w") as prefs:
            prefs.write(f'user_pref("marionette.port", {port});\n')
        self.browser = subprocess.Popen([firefox, "--headless", "--marionette", "-no-remote", "-profile", self.profile,
                                         f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}"],
                                        env=dict(os.environ, HOME=self.profile), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.command = Marionette(port)
        self.command("WebDriver:NewSession", {"capabilities": {}})
        self.command("WebDriver:SetTimeouts", {"script": 120000, "pageLoad": 120000})
        self.command("WebDriver:SetWindowRect", {"width": VIEWPORT[0], "height": VIEWPORT[1]})

    def run_async(self, script, *args):
        return self.command("WebDriver:ExecuteAsyncScript", {"script": script, "args": list(args)})["value"]

    def visit(self, url, live):
        """`scroll`, and on a live page with --reader `set` and `animate`, as Chromium's."""
        self.command("WebDriver:Navigate", {"url": "about:blank"})
        self.command("WebDriver:Navigate", {"url": url})
        self.run_async("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")
        return page_figures(self.run_async, live)

    def close(self):
        try:
            self.command("Marionette:Quit", {"flags": ["eForceQuit"]})
        except (OSError, ValueError):
            pass
        try:
            self.browser.wait(20)
        except subprocess.TimeoutExpired:
            self.browser.kill()
            self.browser.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def page_figures(run_async, live):
    """What both browsers measure on a loaded page, through its `run_async`: on a live page
    with --reader, `set` and `animate`; then `scroll`, the p95 of frame intervals scrolling."""
    figures = {}
    if live and READER:
        figures.update(set_figures(run_async(SET_SCRIPT)))
    figures["scroll"] = p95(run_async(SCROLL_SCRIPT, READER_FRAMES if READER else 0))
    return figures


def set_figures(result):
    return {"set": statistics.median(result["set"]), "animate": p95(result["intervals"])}


def p95(intervals):
    ordered = sorted(intervals)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def measure(browser, urls, rounds):
    """For each url, its figures of each round (lists under visit's keys), a first round not
    counted; `urls` is a list of (url, live)."""
    figures = {url: {} for url, _ in urls}
    for round in range(rounds + 1):
        for url, live in urls:
            visit = browser.visit(url, live)
            if round > 0:
                for key, value in visit.items():
                    figures[url].setdefault(key, []).append(value)
        print(f"reader cost: {browser.name} round {round}/{rounds} done", file=sys.stderr)
    return figures


def verdict(value, budget):
    return "ok" if value <= budget else "OVER BUDGET"


def spread(values, form="{:.1f}"):
    return " ".join(form.format(v) for v in values)


def report(listed, figures, budgets):
    """One line a page: median main-thread seconds, the median ratio to the icons, bytes a
    rating and the scroll p95, each budgeted figure followed by its verdict; the bytes alone
    when nothing was measured. Then each round's ratios, by task time and by CPU time. With
    --reader, the scroll p95's ratio to the static page's and the live page's `set`."""
    def budgeted(text, value, budget):
        return text + (f" (budget ≤ {budget}): {verdict(value, budget)}" if budget else "")
    icons, static = figures.get(listed[0][0]), figures.get(STATIC)
    for name, html, per_rating in listed:
        if html is None:
            print(f"{name}: not available yet (starsvg batch does not take the option)")
            continue
        ratio_budget, bytes_budget, scroll_budget = budgets.get(name, (None, None, None))
        size = budgeted(f"{per_rating:.0f} B a rating", per_rating, bytes_budget)
        if name not in figures:
            print(f"{name}: {size}")
            continue
        page = figures[name]
        p = statistics.median(page["scroll"])
        line = [f"{name}:"]
        if "task" in page and icons and "task" in icons:
            ratios = {key: [a / b for a, b in zip(page[key], icons[key])] for key in ("task", "cpu")}
            ratio, cpu_ratio = statistics.median(ratios["task"]), statistics.median(ratios["cpu"])
            line.append(f"{statistics.median(page['task']):.3f} s main thread ({statistics.median(page['cpu']):.3f} s CPU), "
                        + budgeted(f"{ratio:.2f} × icons", ratio, ratio_budget) + f" ({cpu_ratio:.2f} × by CPU),")
        line.append(f"{size}, " + budgeted(f"scroll p95 {p:.1f} ms", p, None if READER else scroll_budget))
        scroll_ratios = None
        if READER and static and name != STATIC and name != listed[0][0]:
            scroll_ratios = [a / b for a, b in zip(page["scroll"], static["scroll"])]
            line.append("(" + budgeted(f"{statistics.median(scroll_ratios):.2f} × the static page's", statistics.median(scroll_ratios), 1.1) + ")")
        if "set" in page:
            line.append("; " + budgeted(f"setting 1,000 values {statistics.median(page['set']):.1f} ms to the next frame",
                                        statistics.median(page["set"]), 50)
                        + f", then frames p95 {statistics.median(page['animate']):.1f} ms")
        print(" ".join(line))
        for key, what in (("set parts", "a set and its transitions"), ("scroll parts", "a scrolled frame")):
            if key in page:
                style, layout, rest = (statistics.median(part[i] for part in page[key]) for i in range(3))
                print(f"  main thread for {what}: style {style:.1f} ms, layout {layout:.1f} ms, the rest (paint, script) {rest:.1f} ms")
        rounds = []
        if "task" in page and icons and "task" in icons:
            rounds.append(f"× icons {spread(ratios['task'], '{:.2f}')}; by CPU {spread(ratios['cpu'], '{:.2f}')}")
        rounds.append(f"scroll p95 {spread(page['scroll'])}")
        if scroll_ratios:
            rounds.append(f"× static {spread(scroll_ratios, '{:.2f}')}")
        if "set" in page:
            rounds.append(f"set {spread(page['set'])}; animate {spread(page['animate'])}")
        print("  rounds: " + "; ".join(rounds))


def run(starsvg, rounds, listed, budgets):
    """Writes the pages, measures them in turn in each browser and prints the report."""
    urls = {}
    for index, (name, html, _) in enumerate(listed):
        if html is not None:
            file = os.path.join(WORK, f"page-{index}.html")
            with open(file, "w") as out:
                out.write(html)
            urls[name] = "file://" + os.path.abspath(file)
    visits = [(url, name == LIVE or name.startswith("live, ")) for name, url in urls.items()]
    chromium, chromedriver = shutil.which("chromium") or shutil.which("chromium-browser"), shutil.which("chromedriver")
    browsers = []
    if not chromium or not chromedriver:
        print("reader cost: not measured in Chromium, " + ("chromium" if not chromium else "chromedriver") + " is not installed")
    else:
        version = subprocess.run([chromium, "--version"], capture_output=True, text=True).stdout.strip()
        browsers.append((lambda: Chromium(chromium, chromedriver), version + (f", CPU throttled {THROTTLE}×" if THROTTLE else "")))
    if FIREFOX:
        firefox = shutil.which("firefox-esr") or shutil.which("firefox")
        if not firefox:
            print("reader cost: not measured in Firefox, firefox-esr is not installed")
        else:
            version = subprocess.run([firefox, "--version"], capture_output=True, text=True).stdout.strip()
            browsers.append((lambda: Firefox(firefox), version + " (headless, not throttled)"))
    if not browsers:
        report(listed, {}, budgets)
        return
    for start, version in browsers:
        browser = start()
        try:
            by_url = measure(browser, visits, rounds)
        except OSError as error:
            sys.exit(f"reader cost: failed, {browser.name} stopped answering ({error})")
        finally:
            browser.close()
        figures = {name: by_url[url] for name, url in urls.items()}
        print(f"reader cost: pages of {COUNT:,} ratings ({STARS} stars, levels {LEVELS[0]},{LEVELS[1]}), {version}, "
              f"{VIEWPORT[0]}×{VIEWPORT[1]}, {rounds} rounds (medians), load average {os.getloadavg()[0]:.1f}")
        report(listed, figures, budgets)


def main():
    global COUNT, READER, THROTTLE, FIREFOX, VARIANTS, SECTIONS
    arguments, flags = [], sys.argv[1:]
    while flags:
        flag = flags.pop(0)
        if flag == "--reader":
            READER = True
        elif flag == "--throttle":
            THROTTLE = float(flags.pop(0))
        elif flag == "--firefox":
            FIREFOX = True
        elif flag == "--variants":
            VARIANTS = VARIANT_EDITS
        elif flag == "--sections":
            SECTIONS = int(flags.pop(0))
        else:
            arguments.append(flag)
    READER = READER or bool(THROTTLE or FIREFOX or VARIANTS or SECTIONS)
    starsvg = os.path.abspath(arguments[0])
    rounds = int(arguments[1]) if len(arguments) > 1 else 5
    # Another count shows how a page's cost grows with its ratings (each its own <style>).
    COUNT = int(arguments[2]) if len(arguments) > 2 else COUNT
    os.makedirs(WORK, exist_ok=True)
    listed, snippet = pages(starsvg)
    budgets = {"standalone SVGs inlined": (2.0, None, None),
               STATIC: (2.5, 1000, 17),
               LIVE: (1.5, 500, 17)}
    run(starsvg, rounds, listed, budgets)
    if READER:
        return
    reference = len(subprocess.run([starsvg, *REFERENCE], capture_output=True, check=True).stdout)
    print(f"one self-contained snippet, the largest of the page's: {snippet} B (budget ≤ 1800): {verdict(snippet, 1800)}")
    print(f"standalone {' '.join(REFERENCE)}: {reference} B (budget ≤ 1500): {verdict(reference, 1500)}")


if __name__ == "__main__":
    main()
