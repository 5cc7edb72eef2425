#!/usr/bin/env python3
"""Reads back what PNGKit wrote, with Python's zlib and Pillow, for Tests/PNGKitTests.

Usage: png_oracle.py zlib FOLDER    each NAME.z in FOLDER against NAME.raw
       png_oracle.py png FOLDER     each NAME.png in FOLDER against NAME.rgba

One tab-separated line per file, in name order:

    zlib   NAME   ok|mismatch|error: MESSAGE
    pillow VERSION                              (first, png mode only)
    png    NAME   ok|mismatch|error: MESSAGE   SIZE   TEXTS

For png, SIZE is Pillow's WIDTHxHEIGHT and mode (RGBA, LA or P: the form the file stores);
TEXTS is a JSON list of [keyword, text, language or null, chunk], in file order, where chunk
is "tEXt" or "iTXt" (Pillow keeps an iTXt chunk's language tag, a tEXt chunk has none). The
pixels are compared as RGBA bytes, as Pillow converts them from any form.

Exits 3 when Pillow cannot be imported (png mode only), so that the test can tell a missing
Pillow from a failure.
"""
import json
import os
import sys
import zlib


def main():
    mode, folder = sys.argv[1], sys.argv[2]
    names = sorted(os.listdir(folder))
    if mode == "zlib":
        for name in names:
            if not name.endswith(".z"):
                continue
            stem = name[:-2]
            with open(os.path.join(folder, stem + ".raw"), "rb") as file:
                expected = file.read()
            with open(os.path.join(folder, name), "rb") as file:
                stream = file.read()
            try:
                result = "ok" if zlib.decompress(stream) == expected else "mismatch"
            except zlib.error as error:
                result = f"error: {error}"
            print(f"zlib\t{stem}\t{result}")
        return
    try:
        import PIL
        from PIL import Image, PngImagePlugin
    except ImportError as error:
        print(f"cannot import PIL: {error}", file=sys.stderr)
        sys.exit(3)
    print(f"pillow\t{PIL.__version__}")
    for name in names:
        if not name.endswith(".png"):
            continue
        stem = name[:-4]
        with open(os.path.join(folder, stem + ".rgba"), "rb") as file:
            expected = file.read()
        try:
            with Image.open(os.path.join(folder, name)) as image:
                image.load()
                size = f"{image.size[0]}x{image.size[1]} {image.mode}"
                result = "ok" if image.convert("RGBA").tobytes() == expected else "mismatch"
                texts = []
                for keyword, value in image.text.items():
                    if isinstance(value, PngImagePlugin.iTXt):
                        texts.append([keyword, str(value), value.lang, "iTXt"])
                    else:
                        texts.append([keyword, value, None, "tEXt"])
        except Exception as error:  # any failure to read is the finding
            print(f"png\t{stem}\terror: {error}\t-\t[]")
            continue
        print(f"png\t{stem}\t{result}\t{size}\t{json.dumps(texts, ensure_ascii=True)}")


main()
