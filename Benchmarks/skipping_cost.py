#!/usr/bin/env python3
"""What Chromium charges a scrolled frame for elements it skips off screen
(`content-visibility: auto`), with no rating in them: pages of 1,000 plain boxes of a live
rating's size (a span, an svg of one rect), each drawn, and each skipped while off screen.

    Benchmarks/skipping_cost.py [ROUNDS] [THROTTLE]     (default 2 rounds, throttled 4 ×)

Each page is scrolled as reader_cost.py scrolls its pages (100 px a frame, 120 frames), and
the p95 of its frame intervals and a frame's main-thread style, layout and the rest (CDP's
metrics) are printed, a line a page a round. If the skipped boxes scroll far worse than the
drawn ones, what a live page's scroll costs is the skipping itself, whatever a rating holds
(issue 55; Documentation/performance.md). Needs chromium and chromedriver; standard library
only.
"""
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import reader_cost  # noqa: E402

BOX = "display:inline-block;width:156px;height:24px;background:#fc0"
SVG = '<svg width="156" height="24"><rect width="156" height="24" fill="#fc0"/></svg>'
PAGES = [
    ("spans, drawn", "<span></span>", f"span{{{BOX}}}"),
    ("spans, skipped off screen", "<span></span>",
     f"span{{{BOX};content-visibility:auto;contain-intrinsic-size:auto 156px auto 24px}}"),
    ("svgs, drawn", SVG, ""),
    ("svgs, skipped off screen", SVG, "svg{content-visibility:auto}"),
]


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    reader_cost.READER = True
    reader_cost.THROTTLE = float(sys.argv[2]) if len(sys.argv) > 2 else 4
    chromium, chromedriver = shutil.which("chromium") or shutil.which("chromium-browser"), shutil.which("chromedriver")
    if not chromium or not chromedriver:
        sys.exit("skipping cost: needs chromium and chromedriver")
    os.makedirs(reader_cost.WORK, exist_ok=True)
    urls = []
    for index, (name, inner, sheet) in enumerate(PAGES):
        file = os.path.join(reader_cost.WORK, f"skipping-{index}.html")
        with open(file, "w") as out:
            out.write(f'<!doctype html><html lang="en"><meta charset="utf-8"><title>{name}</title>'
                      f"<style>{sheet}</style><body>\n" + f"<div>{inner}</div>\n" * reader_cost.COUNT + "</body></html>\n")
        urls.append((name, "file://" + os.path.abspath(file)))
    browser = reader_cost.Chromium(chromium, chromedriver)
    try:
        for round in range(1, rounds + 1):
            for name, url in urls:
                figures = browser.visit(url, False)
                style, layout, rest = figures["scroll parts"]
                print(f"round {round}, {name}: scroll p95 {figures['scroll']:.1f} ms; a frame's main thread: "
                      f"style {style:.1f} ms, layout {layout:.1f}, the rest {rest:.1f}", flush=True)
    finally:
        browser.close()
    print(f"skipping cost: Chromium throttled {reader_cost.THROTTLE:g} ×, {reader_cost.COUNT:,} boxes, "
          f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
