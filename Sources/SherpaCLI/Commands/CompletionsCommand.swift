import Foundation
import SherpaCore
import SherpaRunner

/// `sherpa completions <shell>`: a completion script for bash, zsh or fish, written from the same
/// command and option tables that `--help` prints, so completion cannot drift from the commands.
struct CompletionsCommand: SherpaCommand {
    static let name = "completions"
    static let abstract = "Print a shell completion script for bash, zsh or fish."
    static let options: [CommandOption] = [
        .argument("shell", missing: "Name the shell, one of \(CompletionScript.Shell.allCases.map(\.rawValue).joined(separator: ", ")): for example `sherpa completions bash`.", help: "bash, zsh or fish."),
    ]
    static let discussion = """
        bash:  source <(swift run sherpa completions bash)
        zsh:   source <(swift run sherpa completions zsh)
        fish:  swift run sherpa completions fish | source

        Run from inside the course, the script also completes its section ids.
        """

    var shell: CompletionScript.Shell

    init(parsing arguments: inout ArgumentList) throws {
        let shells = CompletionScript.Shell.allCases.map(\.rawValue)
        let word = arguments.required()
        guard let shell = CompletionScript.Shell(rawValue: word) else {
            let nearest = SpellingSuggestion.nearest(to: word, among: shells).map { "; did you mean \"\($0)\"?" } ?? "."
            throw UsageError("sherpa writes completions for \(shells.joined(separator: ", ")), not \"\(word)\"\(nearest)")
        }
        self.shell = shell
    }

    func run(_ context: CommandContext) throws -> Int32 {
        // Outside a course the script still completes every command and option.
        let sections = (try? context.workspace())?.catalog.sections.map(\.id) ?? []
        context.console.write(CompletionScript(commands: SherpaCLI.commands, sections: sections).text(for: shell))
        return ExitCode.success
    }
}
