#!/usr/bin/env python3
"""What a page of ratings costs its reader: pages of 1,000 ratings built by the real tool,
measured in headless Chromium, each against a page of plain star icons.

    Benchmarks/reader_cost.py STARSVG [ROUNDS] [COUNT]    (run by Benchmarks/run.sh; default
                                                           5 rounds of pages of 1,000 ratings)

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
        entry("snippets, one shared sheet (batch --css-out)", shared, sheet),
        entry("live ratings, one shared sheet (--live, batch --css-out)", live, live_sheet),
    ]
    return listed, max((len(s.encode()) for s in snippets or []), default=0)


class Chromium:
    """A headless Chromium under chromedriver, spoken to over WebDriver HTTP."""

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

    def run_async(self, script):
        return self.call("POST", self.path("execute/async"), {"script": script, "args": []})

    def visit(self, url):
        """The page's figures: `task`, the main thread's task seconds (TaskDuration) from
        navigation to the second animation frame, `cpu`, the main thread's CPU seconds over
        the same (ThreadTime: what the page costs, less what other processes took from it),
        and `scroll`, the p95 of the frame intervals in ms while the page scrolls SCROLL_STEP a
        frame from top to bottom."""
        self.call("POST", self.path("url"), {"url": "about:blank"})
        # The previous page's garbage is not this page's cost.
        self.cdp("HeapProfiler.collectGarbage")
        self.cdp("Performance.disable")
        self.cdp("Performance.enable")
        before = self.metrics()
        self.call("POST", self.path("url"), {"url": url})
        self.run_async("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")
        after = self.metrics()
        intervals = self.run_async(f"""
            const done = arguments[0], times = [];
            const end = document.documentElement.scrollHeight - innerHeight;
            function frame(time) {{
                times.push(time);
                if (scrollY >= end) return done(times.slice(1).map((t, i) => t - times[i]));
                scrollBy(0, {SCROLL_STEP});
                requestAnimationFrame(frame);
            }}
            requestAnimationFrame(frame);""")
        # TaskDuration starts from zero when the page's navigation commits (here, enable leaves
        # it as it was, with the garbage collection in it); ThreadTime starts at enable.
        return {"task": after["TaskDuration"], "cpu": after["ThreadTime"] - before["ThreadTime"],
                "scroll": p95(intervals)}

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


def p95(intervals):
    ordered = sorted(intervals)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def measure(browser, urls, rounds):
    """For each url, its figures of each round (lists under visit's keys), a first round not counted."""
    figures = {url: {"task": [], "cpu": [], "scroll": []} for url in urls}
    for round in range(rounds + 1):
        for url in urls:
            visit = browser.visit(url)
            if round > 0:
                for key, value in visit.items():
                    figures[url][key].append(value)
        print(f"reader cost: round {round}/{rounds} done", file=sys.stderr)
    return figures


def verdict(value, budget):
    return "ok" if value <= budget else "OVER BUDGET"


def report(listed, figures, budgets):
    """One line a page: median main-thread seconds, the median ratio to the icons, bytes a
    rating and the scroll p95, each budgeted figure followed by its verdict; the bytes alone
    when nothing was measured. Then each round's ratios, by task time and by CPU time."""
    def budgeted(text, value, budget):
        return text + (f" (budget ≤ {budget}): {verdict(value, budget)}" if budget else "")
    icons = figures.get(listed[0][0])
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
        ratios = {key: [a / b for a, b in zip(page[key], icons[key])] for key in ("task", "cpu")}
        ratio, cpu_ratio = statistics.median(ratios["task"]), statistics.median(ratios["cpu"])
        p = statistics.median(page["scroll"])
        print(f"{name}: {statistics.median(page['task']):.3f} s main thread ({statistics.median(page['cpu']):.3f} s CPU), "
              + budgeted(f"{ratio:.2f} × icons", ratio, ratio_budget) + f" ({cpu_ratio:.2f} × by CPU), {size}, "
              + budgeted(f"scroll p95 {p:.1f} ms", p, scroll_budget))
        print(f"  rounds: × icons {' '.join(f'{r:.2f}' for r in ratios['task'])}; by CPU {' '.join(f'{r:.2f}' for r in ratios['cpu'])}; "
              f"scroll p95 {' '.join(f'{s:.1f}' for s in page['scroll'])}")


def run(starsvg, rounds, listed, budgets):
    """Writes the pages, measures them in turn and prints the report."""
    chromium, chromedriver = shutil.which("chromium") or shutil.which("chromium-browser"), shutil.which("chromedriver")
    if not chromium or not chromedriver:
        print("reader cost: not measured, " + ("chromium" if not chromium else "chromedriver") + " is not installed")
        report(listed, {}, budgets)
        return
    urls = {}
    for index, (name, html, _) in enumerate(listed):
        if html is not None:
            file = os.path.join(WORK, f"page-{index}.html")
            with open(file, "w") as out:
                out.write(html)
            urls[name] = "file://" + os.path.abspath(file)
    browser = Chromium(chromium, chromedriver)
    try:
        by_url = measure(browser, list(urls.values()), rounds)
    except OSError as error:
        sys.exit(f"reader cost: failed, chromedriver stopped answering ({error})")
    finally:
        browser.close()
    figures = {name: by_url[url] for name, url in urls.items()}
    version = subprocess.run([chromium, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"reader cost: pages of {COUNT:,} ratings ({STARS} stars, levels {LEVELS[0]},{LEVELS[1]}), {version}, "
          f"{VIEWPORT[0]}×{VIEWPORT[1]}, {rounds} rounds (medians)")
    report(listed, figures, budgets)


def main():
    starsvg = os.path.abspath(sys.argv[1])
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    # Another count shows how a page's cost grows with its ratings (each its own <style>).
    global COUNT
    COUNT = int(sys.argv[3]) if len(sys.argv) > 3 else COUNT
    os.makedirs(WORK, exist_ok=True)
    listed, snippet = pages(starsvg)
    budgets = {"standalone SVGs inlined": (2.0, None, None),
               "snippets, one shared sheet (batch --css-out)": (2.5, 1000, 17),
               "live ratings, one shared sheet (--live, batch --css-out)": (1.5, 500, 17)}
    run(starsvg, rounds, listed, budgets)
    reference = len(subprocess.run([starsvg, *REFERENCE], capture_output=True, check=True).stdout)
    print(f"one self-contained snippet, the largest of the page's: {snippet} B (budget ≤ 1800): {verdict(snippet, 1800)}")
    print(f"standalone {' '.join(REFERENCE)}: {reference} B (budget ≤ 1500): {verdict(reference, 1500)}")


if __name__ == "__main__":
    main()
