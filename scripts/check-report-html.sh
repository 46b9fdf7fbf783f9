#!/usr/bin/env bash
# Opens `sherpa grade`'s report.html in a real browser (headless Chromium) and fails when the page
# renders blank, logs a console error, or does not hold what the report must show.
#
#   scripts/check-report-html.sh                   grades a small section 2 class first
#   scripts/check-report-html.sh path/report.html  checks an existing report
#   SHERPA_BIN=/path/to/sherpa scripts/check-report-html.sh
#
# The small class: two copies of the section 2 solution (alike, so the similarity section has a
# pair, and both close to the reference solution), the untouched starter, and a learner whose
# folder name is an HTML tag: if it were not escaped, the page's Content-Security-Policy would
# refuse it and log a console error.
#
# Chromium comes from the distribution's packages. When it is missing and cannot be installed,
# the script says so and exits 0: the browser check is then skipped, not passed.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

find_chromium() {
    for name in chromium chromium-browser google-chrome; do
        if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
    done
    return 1
}

CHROMIUM="$(find_chromium || true)"
if [ -z "$CHROMIUM" ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
    echo "check-report-html: installing chromium from the distribution's packages…"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >"$WORK/apt.log" 2>&1 || true
    CHROMIUM="$(find_chromium || true)"
fi
if [ -z "$CHROMIUM" ]; then
    echo "check-report-html: NOTE: chromium is not installed and could not be installed here, so report.html was NOT checked in a browser. Install it with: apt-get update && apt-get install -y chromium"
    exit 0
fi

REPORT="${1:-}"
if [ -z "$REPORT" ]; then
    SHERPA="${SHERPA_BIN:-}"
    if [ -z "$SHERPA" ]; then
        swift build --package-path "$REPO" --product sherpa >/dev/null
        SHERPA="$(swift build --package-path "$REPO" --show-bin-path)/sherpa"
    fi
    CLASS="$WORK/hand-ins"
    mkdir -p "$CLASS"
    cp -R "$REPO/Solutions/Section2-ViewModel" "$CLASS/ada"
    cp -R "$REPO/Solutions/Section2-ViewModel" "$CLASS/ben"
    cp -R "$REPO/Exercises/Section2-ViewModel" "$CLASS/cleo"
    cp -R "$REPO/Exercises/Section2-ViewModel" "$CLASS/<img src=x onerror=alert(1)>"
    echo "check-report-html: grading a class of four for section 2…"
    (cd "$REPO" && "$SHERPA" grade "$CLASS" --section section-2 --format md,html --out "$WORK/grades" --jobs 2) >"$WORK/grade.log" 2>&1 || {
        cat "$WORK/grade.log"
        echo "check-report-html: sherpa grade failed." >&2
        exit 1
    }
    REPORT="$WORK/grades/report.html"
    EXPECT_CLASS=1
fi
[ -f "$REPORT" ] || { echo "check-report-html: no report at $REPORT." >&2; exit 1; }
REPORT="$(cd "$(dirname "$REPORT")" && pwd)/$(basename "$REPORT")"

# Chromium keeps its profile in the work folder, never in the user's home.
run_chromium() {
    "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run --disable-extensions \
        --user-data-dir="$WORK/profile" --window-size=1200,1600 \
        --enable-logging=stderr --v=0 "$@" "file://$REPORT"
}
run_chromium --screenshot="$WORK/page.png" >"$WORK/screenshot.out" 2>"$WORK/console.log" || true
run_chromium --dump-dom >"$WORK/dom.html" 2>>"$WORK/console.log" || true

status=0
if grep -E "Uncaught|ERROR:CONSOLE|Refused to" "$WORK/console.log"; then
    echo "check-report-html: the page logged console errors (above)." >&2
    status=1
fi

python3 - "$WORK/page.png" <<'PYTHON' || status=1
import struct, sys, zlib

path = sys.argv[1]
try:
    data = open(path, "rb").read()
except OSError:
    sys.exit("check-report-html: chromium wrote no screenshot.")
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit("check-report-html: the screenshot is not a PNG.")
position, chunks = 8, {}
idat = b""
while position < len(data):
    length, kind = struct.unpack(">I4s", data[position:position + 8])
    body = data[position + 8:position + 8 + length]
    if kind == b"IHDR":
        width, height, depth, colour = struct.unpack(">IIBB", body[:10])
    elif kind == b"IDAT":
        idat += body
    position += 12 + length
if depth != 8 or colour not in (2, 6):
    sys.exit(f"check-report-html: unexpected PNG format (depth {depth}, colour type {colour}).")
channels = 3 if colour == 2 else 4
stride = width * channels
raw = zlib.decompress(idat)
previous = bytearray(stride)
colours, ink = set(), 0
for row in range(height):
    start = row * (stride + 1)
    kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
    for i in range(stride):
        left = line[i - channels] if i >= channels else 0
        up = previous[i]
        corner = previous[i - channels] if i >= channels else 0
        if kind == 1:
            line[i] = (line[i] + left) & 0xFF
        elif kind == 2:
            line[i] = (line[i] + up) & 0xFF
        elif kind == 3:
            line[i] = (line[i] + (left + up) // 2) & 0xFF
        elif kind == 4:
            p = left + up - corner
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
            line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
    for x in range(0, stride, channels):
        pixel = bytes(line[x:x + 3])
        colours.add(pixel)
        if sum(pixel) < 600:
            ink += 1
    previous = line
share = ink / (width * height)
print(f"check-report-html: screenshot {width}x{height}, {len(colours)} colours, {share:.1%} of it darker than the background.")
if len(colours) < 3 or share < 0.005:
    sys.exit("check-report-html: the screenshot is blank.")
PYTHON

# What the browser built from the page: the sections are there, and no learner string became markup.
for needle in 'class="histogram"' 'id="criteria"' 'id="similarity"' 'id="reference"' 'id="learners"' 'id="feedback"'; do
    grep -q "$needle" "$WORK/dom.html" || { echo "check-report-html: the rendered page has no $needle." >&2; status=1; }
done
if grep -qi "<script\|<img" "$WORK/dom.html"; then
    echo "check-report-html: the rendered page holds a script or an image element: something was not escaped." >&2
    status=1
fi
if [ "${EXPECT_CLASS:-0}" = "1" ]; then
    grep -q 'href="#feedback-ada"' "$WORK/dom.html" || { echo "check-report-html: no link to ada's feedback." >&2; status=1; }
    grep -q '<details class="feedback" id="feedback-ada">' "$WORK/dom.html" || { echo "check-report-html: ada's feedback is not on the page." >&2; status=1; }
    [ -f "$WORK/grades/feedback/ada.md" ] || { echo "check-report-html: feedback/ada.md was not written." >&2; status=1; }
    grep -q "ada and ben" "$WORK/dom.html" || { echo "check-report-html: the two copies of the solution are not listed as similar." >&2; status=1; }
    grep -q "<strong>ada</strong>: close to the reference solution (100%)" "$WORK/dom.html" || { echo "check-report-html: ada's copy of the solution is not named as close to the reference solution." >&2; status=1; }
    learners_at="$(grep -bo 'id="learners"' "$WORK/dom.html" | head -1 | cut -d: -f1)"
    similarity_at="$(grep -bo 'id="similarity"' "$WORK/dom.html" | head -1 | cut -d: -f1)"
    [ -n "$learners_at" ] && [ -n "$similarity_at" ] && [ "$learners_at" -lt "$similarity_at" ] || { echo "check-report-html: the learner table does not come before the similarity section." >&2; status=1; }
fi

if [ "$status" = "0" ]; then
    echo "check-report-html: report.html renders in Chromium, not blank, no console error."
fi
exit "$status"
