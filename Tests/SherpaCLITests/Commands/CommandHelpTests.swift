import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// `--help` is written from the same table the parser reads.
@Suite("Command help from the option tables")
struct CommandHelpTests {
    static func everyCommand() -> [(path: [String], command: any SherpaCommand.Type)] {
        SherpaCLI.commands.flatMap { command in
            [([command.name], command)] + command.subcommands.map { ([command.name, $0.name], $0) }
        }
    }

    @Test("Every command's help names each of its options and arguments, in a usage line and in a list")
    func helpListsEveryOption() {
        for (path, command) in Self.everyCommand() {
            let help = CommandHelp(path: path, command: command).text
            #expect(help.contains("USAGE: sherpa " + path.joined(separator: " ")), "\(path)")
            for option in command.options {
                #expect(help.contains("  " + CommandHelp.label(option)), "\(path): \(option.name) is not listed")
                let usage = help.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE:") } ?? ""
                #expect(usage.contains(CommandHelp.synopsis(option)), "\(path): \(option.name) is not in the usage line")
            }
        }
    }

    @Test("check --help lists exit code 70, sherpa's own failure to run the check")
    func checkHelpListsExitCode70() {
        let help = CommandHelp(path: ["check"], command: CheckCommand.self).text
        #expect(help.contains("\(ExitCode.environment) sherpa could not run the check"))
    }

    @Test("No command declares a word twice")
    func namesAreUnique() {
        for (path, command) in Self.everyCommand() {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(path) declares a name twice: \(names)")
        }
    }

    @Test("The usage line marks optional words with brackets and repeated ones with dots")
    func synopsis() {
        #expect(CommandHelp.synopsis(.section()) == "<section>")
        #expect(CommandHelp.synopsis(.section(optional: true, repeats: true)) == "[<section>...]")
        #expect(CommandHelp.synopsis(.flag("--json", help: "")) == "[--json]")
        #expect(CommandHelp.synopsis(.value("--out", "dir", required: true, help: "")) == "--out <dir>")
        #expect(CommandHelp.synopsis(.value("--jobs", "n", help: "")) == "[--jobs <n>]")
    }

    @Test("A long usage line is wrapped, each continuation line under the first word after the command")
    func longUsageWraps() {
        let line = CommandHelp.usageLine(lead: "USAGE: sherpa grade", words: ["<submissions>", "[--jobs <n>]", "[--force]"], width: 45)
        #expect(line == "USAGE: sherpa grade <submissions>\n                    [--jobs <n>] [--force]")
    }

    @Test("A command with subcommands lists them in its help")
    func gradeListsMerge() {
        let help = CommandHelp(path: ["grade"], command: GradeCommand.self).text
        #expect(help.contains("SUBCOMMANDS:\n  merge"))
    }

    @Test("sherpa grade merge --help prints the merge subcommand's own help")
    func mergeHelp() {
        let buffer = OutputBuffer()
        let code = SherpaCLI.main(["grade", "merge", "--help"], context: CommandContext(currentDirectory: URL(fileURLWithPath: "/"), console: .capturing(buffer)))
        #expect(code == ExitCode.success)
        #expect(buffer.stdout.contains("USAGE: sherpa grade merge <shard-out>... --out <dir>"))
    }
}
