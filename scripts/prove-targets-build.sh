#!/usr/bin/env bash
# Shows that every exercise and solution target builds from clean on a fresh clone, and that
# section 7's exercise still builds once the learner has split it into modules, importing its own
# `BookFeature` and never the reference's.
#
# 1. Clones the repository (its committed state) into a temporary folder.
# 2. Before the refactor: builds every `SectionNExercise` and `SectionNSolution` target, and the
#    feature modules they depend on, one `swift build --target` each, in a fresh build folder.
# 3. After the refactor: replaces the clone's section-7 exercise by the reference's layout (what a
#    learner who finished step 2 has), adds one public name to its BookFeature/ that the reference
#    lacks and uses it from App/, then builds Section7Exercise in a fresh build folder, builds the
#    reference beside it, and builds the exercise again after an edit. If the exercise's
#    `import BookFeature` reached the reference's module, the new name would be missing.
# The real tree is never touched.
#
# Usage: scripts/prove-targets-build.sh
# Exit status: 0 when every build succeeded, 1 otherwise.

set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/prove-targets.XXXXXX")"
trap 'rm -rf "$work"' EXIT
clone="$work/clone"
git clone --quiet --no-hardlinks "$repo" "$clone"

status=0
build() {
    local scratch="$1" target="$2" what="$3"
    if (cd "$clone" && swift build --scratch-path "$scratch" --target "$target") >"$work/build.log" 2>&1; then
        echo "ok: $target builds ($what)"
    else
        echo "FAIL: $target does not build ($what); the end of its log:"
        tail -n 20 "$work/build.log" | sed "s|$clone/||g"
        status=1
    fi
}

# The targets, from the manifest itself, so a section added to Package.swift is covered.
targets="$(cd "$clone" && swift package dump-package \
    | python3 -c 'import json, sys; print("\n".join(t["name"] for t in json.load(sys.stdin)["targets"]))' \
    | grep -E '^Section[0-9]+(Exercise|Solution)$' | sort -V)"
if [[ -z "$targets" ]]; then
    echo "FAIL: Package.swift declares no SectionNExercise or SectionNSolution target."
    exit 1
fi

for target in $targets; do
    build "$work/before" "$target" "fresh clone, before the section-7 refactor"
done

# The learner's refactor, simulated with the reference's layout plus a name only the learner has.
exercise="$clone/Exercises/Section7-Organisation"
rm -rf "$exercise"
cp -R "$clone/Solutions/Section7-Organisation" "$exercise"
cat >"$exercise/BookFeature/LearnerOnly.swift" <<'SWIFT'
/// Exists only in the learner's BookFeature, never in the reference's.
public enum LearnerOnly {
    public static let marker = "learner"
}
SWIFT
cat >"$exercise/App/UsesLearnerOnly.swift" <<'SWIFT'
import BookFeature

/// Compiles only when `import BookFeature` reaches the learner's module.
enum UsesLearnerOnly {
    static let marker = LearnerOnly.marker
}
SWIFT

build "$work/after" Section7Exercise "fresh build folder, after the refactor"
build "$work/after" Section7Solution "beside the refactored exercise"
echo "// edited" >>"$exercise/App/UsesLearnerOnly.swift"
build "$work/after" Section7Exercise "incremental, after the reference was built"

exit "$status"
