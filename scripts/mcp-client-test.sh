#!/usr/bin/env bash
# Runs scripts/mcp-client-test.py: the official MCP Python SDK's stdio client against `sherpa mcp`.
#
# The SDK comes from PyPI into a virtual environment under .build/mcp-client-test/venv, pinned to
# the version below (and jsonschema, which checks the tools' schemas). The test works in a private
# copy of the course under .build/mcp-client-test/course, whose .sessions/ is removed first, so the
# learner's own record is never touched; the copy's build is kept, so later runs are incremental.
#
# Usage: scripts/mcp-client-test.sh
#        SHERPA=/path/to/sherpa scripts/mcp-client-test.sh   use that binary instead of building one
set -euo pipefail

MCP_SDK_VERSION=2.3.0
JSONSCHEMA_VERSION=4.26.0

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build/mcp-client-test"
mkdir -p "$work"

if [ -n "${SHERPA:-}" ]; then
    sherpa="$SHERPA"
else
    echo "Building sherpa…"
    (cd "$root" && swift build --product sherpa >/dev/null)
    sherpa="$root/.build/debug/sherpa"
fi

venv="$work/venv"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('mcp') != '$MCP_SDK_VERSION')" 2>/dev/null; then
    echo "Installing the MCP Python SDK $MCP_SDK_VERSION into $venv…"
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "mcp==$MCP_SDK_VERSION" "jsonschema==$JSONSCHEMA_VERSION"
fi

course="$work/course"
mkdir -p "$course"
(cd "$course" && find . -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +)
(cd "$root" && tar --exclude=./.build --exclude='./.build-*' --exclude=./.sessions --exclude=./.swiftpm \
    --exclude=./.sherpa-config.yml --exclude=./grades --exclude=./submissions -cf - .) | tar -xf - -C "$course"

"$venv/bin/python" "$root/scripts/mcp-client-test.py" "$sherpa" "$course"
