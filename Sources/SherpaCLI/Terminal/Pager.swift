import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The program a long page is read through on a terminal, a screen at a time: the reader's
/// `PAGER`, or `less -R` (which shows the page's styles rather than their codes) when `PAGER` is
/// unset and less is installed. An empty `PAGER` means none, as it does for git.
struct Pager: Equatable, Sendable {
    /// The shell command that runs it, as `PAGER` holds it, arguments and all.
    let command: String

    init(command: String) {
        self.command = command
    }

    static func preferred(environment: [String: String]) -> Pager? {
        if let chosen = environment["PAGER"] {
            let command = chosen.trimmingCharacters(in: .whitespaces)
            return command.isEmpty ? nil : Pager(command: command)
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":")
        let hasLess = folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/less") }
        return hasLess ? Pager(command: "less -R") : nil
    }

    /// Hands `text` to the pager and returns once the reader has closed it; false when the
    /// pager could not be started, so the caller can print the text itself.
    ///
    /// Not Foundation's `Process`: it puts a child in a process group of its own, outside the
    /// terminal's foreground, where a pager that reads keys is stopped. This one shares sherpa's.
    func show(_ text: String) -> Bool {
        StopSignals.leavingInterrupts { () -> Bool in
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return false }
            let (readEnd, writeEnd) = (ends[0], ends[1])
            let child = spawn(input: readEnd, closing: writeEnd)
            close(readEnd)
            guard let child else {
                close(writeEnd)
                return false
            }
            feed(text, to: writeEnd)
            close(writeEnd)
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0, errno == EINTR {}
            // The shell exits 126 or 127 when the command cannot be run, having shown nothing.
            let exited = status & 0x7f == 0
            return !(exited && [126, 127].contains((status >> 8) & 0xff))
        }
    }

    /// Writes `text` into the pipe as far as the pager reads it. The reader may quit before the
    /// end; that ends the writing, not sherpa, so a broken pipe is no signal meanwhile.
    private func feed(_ text: String, to descriptor: Int32) {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            written += count
        }
    }

    /// Starts `sh -c command` reading `input`, writing to sherpa's terminal.
    private func spawn(input: Int32, closing other: Int32) -> pid_t? {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, input)
        posix_spawn_file_actions_addclose(&actions, other)
        // sherpa ignores Ctrl-C and broken pipes for its own reasons; the pager gets the usual handling.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGQUIT, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        let words: [String] = ["sh", "-c", command]
        let arguments = words.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (arguments + environment).forEach { free($0) } }
        var child: pid_t = 0
        return posix_spawn(&child, "/bin/sh", &actions, &attributes, arguments, environment) == 0 ? child : nil
    }
}
