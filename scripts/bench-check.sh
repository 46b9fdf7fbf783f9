#!/usr/bin/env bash
# Measures `sherpa check` against plain SwiftPM doing the same work (build, then run the tests) on
# equivalent hand-written packages, in the same run, so a busy machine slows both alike.
#
# Cases (medians of the runs; each names its bar from DESIGN.md and issue 11):
#   cold     section 3 with nothing built, not even the prebuilt stand-in; plain SwiftPM compiles
#            the stand-in from source.                                            bar: 1.2x
#   warm     section 3 again after a one-line edit to its view model.             bar: 1.15x
#   first    the first check of sections 2, 3, 5 and 6 after another section was checked: the
#            prebuilt stand-in exists, the section's scratch package does not. Plain SwiftPM
#            links the same prebuilt stand-in, so both do the same work.          bar: 10 s and 1.2x
#   warm8    section 8 with the learner's folder complete (the reference copied in), after a
#            one-line edit to the view model: hidden suite, the learner's tests, probes and the
#            mutation verdict. Plain SwiftPM builds and runs the suite and the tests, in
#            parallel as `swift test` does by default.                            bar: 1.3x
#   show8    `sherpa show section-8` after a one-line edit (warm): build the screen program and
#            draw the learner's screen. No plain SwiftPM counterpart.            bar: 8 s
#
# The machine's load average is printed with the figures: other builds slow both sides alike,
# but the ratios are noisier on a loaded machine.
#
# Usage: scripts/bench-check.sh [runs] [case…]    (default: 3 runs, every case)
set -euo pipefail

runs="${1:-3}"
shift || true
cases="${*:-cold warm first warm8 show8}"
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
linux=false
if [ "$(uname)" = "Linux" ] && [ -d "$course/Sources/SwiftUIStandIn" ]; then linux=true; fi

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f\n", b - a }'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
touch_edit() { printf '\n// benchmark edit %s\n' "$RANDOM" >> "$1"; }
timed() { # timed <file> <command…>: appends the command's wall time to <file>; a failed run stops the benchmark
    local out="$1" t0 t1 status=0
    shift
    t0=$(now); "$@" >"$work/last-run.log" 2>&1 || status=$?; t1=$(now)
    if [ "$status" -ne 0 ]; then
        echo "A timed run failed (exit $status), so its time would mean nothing: $*" >&2
        tail -20 "$work/last-run.log" >&2
        exit 1
    fi
    elapsed "$t0" "$t1" >> "$out"
}

# The prebuilt stand-in sherpa made in the course copy (empty before the first Linux check).
prebuilt() { find "$course/.build/sherpa/prebuilt" -mindepth 2 -maxdepth 2 -name complete.json -printf '%h\n' 2>/dev/null | head -1; }

# plain_package <folder> <section folder> <module> <suite> <stand-in: source|prebuilt> [learner tests folder]
# Lays out the package anyone would write for the same sources, suite, stand-in and tests.
plain_package() {
    local dir="$1" sources="$2" module="$3" suite="$4" standin="$5" tests="${6:-}"
    rm -rf "$dir"
    mkdir -p "$dir/Sources/$module" "$dir/Tests/HiddenSuite"
    (cd "$sources" && tar --exclude=./Tests -cf - .) | tar -xf - -C "$dir/Sources/$module"
    cp -R "$course/$suite/." "$course/sherpa/suites/Support/." "$dir/Tests/HiddenSuite/"
    # The canary fails in every run on purpose and sherpa leaves it out of its report; a plain
    # package has no use for it, and with it every plain `swift test` would fail.
    rm -f "$dir/Tests/HiddenSuite/HiddenSuiteCanary.swift"
    local targets="" dep="" settings="isolation" link="" headless="" learner=""
    if $linux && [ "$standin" = source ]; then
        mkdir -p "$dir/Sources/CoreData" "$dir/Sources/SwiftUI" "$dir/Sources/SwiftUIHeadless" "$dir/Sources/SwiftUIPreviewMacros"
        cp -R "$course/Sources/CoreDataStandIn/." "$dir/Sources/CoreData/"
        cp -R "$course/Sources/SwiftUIStandIn/." "$dir/Sources/SwiftUI/"
        cp -R "$course/Sources/SwiftUIHeadless/." "$dir/Sources/SwiftUIHeadless/"
        cp -R "$course/Sources/SwiftUIPreviewMacros/." "$dir/Sources/SwiftUIPreviewMacros/"
        targets='.macro(name: "SwiftUIPreviewMacros"), .target(name: "CoreData"), .target(name: "SwiftUI", dependencies: ["SwiftUIPreviewMacros", "CoreData"]), .target(name: "SwiftUIHeadless", dependencies: ["SwiftUI"]),'
        dep='"SwiftUI"'
        headless=', "SwiftUIHeadless"'
    elif $linux; then
        # The prebuilt modules are sherpa's own names for the stand-in, which every import reaches
        # through an alias; the `#Preview` plugin sits beside them.
        local modules
        modules="$(prebuilt)"
        [ -n "$modules" ] || { echo "No prebuilt stand-in in the course copy: the check before this should have made one." >&2; exit 1; }
        settings="isolation + [.unsafeFlags([\"-I\", \"$modules\", \"-load-plugin-executable\", \"$modules/SwiftUIPreviewMacros#SwiftUIPreviewMacros\", \"-module-alias\", \"CoreData=SherpaCoreData\", \"-module-alias\", \"SwiftUI=SherpaSwiftUI\", \"-module-alias\", \"SwiftUIHeadless=SherpaSwiftUIHeadless\"])]"
        link=", linkerSettings: [.unsafeFlags([\"$modules/SherpaCoreData-objects.o\", \"$modules/SherpaSwiftUI-objects.o\", \"$modules/SherpaSwiftUIHeadless-objects.o\"])]"
    fi
    if [ -n "$tests" ]; then
        mkdir -p "$dir/Tests/LearnerTests"
        cp -R "$tests/." "$dir/Tests/LearnerTests/"
        learner=".testTarget(name: \"LearnerTests\", dependencies: [\"$module\"], swiftSettings: $settings),"
    fi
    cat > "$dir/Package.swift" <<SWIFT
// swift-tools-version:6.2
import CompilerPluginSupport
import PackageDescription
let isolation: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
let package = Package(
    name: "Plain",
    platforms: [.macOS(.v14)],
    targets: [
        $targets
        .target(name: "$module", dependencies: [$dep], swiftSettings: $settings$link),
        .testTarget(name: "HiddenSuite", dependencies: ["$module"$headless], swiftSettings: $settings),
        $learner
    ]
)
SWIFT
}
plain_cycle() { (cd "$1" && swift build --build-tests && swift test --skip-build); }
sherpa_check() { (cd "$course" && "$sherpa" check "$@"); }
sherpa_show() { (cd "$course" && "$sherpa" show "$@"); }

results=()
report() { # report <label> <sherpa times file> <plain times file> <bar>
    local s p
    s=$(median < "$2"); p=$(median < "$3")
    results+=("$(printf '%-34s %9.2f %9.2f %8s   %s' "$1" "$s" "$p" "$(ratio "$s" "$p")" "$4")")
}

if [[ " $cases " == *" cold "* || " $cases " == *" warm "* ]]; then
    section="Solutions/Section3-Repository"
    plain_package "$work/plain3" "$course/$section" BookBrowser sherpa/suites/section-3 source
    : > "$work/pc"; : > "$work/pw"; : > "$work/sc"; : > "$work/sw"
    for run in $(seq "$runs"); do
        rm -rf "$work/plain3/.build"
        timed "$work/pc" plain_cycle "$work/plain3"
        touch_edit "$work/plain3/Sources/BookBrowser/BookListViewModel.swift"
        timed "$work/pw" plain_cycle "$work/plain3"
        rm -rf "$course/.build/sherpa"
        timed "$work/sc" sherpa_check section-3 --solution
        touch_edit "$course/$section/BookListViewModel.swift"
        timed "$work/sw" sherpa_check section-3 --solution
        echo "section 3 cold and warm: run $run done"
    done
    report "section-3 cold" "$work/sc" "$work/pc" "1.20x"
    report "section-3 warm (one-line edit)" "$work/sw" "$work/pw" "1.15x"
fi

if [[ " $cases " == *" first "* ]]; then
    # Another section first, so the prebuilt stand-in exists as it does on a learner's machine.
    sherpa_check section-1 --solution >/dev/null 2>&1 || { echo "The warm-up check of section 1 failed." >&2; exit 1; }
    for pair in 2:Section2-ViewModel:ProfileFeature 3:Section3-Repository:BookBrowser 5:Section5-NavigationPath:BookBrowser 6:Section6-LoadingState:BookBrowser; do
        IFS=: read -r number folder module <<< "$pair"
        plain_package "$work/plain$number" "$course/Solutions/$folder" "$module" "sherpa/suites/section-$number" prebuilt
        : > "$work/fs$number"; : > "$work/fp$number"
        for run in $(seq "$runs"); do
            rm -rf "$work/plain$number/.build"
            timed "$work/fp$number" plain_cycle "$work/plain$number"
            rm -rf "$course/.build/sherpa/section-$number-solution"
            timed "$work/fs$number" sherpa_check "section-$number" --solution
        done
        echo "section $number first check: $runs runs done"
        report "section-$number first check" "$work/fs$number" "$work/fp$number" "10 s, 1.20x"
    done
fi

if [[ " $cases " == *" warm8 "* ]]; then
    # The learner has finished section 8: their folder holds the reference and its tests.
    exercise="$course/Exercises/Section8-PracticeProject"
    rm -rf "$exercise"
    cp -R "$course/Solutions/Section8-PracticeProject" "$exercise"
    sherpa_check section-8 >/dev/null 2>&1 || { echo "The warm-up check of section 8 failed." >&2; exit 1; }
    plain_package "$work/plain8" "$exercise" BookBrowser sherpa/suites/section-8 prebuilt "$exercise/Tests"
    plain_cycle "$work/plain8" >/dev/null 2>&1 || { echo "The plain section-8 package does not build." >&2; exit 1; }
    : > "$work/ws8"; : > "$work/wp8"
    for run in $(seq "$runs"); do
        touch_edit "$work/plain8/Sources/BookBrowser/BookListViewModel.swift"
        timed "$work/wp8" plain_cycle "$work/plain8"
        touch_edit "$exercise/BookListViewModel.swift"
        timed "$work/ws8" sherpa_check section-8
    done
    echo "section 8 warm: $runs runs done"
    report "section-8 warm (one-line edit)" "$work/ws8" "$work/wp8" "1.30x"
    # Where sherpa's seconds went, for the last warm check.
    touch_edit "$exercise/BookListViewModel.swift"
    sherpa_check section-8 --timings 2>/dev/null | sed -n '/Time per step:/,/^$/p' || true
fi

if [[ " $cases " == *" show8 "* ]]; then
    exercise="$course/Exercises/Section8-PracticeProject"
    if [ ! -f "$exercise/BookDetailViewModel.swift" ]; then
        rm -rf "$exercise"
        cp -R "$course/Solutions/Section8-PracticeProject" "$exercise"
    fi
    (cd "$course" && "$sherpa" show section-8 >/dev/null 2>&1) || true
    : > "$work/sh8"
    for run in $(seq "$runs"); do
        touch_edit "$exercise/BookListViewModel.swift"
        timed "$work/sh8" sherpa_show section-8
    done
    echo "section 8 show: $runs runs done"
    results+=("$(printf '%-34s %9.2f %9s %8s   %s' "show section-8 warm" "$(median < "$work/sh8")" "-" "-" "8 s")")
fi

printf '\nload average at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
printf '%-34s %9s %9s %8s   %s\n' "median of $runs runs" "sherpa s" "plain s" "ratio" "bar"
printf '%s\n' "${results[@]}"
