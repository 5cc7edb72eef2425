#!/usr/bin/env python3
"""What setting 1,000 live values costs, part by part: the page reader_cost.py builds for the
live ratings (one shared sheet, each rating's value on a span around it), and that page with
one part of the rating taken away, visited in turn in headless Chromium.

    Benchmarks/set_parts.py STARSVG [ROUNDS] [--sections N]   (default 3 rounds; Chromium and
                                                               chromedriver)

Each visit sets all 1,000 values five times (each time other ratings' values, 0.6 s apart) and
times, in the page (performance.now), the script's loop, then the style it forces
(getComputedStyle), then the layout it forces (offsetHeight), then the next frame to its end
(requestAnimationFrame, then a message posted from it): the set's own style and layout, apart
from the transitions' frames that reader_cost.py's `set` counts too. It prints each part's
median over the five, a line a page a round. Pages without `content-visibility` are restyled
whole, so they show what a drawn rating costs to restyle, and what of it each part costs; the
floor is a page of the same spans around a bare svg of one path, and around a plain span.
--sections N adds the live page in sections of N, each section skipped off screen, with each
rating skipped too and with none skipped on its own (reader_cost.py's --sections pages).
Standard library only; the pictures of the edited pages are wrong, only their cost counts.
"""
import os
import re
import shutil
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reader_cost  # noqa: E402

SET_PARTS_SCRIPT = """
    const done = arguments[arguments.length - 1], spans = document.querySelectorAll("div > span[style]");
    const values = Array.from(spans, span => span.style.getPropertyValue("--starsvg-value")), parts = [];
    function trial(k) {
        const start = performance.now();
        for (let i = 0; i < spans.length; i++) spans[i].style.setProperty("--starsvg-value", values[(i + 337 * (k + 1)) % spans.length]);
        const looped = performance.now();
        getComputedStyle(spans[spans.length - 1].lastElementChild).opacity;
        const styled = performance.now();
        document.body.offsetHeight;
        const laid = performance.now();
        requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
                const end = performance.now();
                parts.push([looped - start, styled - looped, laid - styled, end - laid, end - start]);
                if (k < 4) setTimeout(() => trial(k + 1), 600); else done(parts);
            };
            channel.port2.postMessage(0);
        });
    }
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => trial(0), 500)));"""

NO_SKIPPING = "svg.starsvg-live{content-visibility:auto}"


def pages(starsvg):
    """(name, html) for each page: the live page as written, without skipping, without each
    part, and the two floors."""
    listed, _ = reader_cost.pages(starsvg)
    live = next(html for name, html, _ in listed if name == reader_cost.LIVE)
    if live is None:
        sys.exit("set parts: this starsvg writes no live page")
    drawn = live.replace(NO_SKIPPING, "")

    def hidden(selector):
        return drawn.replace("</style>", selector + "{display:none}</style>", 1)
    head, _, body = live.partition("<body>\n")
    bare = re.sub(r"<style>.*?</style>", "", head, flags=re.S) + "<body>\n"
    values = re.findall(r'<span style="(--starsvg-value:[^"]*)">', body)

    def floor(inner):
        return bare + "".join(f'<div><span style="{v}">{inner}</span></div>\n' for v in values) + "</body></html>\n"
    sections = []
    if reader_cost.SECTIONS:
        entry = (reader_cost.LIVE, live, 0)
        sections = [(f"in sections of {reader_cost.SECTIONS}, each rating skipped too", reader_cost.sectioned(entry, False)[1]),
                    (f"in sections of {reader_cost.SECTIONS}, no rating skipped on its own", reader_cost.sectioned(entry, True)[1])]
    return [
        ("as written (skipped off screen)", live),
        *sections,
        ("every rating drawn (no content-visibility)", drawn),
        ("drawn, no colour layer", hidden(".starsvg .starsvg-fill")),
        ("drawn, no rim", hidden(".starsvg .starsvg-stars i")),
        ("drawn, no spoken name", hidden(".starsvg-live .starsvg-layers+span")),
        ("drawn, no layers at all", hidden(".starsvg-live .starsvg-layers")),
        ("floor: a bare svg of one path", floor('<svg width="156" height="24"><path d="M0 0h9v9z"/></svg>')),
        ("floor: an empty span", floor("<span></span>")),
    ]


def main():
    arguments = sys.argv[1:]
    if "--sections" in arguments:
        at = arguments.index("--sections")
        reader_cost.SECTIONS = int(arguments[at + 1])
        del arguments[at:at + 2]
    if not arguments:
        sys.exit(__doc__)
    starsvg, rounds = os.path.abspath(arguments[0]), int(arguments[1]) if len(arguments) > 1 else 3
    chromium, chromedriver = shutil.which("chromium") or shutil.which("chromium-browser"), shutil.which("chromedriver")
    if not chromium or not chromedriver:
        sys.exit("set parts: needs chromium and chromedriver")
    os.makedirs(reader_cost.WORK, exist_ok=True)
    urls = []
    for index, (name, html) in enumerate(pages(starsvg)):
        file = os.path.join(reader_cost.WORK, f"set-parts-{index}.html")
        with open(file, "w") as out:
            out.write(html)
        urls.append((name, "file://" + os.path.abspath(file)))
    browser = reader_cost.Chromium(chromium, chromedriver)
    try:
        for round in range(1, rounds + 1):
            for name, url in urls:
                browser.call("POST", browser.path("url"), {"url": url})
                parts = browser.run_async(SET_PARTS_SCRIPT)
                loop, style, layout, frame, total = (statistics.median(p[i] for p in parts) for i in range(5))
                print(f"round {round}, {name}: loop {loop:.1f} ms, style {style:.1f}, layout {layout:.1f}, "
                      f"next frame {frame:.1f}, in all {total:.1f}", flush=True)
    finally:
        browser.close()
    print(f"set parts: Chromium, 1,000 ratings, load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
