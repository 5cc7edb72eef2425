#!/usr/bin/env bash
# Renders every Samples/*.svg with Chromium, Firefox, librsvg and resvg into one contact sheet:
# a row per sample, a column per renderer, at twice the samples' size, for people to look at.
#
#   Scripts/contact-sheet.sh [OUTPUT.png]        (default: .build/contact-sheet.png)
#
# Needs ImageMagick (convert) and the renderers the render tests use; a renderer that is not
# installed gets a column saying so. Each browser starts once and screenshots a page of all the
# samples, which is then cut up.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
output="$(realpath -m "${1:-$root/.build/contact-sheet.png}")"
scale=2

convert=/usr/bin/convert
[ -x "$convert" ] || convert="$(command -v convert || true)"
[ -n "$convert" ] || { echo "contact-sheet: ImageMagick's convert is needed (apt-get install imagemagick)" >&2; exit 1; }
chromium=/usr/lib/chromium/chromium
[ -x "$chromium" ] || chromium="$(command -v chromium || true)"
firefox="$(command -v firefox-esr || command -v firefox || true)"
rsvg="$(command -v rsvg-convert || true)"
resvg="$(command -v resvg || true)"
# A pyenv shim costs 0.1 s a call; ask pyenv for the program behind it.
case "$resvg" in */.pyenv/shims/*) resvg="$(pyenv which resvg 2>/dev/null || echo "$resvg")" ;; esac

# Labels need a font file; without one ImageMagick falls back to its own default.
font=()
if command -v fc-match >/dev/null && font_file="$(fc-match -f '%{file}' sans 2>/dev/null)" && [ -f "$font_file" ]; then
    font=(-font "$font_file")
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The browsers write caches and settings under HOME; keep them in the scratch folder.
export HOME="$work/home" XDG_CACHE_HOME="$work/home/.cache" XDG_CONFIG_HOME="$work/home/.config"
mkdir -p "$HOME" "$work/tiles"

samples=()
while IFS= read -r file; do samples+=("$file"); done < <(cd "$root/Samples" && ls -1 -- *.svg | sort -V)
[ ${#samples[@]} -gt 0 ] || { echo "contact-sheet: no SVG in $root/Samples" >&2; exit 1; }

# The size of a sample: its width and height attributes, scaled.
size_of() {
    local svg width height
    svg="$(head -c 400 "$root/Samples/$1")"
    width="$(sed -n 's/^<svg[^>]* width="\([0-9.]*\)".*/\1/p' <<<"$svg")"
    height="$(sed -n 's/^<svg[^>]* height="\([0-9.]*\)".*/\1/p' <<<"$svg")"
    echo "$(awk -v v="$width" -v s="$scale" 'BEGIN { printf "%d", v * s + 0.999 }') $(awk -v v="$height" -v s="$scale" 'BEGIN { printf "%d", v * s + 0.999 }')"
}

# One page for both browsers: every sample as an <img> at twice its size, one under the other.
page="$work/page.html"
page_width=0
top=8
{
    echo '<!DOCTYPE html><html><head><meta charset="utf-8"><style>'
    echo 'html, body { margin: 0; padding: 0; background: #fff; overflow: hidden; } img { position: absolute; display: block; }'
    echo '</style></head><body>'
    for index in "${!samples[@]}"; do
        read -r width height < <(size_of "${samples[$index]}")
        echo "<img src=\"file://$root/Samples/${samples[$index]}\" alt=\"\" style=\"left:8px;top:${top}px;width:${width}px;height:${height}px\">"
        echo "$top $width $height" >"$work/tiles/$index.place"
        top=$((top + height + 8))
        page_width=$((width + 16 > page_width ? width + 16 : page_width))
    done
    echo '</body></html>'
} >"$page"
page_height=$top

missing_tile() {  # missing_tile MESSAGE WIDTH HEIGHT OUTPUT
    "$convert" -size "$2x$3" xc:'#eee' "${font[@]}" -gravity center -pointsize 14 -annotate 0 "$1" "$4"
}

# Cuts every sample's tile out of a browser screenshot.
cut_page() {
    local engine="$1" shot="$2" index
    for index in "${!samples[@]}"; do
        read -r top width height <"$work/tiles/$index.place"
        if [ -s "$shot" ]; then
            "$convert" "$shot" -crop "${width}x${height}+8+${top}" +repage "$work/tiles/$index-$engine.png"
        else
            missing_tile "no picture from $engine" "$width" "$height" "$work/tiles/$index-$engine.png"
        fi
    done
}

engines=(chromium firefox librsvg resvg)
echo "contact-sheet: rendering ${#samples[@]} samples"
if [ -n "$chromium" ]; then
    "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 --log-level=3 \
        --window-size="$page_width,$page_height" --screenshot="$work/chromium.png" "file://$page" >/dev/null 2>&1 || true
fi
if [ -n "$firefox" ]; then
    mkdir -p "$work/firefox-profile"
    "$firefox" --headless -profile "$work/firefox-profile" -no-remote --screenshot "$work/firefox.png" \
        --window-size="$page_width,$page_height" "file://$page" >/dev/null 2>&1 || true
fi
cut_page chromium "$work/chromium.png"
cut_page firefox "$work/firefox.png"
for index in "${!samples[@]}"; do
    read -r _ width height <"$work/tiles/$index.place"
    svg="$root/Samples/${samples[$index]}"
    if [ -n "$rsvg" ]; then
        "$rsvg" -z "$scale" -b white -o "$work/tiles/$index-librsvg.png" "$svg"
    else
        missing_tile "rsvg-convert not installed" "$width" "$height" "$work/tiles/$index-librsvg.png"
    fi
    if [ -n "$resvg" ]; then
        "$resvg" --zoom "$scale" --background white "$svg" "$work/tiles/$index-resvg.png"
    else
        missing_tile "resvg not installed" "$width" "$height" "$work/tiles/$index-resvg.png"
    fi
done

# The sheet: a header row of renderer names, then per sample its name and one tile per renderer,
# every tile in a column as wide as the widest sample.
column_width=$((page_width - 16))
label_width=300
cell() {  # cell IMAGE OUTPUT: the image on white, in a cell of the column's width
    "$convert" "$1" -background white -gravity west -extent "${column_width}x" -bordercolor white -border 6 "$2"
}
text_cell() {  # text_cell TEXT WIDTH HEIGHT OUTPUT
    "$convert" -size "$2x$3" xc:white "${font[@]}" -pointsize 15 -fill '#222' -gravity west -annotate +8+0 "$1" "$4"
}
rows=()
header=("$work/header-label.png")
text_cell "sample (x$scale)" "$label_width" 30 "$work/header-label.png"
for engine in "${engines[@]}"; do
    text_cell "$engine" "$((column_width + 12))" 30 "$work/header-$engine.png"
    header+=("$work/header-$engine.png")
done
"$convert" "${header[@]}" +append "$work/row-header.png"
rows+=("$work/row-header.png")
for index in "${!samples[@]}"; do
    read -r _ _ height <"$work/tiles/$index.place"
    row=("$work/label-$index.png")
    text_cell "${samples[$index]%.svg}" "$label_width" "$((height + 12))" "$work/label-$index.png"
    for engine in "${engines[@]}"; do
        cell "$work/tiles/$index-$engine.png" "$work/cell-$index-$engine.png"
        row+=("$work/cell-$index-$engine.png")
    done
    "$convert" "${row[@]}" -background white -gravity center +append "$work/row-$index.png"
    rows+=("$work/row-$index.png")
done
mkdir -p "$(dirname "$output")"
"$convert" "${rows[@]}" -background white -append +repage -depth 8 "$output"
echo "contact-sheet: wrote $output"
