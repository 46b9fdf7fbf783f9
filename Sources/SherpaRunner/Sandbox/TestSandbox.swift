import Foundation
import Synchronization
import SherpaCore

/// Confines a test process, deny by default. With bubblewrap (Linux) the process sees the system
/// folders read-only, the files it must run (the test binary and the libraries it loads) read-only,
/// its run folder writable and a private `/tmp`; nothing else exists for it: not the course
/// repository, the hidden suites' sources, other hand-ins, `$HOME` or the grade's output. It has no
/// network, no view of the environment it was started from, and runs in its own PID namespace, so
/// every process it starts ends with it. When sherpa runs as root, the test process runs as
/// `nobody`, without capabilities. Each file it writes, its `/tmp` and, where root can make a
/// `MemoryCgroup`, all the memory it uses are bounded. Where bubblewrap cannot run, `unshare` gives
/// less and `limitations` says what was not enforced, so a check can say so and a grade can refuse.
package struct TestSandbox: Sendable, Equatable {
    /// The tool that confines the process.
    enum Confinement: String, Sendable, Equatable {
        /// `bwrap`: the deny-by-default view described above.
        case bubblewrap
        /// `unshare -rmnpf`: no network, its own processes, the listed trees read-only; reads not confined.
        case unshare
        /// macOS `sandbox-exec`: no network, writes only to the run folder; reads and processes not confined.
        case seatbelt
        /// Nothing: the test runs as the user who started sherpa.
        case none
    }

    var confinement: Confinement
    /// What this OS could not enforce, in a sentence each; empty when the sandbox is complete.
    package var limitations: [String]
    /// Files and folders the process reads besides the system.
    var readable: [URL]
    /// Folders the process writes; the first is its working directory.
    var writable: [URL]
    /// Folders that must not be seen, even where a system folder holds them.
    package var hidden: [URL]
    /// Folders holding the libraries the readable programs load, found with `ldd`.
    var libraryFolders: [URL] = []
    /// The `setpriv` that turns root into `nobody` inside bubblewrap; nil when sherpa is not root.
    var setpriv: String?
    /// Where each run's memory cgroup is made; nil when sherpa is not root or the system has none.
    var memoryController: MemoryCgroup.Controller?
    /// Whether bubblewrap can bound the size of `/tmp` (`--size`, bubblewrap 0.7 and later).
    var boundsTemporaryFolder = true

    /// Bytes of data one test process may allocate (`RLIMIT_DATA`).
    static let memoryLimit = 4 << 30
    /// Bytes one file the test process writes may hold (`RLIMIT_FSIZE`), memory files included.
    static let fileSizeLimit = 256 << 20
    /// Bytes the private `/tmp` may hold; it lies in memory.
    static let temporaryFolderLimit = 256 << 20
    /// Bytes the folders a test process may write (its run folder) may hold on disk (`RunFolderWatcher`).
    static let runFolderLimit = 512 << 20
    /// The user and group root becomes inside the sandbox: `nobody` and `nogroup`.
    static let unprivilegedID: UInt32 = 65534
    /// Where `setpriv` (util-linux) is looked for.
    static let setprivPaths = ["/usr/bin/setpriv", "/bin/setpriv", "/usr/sbin/setpriv", "/sbin/setpriv"]
    /// System folders every process needs, read-only: programs, libraries, configuration.
    static let systemFolders = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc"]
    /// Variables passed into the sandbox from sherpa's own environment; everything else is dropped,
    /// so a token in the instructor's environment (a CI secret, say) never reaches learner code.
    static let passedVariables = ["PATH", "LANG", "LC_ALL", "NO_COLOR", "SWIFT_BACKTRACE"]

    private static let probed = Mutex<[String: Bool]>([:])

    /// True when nothing the design asks for is missing.
    package var isComplete: Bool { limitations.isEmpty }

    /// A sandbox in which `readable` can be read, `writable` written, and `hidden` (for example the
    /// course repository, the submissions and the output folder) cannot be reached at all.
    package static func make(readable: [URL], writable: [URL], hidden: [URL], processes: any ProcessRunning) -> TestSandbox {
        var sandbox = TestSandbox(confinement: .none, limitations: [], readable: readable, writable: writable, hidden: hidden)
        #if os(Linux)
        sandbox.libraryFolders = libraryFolders(of: readable, processes: processes)
        let root = geteuid() == 0
        var rootLimitations: [String] = []
        if root {
            sandbox.setpriv = setprivPaths.first { FileManager.default.isExecutableFile(atPath: $0) }
            sandbox.memoryController = MemoryCgroup.Controller.find()
            if sandbox.setpriv == nil {
                rootLimitations.append("sherpa runs as root and `setpriv` (util-linux) was not found, so tests ran as root inside the sandbox; install `util-linux` or run sherpa as another user.")
            }
        }
        sandbox.confinement = .bubblewrap
        if probe(sandbox.wrap(["true"], environment: [:]), processes: processes) {
            sandbox.limitations = rootLimitations
            return sandbox
        }
        sandbox.boundsTemporaryFolder = false
        if probe(sandbox.wrap(["true"], environment: [:]), processes: processes) {
            sandbox.limitations = rootLimitations + ["This bubblewrap is older than 0.7 and cannot bound the size of the private `/tmp`, so tests could fill memory through it; install a newer `bubblewrap`."]
            return sandbox
        }
        sandbox.setpriv = nil
        sandbox.confinement = .unshare
        if probe(sandbox.wrap(["true"], environment: [:]), processes: processes) {
            sandbox.limitations = ["bubblewrap (`bwrap`) is not available, so tests could read the course, the hidden suites and other hand-ins, and write outside the course repository; install the `bubblewrap` package."]
            if root {
                sandbox.limitations.append("sherpa runs as root and `unshare` keeps it, so tests ran as root inside the sandbox; install `bubblewrap` or run sherpa as another user.")
            }
            return sandbox
        }
        sandbox.memoryController = nil
        sandbox.confinement = .none
        sandbox.limitations = ["This system allows no sandbox (neither `bwrap` nor `unshare` could start), so tests ran with network access and could read and write everything the user running sherpa can."]
        #elseif os(macOS)
        sandbox.confinement = .seatbelt
        if probe(sandbox.wrap(["/usr/bin/true"], environment: [:]), processes: processes) {
            sandbox.limitations = ["On macOS the sandbox stops the network and writes outside the run folder, but tests could read the course, the hidden suites and other hand-ins, and processes they start could outlive them."]
            if geteuid() == 0 {
                sandbox.limitations.append("sherpa runs as root and `sandbox-exec` keeps it, so tests ran as root; run sherpa as another user.")
            }
            return sandbox
        }
        sandbox.confinement = .none
        sandbox.limitations = ["`sandbox-exec` could not start here, so tests ran with network access and could read and write everything the user running sherpa can."]
        #else
        sandbox.limitations = ["Tests ran without a sandbox on this OS: they had network access and could read and write everything the user running sherpa can."]
        #endif
        return sandbox
    }

    /// The command line that runs `command` confined, with `environment` as its variables, in
    /// `memoryGroup` when there is one.
    func wrap(_ command: [String], environment: [String: String], memoryGroup: MemoryCgroup? = nil) -> [String] {
        let confined = wrapWithoutGroup(command, environment: environment)
        guard let memoryGroup else { return confined }
        // The shell joins the group and becomes the sandbox, so every process of the run is in it.
        return ["/bin/sh", "-c", "echo $$ > \"$1\" || exit 125; shift; exec \"$@\"", "sherpa-memory-group", memoryGroup.processesFile.path] + confined
    }

    private func wrapWithoutGroup(_ command: [String], environment: [String: String]) -> [String] {
        // A memory hog fails its own allocation instead of starving the machine, and a file (a core
        // dump too) cannot fill the disk or, in `/tmp` or a `memfd`, memory. `sh` counts `-f` in
        // 512-byte blocks and `-d` in KiB.
        let limits = "ulimit -d \(Self.memoryLimit / 1024) && ulimit -f \(Self.fileSizeLimit / 512) && ulimit -c 0 || exit 125"
        let limited = ["/bin/sh", "-c", limits + "; exec \"$@\"", "sherpa-sandbox"] + command
        switch confinement {
        case .bubblewrap:
            // Root becomes nobody before anything of the test runs; the limits are then its own.
            let unprivileged = setpriv.map { [$0, "--reuid=\(Self.unprivilegedID)", "--regid=\(Self.unprivilegedID)", "--clear-groups", "--no-new-privs", "--inh-caps=-all", "--bounding-set=-all", "--"] } ?? []
            return bubblewrapArguments(environment: environment) + ["--"] + unprivileged + limited
        case .unshare:
            // Bind the writable folders first, then remount the hidden trees read-only recursively:
            // the earlier binds stay separate, writable mounts inside them.
            var script = "true"
            for _ in writable {
                script += "; mount --bind \"$1\" \"$1\" || exit 125; shift"
            }
            for _ in hidden {
                script += "; mount --rbind \"$1\" \"$1\" && mount -o remount,ro,bind \"$1\" || exit 125; shift"
            }
            script += "; exec \"$@\""
            return ["unshare", "-rmnpf", "--kill-child", "--mount-proc", "--", "sh", "-c", script, "sherpa-sandbox"]
                + writable.map(\.path) + hidden.map(\.path) + limited
        case .seatbelt:
            return ["/usr/bin/sandbox-exec", "-p", seatbeltProfile] + command
        case .none:
            return command
        }
    }

    private func bubblewrapArguments(environment: [String: String]) -> [String] {
        // A user namespace that maps only root leaves no `nobody` to become, so as root every
        // namespace but the user's is unshared.
        let namespaces = setpriv == nil ? ["--unshare-all"] : ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"]
        var arguments = ["bwrap"] + namespaces + ["--die-with-parent", "--new-session", "--clearenv"]
        let fileManager = FileManager.default
        var mounted: [String] = []
        for folder in Self.systemFolders where fileManager.fileExists(atPath: folder) {
            if let target = try? fileManager.destinationOfSymbolicLink(atPath: folder) {
                arguments += ["--symlink", target, folder]
            } else {
                arguments += ["--ro-bind", folder, folder]
                mounted.append(folder)
            }
        }
        arguments += ["--proc", "/proc", "--dev", "/dev"]
        // The tmpfs belongs to root, and nobody must write in it.
        if setpriv != nil { arguments += ["--perms", "1777"] }
        if boundsTemporaryFolder { arguments += ["--size", String(Self.temporaryFolderLimit)] }
        arguments += ["--tmpfs", "/tmp"]
        // Password hashes stay unreadable even where their files let everyone read them.
        for secret in ["/etc/shadow", "/etc/gshadow"] where mounted.contains("/etc") && fileManager.fileExists(atPath: secret) {
            arguments += ["--ro-bind", "/dev/null", secret]
        }
        // A hidden folder that lies inside a system folder (a course checked out under /usr/local,
        // say) is covered by an empty one.
        for folder in hidden.map(\.standardizedFileURL.path) where mounted.contains(where: { folder.hasPrefix($0 + "/") }) {
            arguments += ["--tmpfs", folder]
        }
        if setpriv != nil {
            // bwrap makes the folders above a mount point for root alone (0700); nobody must pass them.
            for folder in Self.parents(of: (libraryFolders + readable + writable).map(\.path), outside: mounted) where folder != "/tmp" {
                arguments += ["--perms", "0755", "--dir", folder]
            }
        }
        for folder in libraryFolders.map(\.path) where !mounted.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
            arguments += ["--ro-bind", folder, folder]
        }
        for path in readable.map(\.path) {
            arguments += ["--ro-bind", path, path]
        }
        for path in writable.map(\.path) {
            arguments += ["--bind", path, path]
        }
        if let first = writable.first { arguments += ["--chdir", first.path] }
        var variables = ProcessInfo.processInfo.environment.filter { Self.passedVariables.contains($0.key) }
        variables["HOME"] = "/tmp"
        variables["TMPDIR"] = "/tmp"
        variables.merge(environment) { _, new in new }
        for (name, value) in variables.sorted(by: { $0.key < $1.key }) {
            arguments += ["--setenv", name, value]
        }
        return arguments
    }

    /// The folders above `paths` that lie outside the folders `outside`, each once, every folder
    /// before those inside it.
    static func parents(of paths: [String], outside: [String]) -> [String] {
        var parents: [String] = []
        for path in paths {
            var chain: [String] = []
            var folder = (path as NSString).deletingLastPathComponent
            while folder.count > 1, !outside.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
                chain.insert(folder, at: 0)
                folder = (folder as NSString).deletingLastPathComponent
            }
            for folder in chain where !parents.contains(folder) { parents.append(folder) }
        }
        return parents
    }

    /// Gives the files and folders the test process must write, or read and delete (the receipt
    /// key), to the user it runs as: when root becomes nobody, nobody must own them.
    func handOver(_ paths: [URL]) throws {
        guard setpriv != nil else { return }
        for path in paths where chown(path.path, Self.unprivilegedID, Self.unprivilegedID) != 0 {
            throw SandboxError.handOverFailed(path: path.path, reason: String(cString: strerror(errno)).lowercased())
        }
    }

    /// Seatbelt rules for `sandbox-exec`: no network, and writes only to the run folders, the
    /// per-user temporary folders and the null device. Later rules win over earlier ones.
    private var seatbeltProfile: String {
        func quoted(_ path: String) -> String {
            "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let folders = writable.map { "(subpath \(quoted($0.resolvingSymlinksInPath().path)))" }.joined(separator: " ")
        return """
            (version 1)
            (allow default)
            (deny network*)
            (deny file-write*)
            (allow file-write* \(folders) (literal "/dev/null") (subpath "/private/var/folders"))
            """
    }

    /// The folders of the shared libraries the readable executables load, so a toolchain installed
    /// outside the system folders (in `/opt` or a home folder) is visible and nothing else beside it.
    private static func libraryFolders(of files: [URL], processes: any ProcessRunning) -> [URL] {
        var folders: [URL] = []
        for file in files where FileManager.default.isExecutableFile(atPath: file.path) {
            for folder in libraryFolders(of: file, processes: processes) where !folders.contains(folder) {
                folders.append(folder)
            }
        }
        return folders
    }

    /// One executable's library folders. A class's learners share their runners, so each version of
    /// a binary (its path and modification date) is asked about once.
    private static func libraryFolders(of file: URL, processes: any ProcessRunning) -> [URL] {
        let written = (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]) as? Date
        let key = "\(file.path)\u{0}\(written?.timeIntervalSince1970 ?? 0)"
        if written != nil, let known = linkedFolders.withLock({ $0[key] }) { return known }
        guard let outcome = try? processes.run(ProcessInvocation(program: "ldd", arguments: [file.path], timeout: 30)), outcome.succeeded else { return [] }
        var folders: [URL] = []
        for line in outcome.stdout.lines {
            guard let arrow = line.range(of: "=> /") else { continue }
            let path = line[line.index(before: arrow.upperBound)...].split(separator: " ").first.map(String.init) ?? ""
            let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
            if !folders.contains(folder) { folders.append(folder) }
        }
        if written != nil { linkedFolders.withLock { $0[key] = folders } }
        return folders
    }

    private static let linkedFolders = Mutex<[String: [URL]]>([:])

    private static func probe(_ command: [String], processes: any ProcessRunning) -> Bool {
        let key = command.joined(separator: "\u{0}")
        if let known = probed.withLock({ $0[key] }) { return known }
        let works = (try? processes.run(ProcessInvocation(program: command[0], arguments: Array(command.dropFirst()), timeout: 30)))?.succeeded ?? false
        probed.withLock { $0[key] = works }
        return works
    }
}
