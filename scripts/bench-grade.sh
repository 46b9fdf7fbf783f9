#!/usr/bin/env bash
# Measures `sherpa grade` of a class of generated section-8 hand-ins (mutation testing included)
# against the same hand-ins checked one by one with `sherpa check section-8`, in the same run.
# Bars (DESIGN.md): grading 30 is at least 5x faster than 30 checks, and under 10 minutes on 2 cores.
#
# Usage: scripts/bench-grade.sh [sizes] [checks]
#   sizes   class sizes to grade, cold each time (default "10 20 30")
#   checks  how many one-by-one checks to time (default: the largest size), each cold and then
#           warm; the totals are scaled to the largest class when fewer are timed.
set -euo pipefail

sizes="${1:-10 20 30}"
largest="$(echo "$sizes" | tr ' ' '\n' | sort -n | tail -1)"
checks="${2:-$largest}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "Building sherpa…"
(cd "$root" && swift build --product sherpa >/dev/null)
# A copy, so rebuilding the repository while the benchmark runs does not change what is measured.
cp "$root/.build/debug/sherpa" "$work/sherpa"
sherpa="$work/sherpa"

# A private copy of the course, so nothing here touches the repository's exercises or scratch folders.
mkdir -p "$work/course"
(cd "$root" && tar --exclude=./.build --exclude='./.build-*' --exclude=./.sessions --exclude=./grades -cf - .) | tar -xf - -C "$work/course"
course="$work/course"
folder="Section8-PracticeProject"

# Hand-ins: every fourth is the untouched starter, the rest the solution with a learner's own edits
# (a comment and a renamed local), so every learner's modules really are compiled on their own.
make_class() {
    local size="$1" out="$2"
    mkdir -p "$out"
    for i in $(seq -w 1 "$size"); do
        mkdir -p "$out/learner-$i"
        if [ $((10#$i % 4)) -eq 0 ]; then
            cp -R "$course/Exercises/$folder/." "$out/learner-$i/"
        else
            cp -R "$course/Solutions/$folder/." "$out/learner-$i/"
            for file in "$out/learner-$i"/*.swift; do printf '\n// hand-in of learner %s\n' "$i" >> "$file"; done
        fi
    done
}

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f\n", b - a }'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

declare -A graded
for size in $sizes; do
    rm -rf "$course/.build/sherpa" "$work/class-$size"
    make_class "$size" "$work/class-$size"
    start="$(now)"
    (cd "$course" && "$sherpa" grade "$work/class-$size" --section section-8 --out "$work/grades-$size" >/dev/null)
    graded[$size]="$(elapsed "$start" "$(now)")"
    echo "grade of $size hand-ins, cold: ${graded[$size]} s"
done

# Regrade after one hand-in changed: everyone else's result is remembered.
last="$(ls -d "$work/class-$largest"/learner-* | tail -1)"
printf '\n// a late fix\n' >> "$last/BookListViewModel.swift"
start="$(now)"
(cd "$course" && "$sherpa" grade "$work/class-$largest" --section section-8 --out "$work/grades-$largest" >/dev/null)
regraded="$(elapsed "$start" "$(now)")"

# One by one, as an instructor without `sherpa grade` would: each hand-in checked in its own copy of
# the course, so with a scratch package of its own (cold), sherpa itself already built. A second
# series keeps one scratch package warm between hand-ins, the kindest case for one-by-one checks.
make_class "$checks" "$work/one-by-one"
one_by_one() {
    local mode="$1" times="$work/check-times-$1"
    : > "$times"
    rm -rf "$course/.build/sherpa"
    for learner in "$work/one-by-one"/*; do
        [ "$mode" = cold ] && rm -rf "$course/.build/sherpa"
        rm -rf "$course/Exercises/$folder"
        cp -R "$learner" "$course/Exercises/$folder"
        local start
        start="$(now)"
        (cd "$course" && "$sherpa" check section-8 >/dev/null 2>&1) || true
        elapsed "$start" "$(now)" >> "$times"
    done
    awk '{ s += $1 } END { printf "%.1f\n", s }' "$times"
}
checked="$(one_by_one cold)"
per_check="$(median < "$work/check-times-cold")"
warm_checked="$(one_by_one warm)"
warm_per_check="$(median < "$work/check-times-warm")"
estimate="$(awk -v t="$checked" -v n="$checks" -v l="$largest" 'BEGIN { printf "%.1f", t * l / n }')"
warm_estimate="$(awk -v t="$warm_checked" -v n="$checks" -v l="$largest" 'BEGIN { printf "%.1f", t * l / n }')"

echo
echo "$checks one-by-one checks, each cold: $checked s (median $per_check s); for $largest hand-ins: $estimate s"
echo "$checks one-by-one checks, one warm scratch package: $warm_checked s (median $warm_per_check s); for $largest hand-ins: $warm_estimate s"
for size in $sizes; do
    echo "grade $size: ${graded[$size]} s ($(awk -v g="${graded[$size]}" -v n="$size" 'BEGIN { printf "%.1f", g / n }') s per hand-in)"
done
speedup="$(awk -v c="$estimate" -v g="${graded[$largest]}" 'BEGIN { printf "%.1f", c / g }')"
warm_speedup="$(awk -v c="$warm_estimate" -v g="${graded[$largest]}" 'BEGIN { printf "%.1f", c / g }')"
echo "speed-up at $largest hand-ins: ${speedup}x over cold checks, ${warm_speedup}x over warm ones (bar: at least 5x; grade under 600 s)"
echo "regrade of $largest after one hand-in changed: $regraded s ($(awk -v r="$regraded" -v g="${graded[$largest]}" 'BEGIN { printf "%.2f", r / g }') of the full grade; bar: at most 0.2)"
