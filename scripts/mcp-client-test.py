#!/usr/bin/env python3
"""Drives `sherpa mcp` with the official MCP Python SDK's stdio client, as an assistant would.

It lists the tools (validating every input and output schema with `jsonschema`), resources and
prompts; checks section 2's starter (fails) and reference solution (passes), comparing status and
rubric score with `sherpa check --json` on the same code; takes a hint; answers a quiz question;
records an observation; cancels a running check and confirms that its processes are gone; and
sends a line that is not JSON, after which the server must still answer.

Usage: scripts/mcp-client-test.py SHERPA COURSE
  SHERPA   the built sherpa binary
  COURSE   a private copy of the course to work in (its .sessions/ is written to)

Prints "N passed, N failed" at the end and exits non-zero when anything failed.
"""

import json
import os
import subprocess
import sys
import time
import warnings
from contextlib import asynccontextmanager

import anyio
import jsonschema
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client

EXPECTED_TOOLS = {
    "sherpa_status", "sherpa_check", "sherpa_hint", "sherpa_guide", "sherpa_quiz", "sherpa_preferences",
    "sherpa_show", "sherpa_wrapup", "sherpa_note", "sherpa_diff",
}
READ_ONLY_TOOLS = {"sherpa_status", "sherpa_guide", "sherpa_preferences", "sherpa_show"}
# A bound on waiting for the server, never a pause: every wait below polls for a condition.
PATIENCE_SECONDS = 900

passed = 0
failed = 0


def expect(condition, what):
    global passed, failed
    if condition:
        passed += 1
        print(f"ok   {what}")
    else:
        failed += 1
        print(f"FAIL {what}")


def descendants(root_pid):
    """Every live process below root_pid, read from /proc (zombies do not count)."""
    parents = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[0] != "Z":
            parents[int(entry)] = int(fields[1])
    found, frontier = set(), {root_pid}
    while frontier:
        children = {pid for pid, parent in parents.items() if parent in frontier}
        frontier = children - found
        found |= children
    return found


def server_pid():
    """The `sherpa mcp` this script started (the SDK does not expose it)."""
    for pid in descendants(os.getpid()):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                words = cmdline.read().split(b"\0")
        except OSError:
            continue
        if len(words) > 1 and words[0].endswith(b"sherpa") and words[1] == b"mcp":
            return pid
    return None


class RawLine:
    """Quacks like the SDK's SessionMessage so its own stdio writer sends a line that is not JSON."""

    def __init__(self, text):
        self.message = self
        self.metadata = None
        self.text = text

    def model_dump_json(self, **_):
        return self.text


class RecordingTransport:
    """The SDK's stdio transport, keeping its write stream so the test can send a raw line."""

    def __init__(self, parameters):
        self.parameters = parameters
        self.write_stream = None
        self.raw_errors = []

    @asynccontextmanager
    async def open(self):
        async with stdio_client(self.parameters) as (read_stream, write_stream):
            self.write_stream = write_stream
            yield read_stream, write_stream


def validate_schema(schema):
    jsonschema.validators.validator_for(schema).check_schema(schema)


def check_json(sherpa, course, section, solution):
    command = [sherpa, "check", section, "--json"] + (["--solution"] if solution else [])
    run = subprocess.run(command, cwd=course, capture_output=True, text=True, env=dict(os.environ, NO_COLOR="1"))
    return json.loads(run.stdout)


async def main(sherpa, course):
    parameters = StdioServerParameters(command=sherpa, args=["mcp"], cwd=course, env={"NO_COLOR": "1"})
    transport = RecordingTransport(parameters)
    async with Client(transport.open(), read_timeout_seconds=PATIENCE_SECONDS) as client:
        expect(client.protocol_version in ("2026-07-28", "2025-11-25"), f"connected, protocol {client.protocol_version}")

        tools = (await client.list_tools()).tools
        names = {tool.name for tool in tools}
        expect(EXPECTED_TOOLS <= names, f"tools/list names every tool ({len(names)} tools)")
        for tool in tools:
            try:
                validate_schema(tool.input_schema)
                validate_schema(tool.output_schema)
                valid = tool.output_schema is not None and bool(tool.description)
            except jsonschema.SchemaError as error:
                print(f"     {tool.name}: {error.message}")
                valid = False
            expect(valid, f"{tool.name}: input and output schemas are valid JSON Schemas")
            expect(tool.annotations is not None and tool.annotations.read_only_hint == (tool.name in READ_ONLY_TOOLS),
                   f"{tool.name}: annotations say {'read-only' if tool.name in READ_ONLY_TOOLS else 'it records'}")
        schemas = {tool.name: tool.output_schema for tool in tools}

        async def call(name, arguments=None, **options):
            result = await client.call_tool(name, arguments or {}, **options)
            if not result.is_error:
                jsonschema.validate(result.structured_content, schemas[name])
            return result

        resources = (await client.list_resources()).resources
        uris = {str(resource.uri) for resource in resources}
        expect({"sherpa://guide/section-2", "sherpa://notes/section-2", "sherpa://guide/route-map"} <= uris, "resources/list has guide pages and teaching notes")
        expect(not any("Solutions" in uri or "suites" in uri or "quizzes" in uri or "mutants" in uri for uri in uris), "no resource points at solutions, suites, quiz keys or mutants")
        page = await client.read_resource("sherpa://guide/section-2")
        expect(page.contents and "#" in page.contents[0].text, "resources/read returns the section 2 guide page")

        prompts = {prompt.name for prompt in (await client.list_prompts()).prompts}
        expect({"open_session", "teach_section", "wrap_up"} <= prompts, "prompts/list has open_session, teach_section, wrap_up")
        teach = await client.get_prompt("teach_section", {"section": "2"})
        expect("section 2" in teach.messages[0].content.text, "teach_section expands for section 2")

        status = await call("sherpa_status")
        expect(not status.is_error and len(status.structured_content["sections"]) >= 2, "sherpa_status lists the sections")

        # Cancel first, while nothing is built yet: the check is then sure to be running processes.
        pid = server_pid()
        expect(pid is not None, "found the sherpa mcp process")
        outcome = {}
        async with anyio.create_task_group() as group:
            async def long_check():
                outcome["result"] = await call("sherpa_check", {"section": "3"}, progress_callback=on_progress)
            progress = []

            async def on_progress(value, total, message):
                progress.append(message)
            group.start_soon(long_check)
            deadline = time.monotonic() + PATIENCE_SECONDS
            # The check starts and ends many short processes: judge the children once seen, not a
            # second look that may fall between two of them.
            seen = descendants(pid)
            while not seen and "result" not in outcome and time.monotonic() < deadline:
                await anyio.sleep(0.05)
                seen = descendants(pid)
            expect(bool(seen), "a running check has child processes")
            group.cancel_scope.cancel()
        expect(progress, f"progress notifications arrived ({progress[:2]})")
        expect("result" not in outcome, "the cancelled check returned no result")
        deadline = time.monotonic() + 60
        while descendants(pid) and time.monotonic() < deadline:
            await anyio.sleep(0.1)
        left = descendants(pid)
        expect(not left, f"the cancelled check's processes are gone ({sorted(left)})")

        starter = await call("sherpa_check", {"section": "2"})
        cli_starter = check_json(sherpa, course, "section-2", solution=False)
        report = starter.structured_content["report"]
        expect(report["status"] == "fail", f"section 2's starter fails through MCP ({report['status']})")
        expect(report["status"] == cli_starter["status"] and report["score"] == cli_starter["score"],
               "starter: same status and rubric score as `sherpa check --json`")

        solution = await call("sherpa_check", {"section": "2", "solution": True})
        cli_solution = check_json(sherpa, course, "section-2", solution=True)
        report = solution.structured_content["report"]
        expect(report["status"] == "pass", f"section 2's solution passes through MCP ({report['status']})")
        expect(report["status"] == cli_solution["status"] and report["score"] == cli_solution["score"],
               f"solution: same status and rubric score as `sherpa check --json` ({report['score']['total']})")

        hint = await call("sherpa_hint", {"section": "2"})
        expect(not hint.is_error and hint.structured_content["hint"], f"sherpa_hint gives a {hint.structured_content['kind']} hint")

        locked = await call("sherpa_diff", {"section": "2"})
        expect(locked.is_error and "closed" in locked.content[0].text, "sherpa_diff keeps the solution closed before the check passes")

        question = await call("sherpa_quiz", {"section": "2", "restart": True})
        asked = question.structured_content["question"]
        expect(asked is not None and "correct" not in json.dumps(asked), "sherpa_quiz asks a question without its key")
        reply = "1" if asked["choices"] else "The view model owns the state and the view only draws it."
        answered = await call("sherpa_quiz", {"section": "2", "answer": reply})
        result = answered.structured_content["answered"]
        expect(result is not None and result["id"] == asked["id"] and result["status"] in ("correct", "partial", "incorrect"),
               f"the answer was scored ({result and result['status']})")

        note = await call("sherpa_note", {"text": "Confused the view model with the model at first.", "section": "2"})
        with open(os.path.join(course, ".sessions", "assistant-notes.md")) as notes:
            expect(note.structured_content["line"] in notes.read(), "sherpa_note appended to .sessions/assistant-notes.md")

        failure = await call("sherpa_check", {"section": "section-99"})
        expect(failure.is_error and failure.content[0].text.endswith("."), "a failing tool returns isError with a sentence")

        await transport.write_stream.send(RawLine("{this is not json"))
        still = await call("sherpa_preferences")
        expect(not still.is_error and "tone" in still.structured_content["settings"], "after a malformed line the server still answers")

    # The handshake clients still use: initialize, notifications/initialized, ping.
    async with Client(parameters, mode="legacy", read_timeout_seconds=PATIENCE_SECONDS) as legacy:
        expect(legacy.protocol_version == "2025-11-25", f"the initialize handshake agrees on {legacy.protocol_version}")
        with warnings.catch_warnings():
            # The SDK flags ping as gone from 2026-07-28; this connection is the handshake kind.
            warnings.simplefilter("ignore")
            await legacy.send_ping()
        legacy_tools = {tool.name for tool in (await legacy.list_tools()).tools}
        expect(EXPECTED_TOOLS <= legacy_tools, "ping answers and tools/list works after the handshake")

    with subprocess.Popen([sherpa, "mcp"], cwd=course, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True) as raw:
        raw.stdin.write("{this is not json\n")
        raw.stdin.write('{"jsonrpc":"2.0","id":7,"method":"ping"}\n')
        raw.stdin.close()
        lines = [json.loads(line) for line in raw.stdout]
    expect(lines[0].get("error", {}).get("code") == -32700 and lines[0].get("id") is None, "a malformed line gets a -32700 parse error")
    expect(lines[1] == {"jsonrpc": "2.0", "id": 7, "result": {}}, "and the next request is answered")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    anyio.run(main, os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]))
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
