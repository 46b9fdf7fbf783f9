import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// `sherpa completions SHELL`, written from the command and option tables.
@Suite("Shell completion scripts")
struct CompletionsCommandTests {
    static func script(_ shell: String) throws -> String {
        let run = try JourneyWorkspace().run(["completions", shell])
        #expect(run.code == ExitCode.success)
        return run.stdout
    }

    /// The path of `name` on this machine, nil when it has none.
    static func shellPath(_ name: String) -> String? {
        ["/bin", "/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"].map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `shell` with `arguments`: its exit status and what it wrote to standard error.
    static func run(_ shell: String, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(shellPath(shell)))
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Checks `script`'s syntax with `shell -n`.
    static func syntax(_ shell: String, _ script: String) throws -> (status: Int32, stderr: String) {
        let folder = try TemporaryFolder()
        try folder.write(script, to: "sherpa.\(shell)")
        return try run(shell, ["-n", folder.url.appendingPathComponent("sherpa.\(shell)").path])
    }

    @Test("The bash script names every command and each of its options")
    func bashNamesEverything() throws {
        let words = Set(try Self.script("bash").split { " \t\n\"()|;=*".contains($0) }.map(String.init))
        for command in SherpaCLI.commands {
            #expect(words.contains(command.name), "\(command.name)")
            for option in command.options where !option.isArgument {
                #expect(words.contains(option.name), "\(command.name) \(option.name)")
            }
        }
    }

    @Test("bash -n accepts the bash script", .enabled(if: shellPath("bash") != nil, "bash is not installed"))
    func bashSyntax() throws {
        let result = try Self.syntax("bash", try Self.script("bash"))
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("In bash, a command's options complete after it", .enabled(if: shellPath("bash") != nil, "bash is not installed"))
    func bashCompletesOptions() throws {
        let folder = try TemporaryFolder()
        try folder.write(try Self.script("bash") + "COMP_WORDS=(sherpa check 2 --js); COMP_CWORD=3; _sherpa; [ \"${COMPREPLY[*]}\" = \"--json\" ] || { echo \"got ${COMPREPLY[*]}\" >&2; exit 1; }\n", to: "try.bash")
        let result = try Self.run("bash", [folder.url.appendingPathComponent("try.bash").path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("zsh -n accepts the zsh script", .enabled(if: shellPath("zsh") != nil, "zsh is not installed"))
    func zshSyntax() throws {
        let result = try Self.syntax("zsh", try Self.script("zsh"))
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("fish -n accepts the fish script", .enabled(if: shellPath("fish") != nil, "fish is not installed"))
    func fishSyntax() throws {
        let result = try Self.syntax("fish", try Self.script("fish"))
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("Inside a course, the scripts complete its section ids")
    func sectionIds() throws {
        for shell in CompletionScript.Shell.allCases {
            #expect(try Self.script(shell.rawValue).contains("section-4"), "\(shell)")
        }
    }

    @Test("A shell sherpa does not write for is a usage error that suggests the nearest")
    func unknownShell() throws {
        let run = try JourneyWorkspace().run(["completions", "zhs"])
        #expect(run.code == ExitCode.usage)
        #expect(run.stderr.contains("did you mean \"zsh\"?"))
    }
}
