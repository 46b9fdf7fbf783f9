#!/usr/bin/env bash
# Gives every hidden test the `.receipted` trait (sherpa/suites/Support/HiddenTestReceipt.swift), so
# sherpa counts its pass only with the suite's signed receipt. Safe to run again: a test that has the
# trait is left alone. Afterwards run `swift run sherpa verify --update-checksums` and
# `swift run sherpa verify`.
#   scripts/receipt-hidden-tests.sh [folder…]   (default: sherpa/suites)
set -euo pipefail
cd "$(dirname "$0")/.."

folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(sherpa/suites)

status=0
while IFS= read -r -d '' file; do
    # An attribute spread over several lines is not rewritten: say where, and leave it to a person.
    if grep -nE '^\s*@Test\((.*[^)])?\s*$' "$file" | grep -v '\.receipted' >/dev/null; then
        grep -nE '^\s*@Test\((.*[^)])?\s*$' "$file" | sed "s|^|$file:|" >&2
        echo "These @Test attributes span several lines; add .receipted to them by hand." >&2
        status=1
    fi
    perl -pi -e '
        next if /\.receipted/ || m{^\s*//};
        s/^(\s*\@Test\(.*)\)(\s*)$/$1, .receipted)$2/
            or s/^(\s*)\@Test(\s*)$/$1\@Test(.receipted)$2/
            or s/^(\s*)\@Test(\s+(?:func|static|nonisolated|\@MainActor)\b)/$1\@Test(.receipted)$2/;
    ' "$file"
done < <(find "${folders[@]}" -name '*.swift' -not -path '*/Support/*' -print0)
exit $status
