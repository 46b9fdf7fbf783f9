#!/usr/bin/env bash
# Measures how much real SwiftUI code the Linux stand-in (Sources/SwiftUIStandIn) accepts.
#
# Usage: scripts/standin-coverage.sh CORPUS [--verbose]
#
# CORPUS is a folder of projects kept outside this repository: every folder below it that holds
# .swift files directly is one project (docs/standin-coverage.md says how the corpus was made).
# A project is in scope when its files import nothing but SwiftUI, Foundation and Observation.
# Each in-scope project is type-checked against the stand-in's module, compiled once into
# .build/standin-coverage/, with the #Preview macro's plugin loaded as sherpa's checks load it.
# Prints one line per project (accepted, rejected with its first error, or out of scope and why)
# and the figure accepted/total. Exit status: 0 when the figure was measured, 2 on bad usage.

set -euo pipefail

if [[ $# -lt 1 || ! -d "$1" ]]; then
    echo "usage: $0 CORPUS-FOLDER [--verbose]" >&2
    exit 2
fi
corpus="$(cd "$1" && pwd)"
verbose="${2:-}"
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$repo/.build/standin-coverage"
mkdir -p "$out"

# The stand-in's module (interface only: type-checking needs no object code) and the macro plugin.
standin_files=()
while IFS= read -r file; do standin_files+=("$file"); done < <(find "$repo/Sources/SwiftUIStandIn" -name '*.swift' | sort)
plugin_files=()
while IFS= read -r file; do plugin_files+=("$file"); done < <(find "$repo/Sources/SwiftUIPreviewMacros" -name '*.swift' 2>/dev/null | sort)
plugin="$out/SwiftUIPreviewMacros"
plugin_flags=()
if [[ ${#plugin_files[@]} -gt 0 ]]; then
    swiftc -O -module-name SwiftUIPreviewMacros -o "$plugin" "${plugin_files[@]}"
    plugin_flags=(-load-plugin-executable "$plugin#SwiftUIPreviewMacros")
fi
swiftc -module-name SwiftUI -package-name SherpaSwiftUIStandIn -swift-version 6 -parse-as-library -wmo \
    "${plugin_flags[@]}" -emit-module -emit-module-path "$out/SwiftUI.swiftmodule" "${standin_files[@]}"

allowed='^(SwiftUI|Foundation|Observation)$'
# UIKit's types reach SwiftUI code on iOS through SwiftUI's re-export of UIKit; a project that
# names them (other than the few SwiftUI modifiers take, which the stand-in has) uses UIKit.
uikit='\bUI(Application|Screen|Device|TextChecker|Image|Color|Font|View|ViewController|Hosting|Pasteboard|ImpactFeedbackGenerator|NotificationFeedbackGenerator|SelectionFeedbackGenerator|AccessibilityPost|Accessibility|ActivityViewController|ViewRepresentable|ViewControllerRepresentable)\b'
accepted=0
total=0
outside=0
while IFS= read -r project; do
    files=()
    while IFS= read -r file; do files+=("$file"); done < <(find "$project" -maxdepth 1 -name '*.swift' | sort)
    name="${project#"$corpus/"}"
    imports="$(grep -hoE '^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*import[[:space:]]+(class |struct |enum |func )?[A-Za-z_][A-Za-z0-9_]*' "${files[@]}" \
        | awk '{print $NF}' | sort -u || true)"
    others="$(grep -vE "$allowed" <<<"$imports" | tr '\n' ' ' || true)"
    if [[ -n "${others// /}" ]]; then
        outside=$((outside + 1))
        echo "out of scope  $name (imports ${others% })"
        continue
    fi
    uikit_names="$(grep -ohE "$uikit" "${files[@]}" | sort -u | tr '\n' ' ' || true)"
    if [[ -n "${uikit_names// /}" ]]; then
        outside=$((outside + 1))
        echo "out of scope  $name (names UIKit's ${uikit_names% } through SwiftUI's re-export of UIKit)"
        continue
    fi
    total=$((total + 1))
    log="$out/last.log"
    # On Apple platforms Foundation re-exports Combine, so a model file that imports only
    # Foundation can declare an ObservableObject; Linux's Foundation has no Combine, and the
    # implicit import of the stand-in (which has ObservableObject and @Published) stands in for it.
    if swiftc -typecheck -swift-version 5 -parse-as-library -module-name CorpusApp -I "$out" "${plugin_flags[@]}" \
        -Xfrontend -import-module -Xfrontend SwiftUI \
        "${files[@]}" >"$log" 2>&1; then
        accepted=$((accepted + 1))
        echo "accepted      $name"
    else
        first="$(grep -m 1 'error:' "$log" | sed "s|$project/||" || true)"
        echo "rejected      $name: $first"
        if [[ "$verbose" == "--verbose" ]]; then grep 'error:' "$log" | sed "s|$project/||; s/^/    /"; fi
    fi
done < <(find "$corpus" -name '*.swift' -printf '%h\n' | sort -u)

echo
echo "accepted $accepted/$total in-scope projects ($outside out of scope)"
if [[ $total -gt 0 ]]; then
    echo "coverage $((accepted * 100 / total))%"
fi
