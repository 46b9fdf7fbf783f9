#!/usr/bin/env bash
# Runs `sherpa check <section> --solution` for every section in the catalog and fails unless each
# passes (exit 0). CI runs it on Linux and on macOS: the same reference solutions must get the same
# verdict on both, view tests included.
#
# Usage: scripts/check-every-section.sh          (from anywhere inside the repository)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build --product sherpa >/dev/null
sherpa="$(swift build --show-bin-path)/sherpa"
sections="$(grep -o '"id": "section-[0-9]*"' sherpa/catalog.json | cut -d'"' -f4)"
failed=()
for section in $sections; do
    if "$sherpa" check "$section" --solution >"/tmp/sherpa-ci-$section.txt" 2>&1; then
        echo "$section: pass ($(grep -c '✔' "/tmp/sherpa-ci-$section.txt") checks)"
    else
        echo "$section: did not pass"
        cat "/tmp/sherpa-ci-$section.txt"
        failed+=("$section")
    fi
done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "Sections whose reference solution did not pass: ${failed[*]}"
    exit 1
fi
