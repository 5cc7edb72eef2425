#!/usr/bin/env python3
"""Writes icon files made to cost as much as an icon under the size cap can (issue 52): each
just under 1 MiB and under the 200,000-command limit, so that the work after reading is
reached. Usage: make_icons.py FOLDER"""
import os
import sys

CAP = 1 << 20
COMMANDS = 199_000
HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">'


def repeat(make, commands_each, budget=CAP - 400):
    """Pieces from make(i), as many as fit in budget bytes and the command limit."""
    pieces, size, commands = [], 0, 0
    while True:
        piece = make(len(pieces))
        if size + len(piece) > budget or commands + commands_each > COMMANDS:
            return ''.join(pieces)
        pieces.append(piece)
        size += len(piece)
        commands += commands_each


def main(folder):
    os.makedirs(folder, exist_ok=True)
    files = {}
    # The parser: one element's attributes, each compared with the others; a long title of
    # references; comments; a long transform list; nesting at the limit, over and over.
    files['attributes'] = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"'
                           + repeat(lambda i: ' data-a%d=""' % i, 0) + '><path d="M0 0h1v1z"/></svg>')
    files['references'] = HEAD + '<title>' + '&amp;' * 200_000 + '</title><path d="M2 2h4v4z"/></svg>'
    files['comments'] = HEAD + repeat(lambda i: '<!-- %d -->' % i, 0) + '<path d="M2 2h4v4z"/></svg>'
    files['transform-list'] = HEAD + '<path transform="' + ' '.join(['rotate(1)'] * 100_000) + '" d="M2 2h4v4z"/></svg>'
    files['nesting'] = HEAD + repeat(lambda i: '<g transform="rotate(%d 12 12)">' % (i % 360) + '<g>' * 29
                                     + '<path d="M2 2h4v4z"/>' + '</g>' * 30, 5) + '</svg>'
    # Fills: many subpaths (one rule, and beside a path of the other, which turns each alone),
    # arcs, curves, curves far outside the box, overlapping circles, a long polygon.
    squares = repeat(lambda i: 'M%d %dh1v1h-1z' % (i % 20, (i // 20) % 20), 5)
    files['subpaths'] = HEAD + '<path d="' + squares + '"/></svg>'
    files['subpaths-mixed-rules'] = HEAD + '<path fill-rule="evenodd" d="' + squares + '"/><path d="M0 0h3v3H0z"/></svg>'
    files['degenerate-subpaths'] = (HEAD + '<path fill-rule="evenodd" d="M0 0h5v5H0z'
                                    + repeat(lambda i: 'M%d 3L%d 4' % (i % 20, i % 20 + 1), 2) + '"/><path d="M0 0h3v3H0z"/></svg>')
    files['alternating-rules'] = HEAD + repeat(lambda i: '<path fill-rule="%s" d="M%d %dh2v2h-2z"/>'
                                               % ('evenodd' if i % 2 else 'nonzero', i % 20, (i // 20) % 20), 5) + '</svg>'
    arcs = repeat(lambda i: 'A9 9 0 1 1 %d 5' % (i % 20), 1)
    files['arcs'] = HEAD + '<path d="M1 1' + arcs + '"/></svg>'
    cubics = repeat(lambda i: ' C 0 20 24 20 %d 4' % (i % 24), 1)
    files['cubics'] = HEAD + '<path d="M0 0' + cubics + '"/></svg>'
    wild = repeat(lambda i: ' C 1e8 1e8 -1e8 1e8 %d 0' % (i % 10), 1)
    files['cubics-far-out'] = HEAD + '<path d="M0 0' + wild + '"/></svg>'
    circles = repeat(lambda i: '<circle cx="%d" cy="%d" r="3"/>' % (i % 24, (i // 24) % 24), 6)
    files['circles'] = HEAD + circles + '</svg>'
    points = repeat(lambda i: ' %d,%d' % (i % 24, (i * 7) % 24), 1)
    files['polygon'] = HEAD + '<polygon points="' + points + '"/></svg>'
    # Strokes: every kind of segment, thin and wide, one path or many elements.
    files['stroked-cubics'] = HEAD + '<path fill="none" stroke="black" stroke-width="0.5" d="M0 0' + cubics + '"/></svg>'
    files['stroked-cubics-far-out'] = HEAD + '<path fill="none" stroke="black" d="M0 0' + wild + '"/></svg>'
    files['stroked-arcs'] = HEAD + '<path fill="none" stroke="black" d="M1 1' + arcs + '"/></svg>'
    files['stroked-polyline'] = (HEAD + '<polyline fill="none" stroke="black" stroke-linejoin="round" stroke-linecap="round" points="'
                                 + points + '"/></svg>')
    files['stroked-circles'] = HEAD.replace('>', ' fill="none" stroke="black">', 1) + circles + '</svg>'
    files['stroked-lines'] = HEAD + repeat(lambda i: '<line x1="%d" y1="0" x2="0" y2="%d" stroke="red"/>'
                                           % (i % 24, i % 23 + 1), 2) + '</svg>'
    files['stroked-transformed'] = HEAD + repeat(lambda i: '<g transform="skewX(%d) scale(%d)"><path stroke="red" d="M0 0c1 2 3 4 5 6"/></g>'
                                                 % (i % 80, i % 9 + 1), 2) + '</svg>'
    for name, text in files.items():
        data = text.encode()
        assert len(data) <= CAP, (name, len(data))
        with open(os.path.join(folder, name + '.svg'), 'wb') as file:
            file.write(data)


if __name__ == '__main__':
    main(sys.argv[1])
