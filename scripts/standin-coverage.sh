#!/usr/bin/env bash
# Measures how much real SwiftUI code the Linux stand-in (Sources/SwiftUIStandIn) accepts.
#
# Usage: scripts/standin-coverage.sh CORPUS [--half A|B | --list FILE] [--verbose]
#
# CORPUS is a folder of projects kept outside this repository (docs/standin-coverage.md says how
# the corpus was made). With --half X the projects are the folders named, one a line, in
# CORPUS/half-X.txt; with --list FILE, those named in FILE. A listed project is every .swift file
# under its folder, subfolders included. Without a list, every folder that holds .swift files
# directly is one project made of those files.
# A project is in scope when its files import nothing but SwiftUI, Foundation and Observation and
# name no UIKit or AppKit type beyond the UIKit that `import SwiftUI` brings views on iOS.
# Each in-scope project is type-checked against the stand-in's module, compiled once into
# .build/standin-coverage/, with the #Preview macro's plugin loaded as sherpa's checks load it,
# and with the members Xcode generates for the project's asset colour and image sets; two projects at a time. Prints one line per project (accepted, rejected with its first error,
# or out of scope and why), the constructs that first stop the rejected ones ranked by how many
# projects each stops, and the figure accepted/total.
# Exit status: 0 when the figure was measured, 2 on bad usage.

set -euo pipefail

usage() {
    echo "usage: $0 CORPUS-FOLDER [--half A|B | --list FILE] [--verbose]" >&2
    exit 2
}
[[ $# -ge 1 && -d "$1" ]] || usage
corpus="$(cd "$1" && pwd)"
shift
list=""
verbose=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --half) [[ $# -ge 2 ]] || usage; list="$corpus/half-$2.txt"; shift 2 ;;
        --list) [[ $# -ge 2 ]] || usage; list="$2"; shift 2 ;;
        --verbose) verbose="--verbose"; shift ;;
        *) usage ;;
    esac
done
[[ -z "$list" || -f "$list" ]] || { echo "no project list at $list" >&2; exit 2; }
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$repo/.build/standin-coverage"
mkdir -p "$out"

# The stand-in's module and the Core Data stand-in it imports (interfaces only: type-checking
# needs no object code), and the macro plugin.
coredata_files=()
while IFS= read -r file; do coredata_files+=("$file"); done < <(find "$repo/Sources/CoreDataStandIn" -name '*.swift' | sort)
swiftc -module-name CoreData -package-name SherpaSwiftUIStandIn -swift-version 6 -parse-as-library -wmo \
    -emit-module -emit-module-path "$out/CoreData.swiftmodule" "${coredata_files[@]}"
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
swiftc -module-name SwiftUI -package-name SherpaSwiftUIStandIn -swift-version 6 -parse-as-library -wmo -I "$out" \
    "${plugin_flags[@]}" -emit-module -emit-module-path "$out/SwiftUI.swiftmodule" "${standin_files[@]}"

allowed='^(SwiftUI|Foundation|Observation)$'
# On iOS `import SwiftUI` brings UIKit in. The UIKit that views use (colours, fonts, the screen's
# bounds, opening URLs, images, haptics, keyboard and text-content types) belongs to the stand-in;
# any other UIKit type (representables, controllers, UIDevice…) makes a UIKit project.
uikit_ok='^(UIColor|UIFont|UIScreen|UIApplication|UIImage|UIImpactFeedbackGenerator|UINotificationFeedbackGenerator|UISelectionFeedbackGenerator|UIKeyboardType|UITextAutocapitalizationType|UITextContentType)$'
appkit='\bNS(Color|Image|Font|View|ViewRepresentable|Application|Workspace|Pasteboard|Window|Screen|HostingController|Event)\b'

projects=()
if [[ -n "$list" ]]; then
    while IFS= read -r line; do [[ -n "$line" ]] && projects+=("$corpus/$line"); done <"$list"
else
    while IFS= read -r folder; do projects+=("$folder"); done < <(find "$corpus" -name '*.swift' -printf '%h\n' | sort -u)
fi

results="$out/results"
rm -rf "$results"
mkdir -p "$results"

# The name Xcode gives the members it generates for an asset: lower camel case, without a
# trailing "Color" for a colour set or "Image" for an image set ("Card BG" → cardBG, "MainColor" →
# main, "HeroImage" → hero). $2 is the suffix. A name with no Latin letter or digit gets none here
# (Xcode's spelling of it is not known), so nothing is written for it. Members are written in
# backquotes, so an asset named like a keyword ("default") still gets one.
asset_symbol() {
    awk -v suffix="$2" '{
        n = split($0, parts, /[^A-Za-z0-9]+/); out = ""
        for (i = 1; i <= n; i++) {
            if (parts[i] == "") continue
            if (out == "") out = tolower(substr(parts[i], 1, 1)) substr(parts[i], 2)
            else out = out toupper(substr(parts[i], 1, 1)) substr(parts[i], 2)
        }
        if (length(out) > length(suffix) && substr(out, length(out) - length(suffix) + 1) == suffix) out = substr(out, 1, length(out) - length(suffix))
        if (out ~ /^[0-9]/) out = "_" out
        print out
    }' <<<"$1"
}

# Checks one project and writes its verdict line (and, when rejected, its errors) to $results.
check() {
    local index="$1" project="$2" name="${2#"$corpus/"}"
    local verdict="$results/$index.verdict" log="$results/$index.log"
    local files=()
    if [[ -n "$list" ]]; then
        while IFS= read -r file; do files+=("$file"); done < <(find "$project" -name '*.swift' | sort)
    else
        while IFS= read -r file; do files+=("$file"); done < <(find "$project" -maxdepth 1 -name '*.swift' | sort)
    fi
    if [[ ${#files[@]} -eq 0 ]]; then
        echo "out of scope  $name (no .swift files)" >"$verdict"
        return
    fi
    local imports others code declared uikit_names appkit_names
    imports="$(grep -hoE '^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+(class |struct |enum |func |protocol |typealias |var |let )?[A-Za-z_][A-Za-z0-9_]*' "${files[@]}" \
        | awk '{print $NF}' | sort -u || true)"
    others="$(grep -vE "$allowed" <<<"$imports" | tr '\n' ' ' || true)"
    if [[ -n "${others// /}" ]]; then
        echo "out of scope  $name (imports ${others% })" >"$verdict"
        return
    fi
    code="$(sed 's|//.*||' "${files[@]}")"
    declared="$(grep -oE '\b(class|struct|enum|protocol|typealias|actor)[[:space:]]+[A-Za-z_][A-Za-z0-9_]*' <<<"$code" | awk '{print $2}' | sort -u || true)"
    uikit_names="$(grep -oE '\bUI[A-Z][A-Za-z]*\b' <<<"$code" | sort -u | grep -vE "$uikit_ok" | grep -vxFf <(echo "$declared") | tr '\n' ' ' || true)"
    if [[ -n "${uikit_names// /}" ]]; then
        echo "out of scope  $name (names UIKit's ${uikit_names% })" >"$verdict"
        return
    fi
    appkit_names="$(grep -oE "$appkit" <<<"$code" | sort -u | grep -vxFf <(echo "$declared") | tr '\n' ' ' || true)"
    if [[ -n "${appkit_names// /}" ]]; then
        echo "out of scope  $name (names AppKit's ${appkit_names% })" >"$verdict"
        return
    fi
    # Xcode 15 generates a ColorResource for each colour set and an ImageResource for each image
    # set (`Color(.brandBlue)`, `Image(.hero)`), and, for a project whose build settings ask for
    # asset symbol extensions, a Color, a ShapeStyle and a UIColor member for each colour set (`.brandBlue`)
    # and a UIImage member for each image set (`UIImage.hero`).
    # The corpus keeps the sets (*.colorset, *.imageset) of the projects that generate symbols,
    # with a .no-asset-symbol-extensions file in a project that asks for no extensions; the same
    # members are written here, once per name.
    local colours=() images=() asset symbol assets="$results/$index-assets.swift"
    local -A written=()
    while IFS= read -r asset; do colours+=("$asset"); done < <(find "$project" -type d -name '*.colorset' -printf '%f\n' | sed 's/\.colorset$//' | sort -u)
    while IFS= read -r asset; do images+=("$asset"); done < <(find "$project" -type d -name '*.imageset' -printf '%f\n' | sed 's/\.imageset$//' | sort -u)
    if [[ ${#colours[@]} -gt 0 || ${#images[@]} -gt 0 ]]; then
        {
            echo "import SwiftUI"
            for asset in "${colours[@]}"; do
                symbol="$(asset_symbol "$asset" Color)"
                [[ -n "$symbol" && -z "${written[color.$symbol]:-}" ]] || continue
                written[color.$symbol]=1
                echo "extension ColorResource { static let \`$symbol\` = ColorResource(name: \"$asset\", bundle: .main) }"
                if [[ ! -e "$project/.no-asset-symbol-extensions" ]]; then
                    echo "extension Color { static var \`$symbol\`: Color { Color(ColorResource.\`$symbol\`) } }"
                    echo "extension ShapeStyle where Self == Color { static var \`$symbol\`: Color { Color(ColorResource.\`$symbol\`) } }"
                    echo "extension UIColor { static var \`$symbol\`: UIColor { UIColor(resource: ColorResource.\`$symbol\`) } }"
                fi
            done
            for asset in "${images[@]}"; do
                symbol="$(asset_symbol "$asset" Image)"
                [[ -n "$symbol" && -z "${written[image.$symbol]:-}" ]] || continue
                written[image.$symbol]=1
                echo "extension ImageResource { static let \`$symbol\` = ImageResource(name: \"$asset\", bundle: .main) }"
                if [[ ! -e "$project/.no-asset-symbol-extensions" ]]; then
                    echo "extension UIImage { static var \`$symbol\`: UIImage { UIImage(resource: ImageResource.\`$symbol\`) } }"
                fi
            done
        } >"$assets"
        files+=("$assets")
    fi
    # Swift decides `#if os(iOS)` for the platform it compiles for, and here that is Linux. An app's
    # platform conditions are read the way an iOS build reads them: iOS and UIKit true; macOS,
    # watchOS, tvOS, visionOS, AppKit and Mac Catalyst false. Such a file is type-checked from a
    # copy with those conditions written out, under its own name.
    local position source copy
    for position in "${!files[@]}"; do
        source="${files[$position]}"
        grep -qE '^[[:space:]]*#(if|elseif).*(os\(|canImport\(|targetEnvironment\()' "$source" || continue
        copy="$results/$index-ios/$position/$(basename "$source")"
        mkdir -p "$(dirname "$copy")"
        sed -E '/^[[:space:]]*#(if|elseif)/{
            s/os\(iOS\)/true/g
            s/os\((macOS|OSX|watchOS|tvOS|visionOS|xrOS|Linux|Windows|Android)\)/false/g
            s/canImport\(UIKit\)/true/g
            s/canImport\(AppKit\)/false/g
            s/targetEnvironment\(macCatalyst\)/false/g
        }' "$source" >"$copy"
        files[$position]="$copy"
    done
    # On Apple platforms Foundation re-exports Combine, so a model file that imports only
    # Foundation can declare an ObservableObject; Linux's Foundation has no Combine, and the
    # implicit import of the stand-in (which has ObservableObject and @Published) stands in for it.
    if swiftc -typecheck -swift-version 5 -parse-as-library -module-name CorpusApp -I "$out" "${plugin_flags[@]}" \
        -Xfrontend -import-module -Xfrontend SwiftUI \
        "${files[@]}" >"$log" 2>&1; then
        echo "accepted      $name" >"$verdict"
    else
        local first
        first="$(grep -m 1 'error:' "$log" | sed "s|$project/||" || true)"
        echo "rejected      $name: $first" >"$verdict"
    fi
}

# Two projects at a time: type-checking one uses one core, and the machines this runs on have two.
running=0
for index in "${!projects[@]}"; do
    check "$index" "${projects[$index]}" &
    running=$((running + 1))
    if [[ $running -ge 2 ]]; then
        wait -n
        running=$((running - 1))
    fi
done
wait

accepted=0
total=0
outside=0
for index in "${!projects[@]}"; do
    line="$(cat "$results/$index.verdict")"
    echo "$line"
    case "$line" in
        accepted*) accepted=$((accepted + 1)); total=$((total + 1)) ;;
        rejected*)
            total=$((total + 1))
            if [[ "$verbose" == "--verbose" ]]; then
                grep 'error:' "$results/$index.log" | sed "s|${projects[$index]}/||; s/^/    /"
            fi
            ;;
        *) outside=$((outside + 1)) ;;
    esac
done

# The construct a rejected project first meets: the member or name the error is about.
blockers="$(grep -h '^rejected' "$results"/*.verdict 2>/dev/null | sed -E 's/^[^:]+: //' \
    | sed -E "s/.*error: //; s/value of type '([^']*)' has no member '([^']*)'/\1.\2/; s/type '([^']*)' has no member '([^']*)'/\1.\2/; s/cannot find '([^']*)' in scope/\1/; s/cannot find type '([^']*)' in scope/\1/" \
    | sort | uniq -c | sort -rn || true)"
if [[ -n "$blockers" ]]; then
    echo
    echo "first blocker of each rejected project (projects: construct or error)"
    echo "$blockers"
fi

echo
echo "accepted $accepted/$total in-scope projects ($outside out of scope)"
if [[ $total -gt 0 ]]; then
    echo "coverage $((accepted * 100 / total))%"
fi
