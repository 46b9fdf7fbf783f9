#!/usr/bin/env bash
# Runs `swift test` on a fresh clone while two other CPU-heavy builds run beside it, to prove
# that no test depends on an idle machine (issue: fair verdicts and robustness).
#
#   scripts/test-under-load.sh [repository]      # default: this repository
#
# The two builds are cold `swift build`s of two more clones, started again each time they
# finish, until the tests end. Prints the test result line and the wall time.
set -euo pipefail
source_repo="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
work="$(mktemp -d /tmp/sherpa-load-XXXXXX)"
loaders=()
# Each load loop runs in a process group of its own, so stopping it stops the compiler it started too.
stop_load() {
    for pid in "${loaders[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work" 2>/dev/null || true
}
trap stop_load EXIT

git clone -q "$source_repo" "$work/under-test"
for n in 1 2; do
    git clone -q "$source_repo" "$work/load-$n"
    setsid bash -c 'cd "$1" && while true; do rm -rf .build; swift build --build-tests >/dev/null 2>&1 || true; done' _ "$work/load-$n" &
    loaders+=("$!")
done

start=$(date +%s)
cd "$work/under-test"
status=0
swift test > "$work/test.log" 2>&1 || status=$?
end=$(date +%s)
grep -E "^(✔|✘) Test run|^Executed" "$work/test.log" | tail -3 || true
grep -E "^✘ Test " "$work/test.log" | head -20 || true
echo "swift test exit $status after $((end - start)) s with two cold builds beside it (load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime))"
exit $status
