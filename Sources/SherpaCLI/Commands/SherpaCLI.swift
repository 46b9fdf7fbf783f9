import Foundation
import SherpaCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SherpaRunner
import SherpaGrading

/// The `sherpa` command line: picks the subcommand, parses its arguments, runs it, and turns
/// library errors into messages and exit codes. This is the only place errors become text.
package enum SherpaCLI {
    /// Every subcommand, in the order `sherpa --help` lists them.
    static var commands: [any SherpaCommand.Type] {
        [
            StatusCommand.self,
            NextCommand.self,
            GuideCommand.self,
            CheckCommand.self,
            ShowCommand.self,
            HintCommand.self,
            QuizCommand.self,
            WrapUpCommand.self,
            ResetCommand.self,
            DiffCommand.self,
            SessionsCommand.self,
            VerifyCommand.self,
            GradeCommand.self,
            BenchAnalysisCommand.self,
            ConfigCommand.self,
            MCPCommand.self,
            VersionCommand.self,
            CompletionsCommand.self,
        ]
    }

    /// What the `sherpa` executable runs: the real terminal and folder, and Ctrl-C and SIGTERM
    /// stopping the builds and tests sherpa started before it exits.
    package static func runFromCommandLine() -> Int32 {
        StopSignals.install()
        let context = CommandContext(
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            console: .standard(),
            inputIsTerminal: isatty(STDIN_FILENO) == 1
        )
        return main(Array(CommandLine.arguments.dropFirst()), context: context)
    }

    static func main(_ arguments: [String], context: CommandContext) -> Int32 {
        var words = Array(arguments)
        let console = context.console
        if words.first == "--help" || words.first == "-h" || words.first == "help" {
            if words.count > 1, let command = commands.first(where: { $0.name == words[1] }) {
                let (path, chosen) = resolve(command, words: Array(words.dropFirst(2)))
                console.line(CommandHelp(path: [command.name] + path, command: chosen).text)
            } else {
                printOverview(on: console)
            }
            return ExitCode.success
        }
        if words.first == "--version" {
            words[0] = VersionCommand.name
        }
        let name = words.first.map { $0.hasPrefix("-") ? "status" : $0 } ?? "status"
        if !words.isEmpty, !words[0].hasPrefix("-") { words.removeFirst() }
        guard let named = commands.first(where: { $0.name == name }) else {
            let nearest = SpellingSuggestion.nearest(to: name, among: commands.map { $0.name }).map { "; did you mean \"\($0)\"?" } ?? "."
            console.error("error: sherpa has no command \"\(name)\"\(nearest) Run `sherpa --help` to see the commands.")
            return ExitCode.usage
        }
        let (subpath, command) = resolve(named, words: words)
        words.removeFirst(subpath.count)
        let help = CommandHelp(path: [name] + subpath, command: command)
        if words.contains("--help") || words.contains("-h") {
            console.line(help.text)
            return ExitCode.success
        }
        do {
            var list = try ArgumentList(words, options: command.options)
            let parsed = try command.init(parsing: &list)
            try list.finish()
            return try parsed.run(context)
        } catch let error as UsageError {
            console.error("error: \(error.message)")
            console.error("")
            console.error(help.usage)
            return ExitCode.usage
        } catch let error as CatalogError {
            console.error("error: \(error.localizedDescription)")
            if case .unknownSection = error { return ExitCode.usage }
            return ExitCode.environment
        } catch {
            console.error("error: \(error.localizedDescription)")
            return ExitCode.environment
        }
    }

    /// The subcommand the first word names, if `command` has one by that name: the words it took and the command to run.
    static func resolve(_ command: any SherpaCommand.Type, words: [String]) -> (path: [String], command: any SherpaCommand.Type) {
        guard let first = words.first, let sub = command.subcommands.first(where: { $0.name == first }) else { return ([], command) }
        return ([sub.name], sub)
    }

    static func printOverview(on console: Console) {
        console.line("sherpa: your guide through the iOS App Patterns route.")
        console.line()
        console.line("USAGE: sherpa <command> [arguments]   (no command: where you are and what to do next)")
        console.line()
        console.line("COMMANDS:")
        for command in commands {
            console.line("  " + command.name.padding(toLength: 16, withPad: " ", startingAt: 0) + command.abstract)
        }
        console.line()
        console.line("Run `sherpa <command> --help` for a command's options.")
    }
}
