#!/usr/bin/env bash
# Measures `sherpa check section-3` against plain SwiftPM doing the same work on an equivalent
# hand-written package, in the same run: cold (nothing built) and warm (after a one-file edit).
# Bars (DESIGN.md): warm within 1.15x of plain SwiftPM, cold within 1.2x.
#
# Usage: scripts/bench-check.sh [runs]    (default 3; medians are reported)
set -euo pipefail

runs="${1:-3}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "Building sherpa…"
(cd "$root" && swift build --product sherpa >/dev/null)
sherpa="$root/.build/debug/sherpa"

# A private copy of the course, so the edits below never touch the repository.
mkdir -p "$work/course"
(cd "$root" && tar --exclude=./.build --exclude='./.build-*' --exclude=./.sessions -cf - .) | tar -xf - -C "$work/course"
course="$work/course"
section="Solutions/Section3-Repository"
edited="BookListViewModel.swift"

# The equivalent hand-written package: the same sources, suite and stand-in, laid out as anyone would.
plain="$work/plain"
mkdir -p "$plain/Sources/BookBrowser" "$plain/Tests/HiddenSuite"
cp -R "$course/$section/." "$plain/Sources/BookBrowser/"
cp -R "$course/sherpa/suites/section-3/." "$course/sherpa/suites/Support/." "$plain/Tests/HiddenSuite/"
standin_targets=""
standin_dep=""
if [ "$(uname)" = "Linux" ] && [ -d "$course/Sources/SwiftUIStandIn" ]; then
    mkdir -p "$plain/Sources/SwiftUI" "$plain/Sources/SwiftUIHeadless"
    cp -R "$course/Sources/SwiftUIStandIn/." "$plain/Sources/SwiftUI/"
    cp -R "$course/Sources/SwiftUIHeadless/." "$plain/Sources/SwiftUIHeadless/"
    standin_targets='.target(name: "SwiftUI"), .target(name: "SwiftUIHeadless", dependencies: ["SwiftUI"]),'
    standin_dep='"SwiftUI", '
fi
cat > "$plain/Package.swift" <<SWIFT
// swift-tools-version:6.2
import PackageDescription
let isolation: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
let package = Package(
    name: "Plain",
    platforms: [.macOS(.v14)],
    targets: [
        $standin_targets
        .target(name: "BookBrowser", dependencies: [${standin_dep}], swiftSettings: isolation),
        .testTarget(name: "HiddenSuite", dependencies: ["BookBrowser"], swiftSettings: isolation),
    ]
)
SWIFT

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f\n", b - a }'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
touch_edit() { printf '\n// benchmark edit %s\n' "$RANDOM" >> "$1"; }

plain_cycle() {
    (cd "$plain" && swift build --build-tests >/dev/null 2>&1 && swift test --skip-build >/dev/null 2>&1) || true
}
sherpa_cycle() {
    (cd "$course" && "$sherpa" check section-3 --solution >/dev/null 2>&1) || true
}

: > "$work/plain-cold"; : > "$work/plain-warm"; : > "$work/sherpa-cold"; : > "$work/sherpa-warm"
for run in $(seq "$runs"); do
    rm -rf "$plain/.build"
    t0=$(now); plain_cycle; t1=$(now); elapsed "$t0" "$t1" >> "$work/plain-cold"
    touch_edit "$plain/Sources/BookBrowser/$edited"
    t0=$(now); plain_cycle; t1=$(now); elapsed "$t0" "$t1" >> "$work/plain-warm"

    rm -rf "$course/.build/sherpa"
    t0=$(now); sherpa_cycle; t1=$(now); elapsed "$t0" "$t1" >> "$work/sherpa-cold"
    touch_edit "$course/$section/$edited"
    t0=$(now); sherpa_cycle; t1=$(now); elapsed "$t0" "$t1" >> "$work/sherpa-warm"
    echo "run $run done"
done

pc=$(median < "$work/plain-cold"); pw=$(median < "$work/plain-warm")
sc=$(median < "$work/sherpa-cold"); sw=$(median < "$work/sherpa-warm")
printf '\n%-28s %10s %10s\n' "section-3 (median of $runs)" "cold s" "warm s"
printf '%-28s %10.2f %10.2f\n' "plain swift build + test" "$pc" "$pw"
printf '%-28s %10.2f %10.2f\n' "sherpa check" "$sc" "$sw"
printf '%-28s %9.2fx %9.2fx   (bars: 1.20x cold, 1.15x warm)\n' "ratio" "$(awk -v a="$sc" -v b="$pc" 'BEGIN { print a / b }')" "$(awk -v a="$sw" -v b="$pw" 'BEGIN { print a / b }')"
