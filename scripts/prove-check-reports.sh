#!/usr/bin/env bash
# Proves that `sherpa check` reports exactly what it reported when the goldens were made: for every
# section in the catalog, the starter and the solution, both the text report and `--json`, and the
# exit status. A refactor of the runner must leave all of them byte-for-byte the same.
#
# Only what depends on the machine is normalised before comparing: the course's absolute path and
# `"duration"` in JSON. Everything else, wording and order included, must match.
#
# Usage:
#   scripts/prove-check-reports.sh                 compare every section with the goldens
#   scripts/prove-check-reports.sh section-3 ...   compare only these sections
#   scripts/prove-check-reports.sh --refresh [...] rewrite the goldens from the current output
#                                                  (after an intended change: review `git diff`)
#   SHERPA=/path/to/sherpa scripts/prove-check-reports.sh   use that binary instead of building one
#
# Goldens: Tests/Fixtures/Reports/<section>.<starter|solution>.<txt|json>
# The checks run in a private copy of the course under .build/report-proof/, kept between runs so
# later runs build incrementally; its .sessions/ is removed first so the next step printed after a
# report never depends on earlier checks. A cold run of all sections takes about three and a half
# minutes on two quiet cores (ten when they are busy); a warm one under a minute.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
goldens="$root/Tests/Fixtures/Reports"
refresh=0
sections=()
for argument in "$@"; do
    case "$argument" in
        --refresh) refresh=1 ;;
        -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) sections+=("$argument") ;;
    esac
done

# SHERPA names a sherpa binary to use instead of building this checkout's, e.g. one built before a change.
if [ -n "${SHERPA:-}" ]; then
    sherpa="$SHERPA"
else
    echo "Building sherpa…"
    (cd "$root" && swift build --product sherpa >/dev/null)
    sherpa="$root/.build/debug/sherpa"
fi

course="$root/.build/report-proof/course"
mkdir -p "$course"
# Mirror the course into the copy: the same files, and no stale ones, but the copy's own build kept.
(cd "$course" && find . -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +)
(cd "$root" && tar --exclude=./.build --exclude='./.build-*' --exclude=./.sessions --exclude=./.swiftpm \
    --exclude=./.sherpa-config.yml --exclude=./grades --exclude=./submissions -cf - .) | tar -xf - -C "$course"

if [ ${#sections[@]} -eq 0 ]; then
    # Section ids are the catalog's only `"id"` keys; read without jq, which CI images may lack.
    mapfile -t sections < <(grep -o '"id": *"[^"]*"' "$course/sherpa/catalog.json" | sed 's/.*"\([^"]*\)"$/\1/')
fi

# The report's shape must not depend on the terminal running this script.
export NO_COLOR=1 COLUMNS=100
unset SHERPA_TEST_TIME_LIMIT

normalise_text() { sed -e "s#$course#<course>#g"; }
normalise_json() { sed -e "s#$course#<course>#g" -e 's/^\(  *"duration" : \).*[0-9]\(,\{0,1\}\)$/\1<duration>\2/'; }

actual="$(mktemp -d)"
trap 'rm -rf "$actual"' EXIT
mkdir -p "$goldens"
failures=0
for section in "${sections[@]}"; do
    for variant in starter solution; do
        flag=()
        [ "$variant" = solution ] && flag=(--solution)
        name="$section.$variant"
        echo "Checking $name…"
        rm -rf "$course/.sessions"
        status=0
        (cd "$course" && "$sherpa" check "$section" "${flag[@]}" 2>/dev/null) > "$actual/$name.raw.txt" || status=$?
        { normalise_text < "$actual/$name.raw.txt"; echo "exit status: $status"; } > "$actual/$name.txt"
        rm -rf "$course/.sessions"
        status=0
        (cd "$course" && "$sherpa" check "$section" "${flag[@]}" --json 2>/dev/null) > "$actual/$name.raw.json" || status=$?
        { normalise_json < "$actual/$name.raw.json"; echo "exit status: $status"; } > "$actual/$name.json"
        for kind in txt json; do
            if [ "$refresh" = 1 ]; then
                cp "$actual/$name.$kind" "$goldens/$name.$kind"
            elif ! diff -u "$goldens/$name.$kind" "$actual/$name.$kind"; then
                echo "✘ $name.$kind differs from its golden (above)."
                failures=$((failures + 1))
            fi
        done
    done
done
rm -rf "$course/.sessions"

if [ "$refresh" = 1 ]; then
    echo "Goldens rewritten in ${goldens#"$root"/}; review them with git diff before committing."
elif [ "$failures" -gt 0 ]; then
    echo "✘ $failures report(s) differ from their goldens."
    exit 1
else
    echo "✔ Every report matches its golden byte for byte (${#sections[@]} sections, starter and solution, text and JSON)."
fi
