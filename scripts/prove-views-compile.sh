#!/usr/bin/env bash
# Shows that `swift build` really compiles the SwiftUI views of the exercises and solutions:
# a typo in one starter view and in one solution view must make the build fail.
#
# On Linux the views compile against the SwiftUI stand-in (Sources/SwiftUIStandIn). A view
# that is silently skipped (for example because its `#if` never holds) would hide every
# mistake in it, so this script copies the package to a temporary folder, misspells one
# SwiftUI name in a view there, and expects the build of that view's target to fail.
# The real tree is never touched.
#
# Usage: scripts/prove-views-compile.sh
# Exit status: 0 when both typos failed the build (and the untouched views built), 1 otherwise.

set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/prove-views.XXXXXX")"
trap 'rm -rf "$work"' EXIT
copy="$work/package"
scratch="$work/build"

# Copy the package without build products, sessions or version control.
mkdir -p "$copy"
(cd "$repo" && tar --exclude='./.build*' --exclude='./.git' --exclude='./.sessions' --exclude='./.swiftpm' -cf - .) \
    | (cd "$copy" && tar -xf -)

# The first view file of a variant (Exercises or Solutions): a SwiftUI file that declares a
# View, outside the learner test folders.
first_view() {
    local variant="$1"
    grep -rlE --include='*.swift' ':[[:space:]]*View[[:space:]]*\{' "$copy/$variant" 2>/dev/null \
        | grep -v '/Tests/' \
        | xargs -r grep -l 'canImport(SwiftUI)' \
        | sort | head -n 1
}

# The package target that compiles a file: Exercises/Section4-Name/... is Section4Exercise.
target_for() {
    local file="$1" variant="$2"
    local folder="${file#"$copy/$variant/"}"
    folder="${folder%%/*}"
    local number="${folder%%-*}"
    number="${number#Section}"
    if [[ "$variant" == "Exercises" ]]; then
        echo "Section${number}Exercise"
    else
        echo "Section${number}Solution"
    fi
}

build() {
    (cd "$copy" && swift build --scratch-path "$scratch" --target "$1") >"$work/build.log" 2>&1
}

# Misspells the first SwiftUI name the view uses, the way a hurried edit would.
inject_typo() {
    local file="$1"
    local name
    for name in Text Button VStack HStack NavigationStack List Label ProgressView; do
        if grep -q "\b${name}(" "$file" || grep -q "\b${name} {" "$file"; then
            local typo="${name:0:1}${name:2:1}${name:1:1}${name:3}"
            # Only the first use, so the error points at one line.
            sed -i "0,/\b${name}\([ (]\)/s//${typo}\1/" "$file"
            echo "$name -> $typo"
            return 0
        fi
    done
    return 1
}

status=0
for variant in Exercises Solutions; do
    file="$(first_view "$variant")"
    if [[ -z "$file" ]]; then
        echo "FAIL: no SwiftUI view found under $variant/."
        status=1
        continue
    fi
    target="$(target_for "$file" "$variant")"
    shown="${file#"$copy/"}"

    if ! build "$target"; then
        echo "FAIL: $target does not build even without a typo; see the log below."
        tail -n 20 "$work/build.log"
        status=1
        continue
    fi

    cp "$file" "$work/original.swift"
    if ! change="$(inject_typo "$file")"; then
        echo "FAIL: found no SwiftUI name to misspell in $shown."
        status=1
        continue
    fi
    if build "$target"; then
        echo "FAIL: $target still builds after the typo ($change) in $shown: the view is not compiled."
        status=1
    else
        error="$(grep -m 1 'error:' "$work/build.log" || true)"
        echo "ok: the typo ($change) in $shown fails the build of $target"
        echo "    ${error#"$copy/"}"
    fi
    cp "$work/original.swift" "$file"
done

exit "$status"
