import Foundation

/// A shell completion script for `sherpa`, written from the commands' `CommandOption` tables:
/// after `sherpa` it offers the commands, after a command its options and subcommands, and for an
/// argument it knows (a section, a shell) the words it takes.
struct CompletionScript {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// One place on the command line: `check`, or `grade merge`, and the words it completes.
    struct Entry {
        var path: [String]
        var abstract: String
        var options: [CommandOption]
        /// Subcommands, then the values of its arguments, then its options and `--help`.
        var words: [String]
    }

    var entries: [Entry]

    init(commands: [any SherpaCommand.Type], sections: [String]) {
        // Only names a shell can take unquoted: a section id is a few letters, digits and dashes.
        let sections = sections.filter { $0.range(of: #"^[A-Za-z0-9._-]+$"#, options: .regularExpression) != nil }
        func values(_ option: CommandOption) -> [String] {
            switch option.name {
            case "section": sections
            case "shell": Shell.allCases.map(\.rawValue)
            default: []
            }
        }
        func entry(_ command: any SherpaCommand.Type, path: [String]) -> Entry {
            let options = command.options
            let words = command.subcommands.map { $0.name } + options.filter(\.isArgument).flatMap(values) + options.filter { !$0.isArgument }.map(\.name) + ["--help"]
            return Entry(path: path, abstract: command.abstract, options: options, words: words)
        }
        entries = commands.flatMap { command in
            [entry(command, path: [command.name])] + command.subcommands.map { entry($0, path: [command.name, $0.name]) }
        }
    }

    /// The words after `sherpa` itself.
    var topWords: [String] {
        entries.filter { $0.path.count == 1 }.map { $0.path[0] } + ["--help", "--version"]
    }

    func text(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// Subcommands first, so `grade merge` is matched before `grade`.
    private var casesInOrder: [Entry] {
        entries.sorted { $0.path.count > $1.path.count }
    }

    private func pattern(_ entry: Entry) -> String {
        let key = entry.path.joined(separator: " ")
        return entry.path.count > 1 ? "\"\(key)\"*" : "\"\(key)\"|\"\(key) \"*"
    }

    var bash: String {
        var lines = [
            "# bash completion for sherpa, written by `sherpa completions bash`.",
            "_sherpa() {",
            "    local current=\"${COMP_WORDS[COMP_CWORD]}\"",
            "    local words=\"\"",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        words=\"\(topWords.joined(separator: " "))\"",
            "    else",
            "        local key=\"${COMP_WORDS[1]}\"",
            "        if [ \"$COMP_CWORD\" -gt 2 ]; then key=\"$key ${COMP_WORDS[2]}\"; fi",
            "        case \"$key\" in",
        ]
        for entry in casesInOrder {
            lines.append("            \(pattern(entry))) words=\"\(entry.words.joined(separator: " "))\" ;;")
        }
        lines += [
            "        esac",
            "    fi",
            "    COMPREPLY=($(compgen -W \"$words\" -- \"$current\"))",
            "}",
            "complete -F _sherpa sherpa",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    var zsh: String {
        var lines = [
            "#compdef sherpa",
            "# zsh completion for sherpa, written by `sherpa completions zsh`.",
            "_sherpa() {",
            "    local -a candidates",
            "    if (( CURRENT == 2 )); then",
            "        candidates=(\(topWords.joined(separator: " ")))",
            "    else",
            "        local key=\"${words[2]}\"",
            "        if (( CURRENT > 3 )); then key=\"$key ${words[3]}\"; fi",
            "        case \"$key\" in",
        ]
        for entry in casesInOrder {
            lines.append("            (\(pattern(entry))) candidates=(\(entry.words.joined(separator: " "))) ;;")
        }
        lines += [
            "        esac",
            "    fi",
            "    compadd -- \"${candidates[@]}\"",
            "}",
            // Autoloaded from fpath the file is the function's body; sourced, it registers it.
            "if [ \"${funcstack[1]}\" = \"_sherpa\" ]; then _sherpa \"$@\"; else compdef _sherpa sherpa; fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    var fish: String {
        var lines = [
            "# fish completion for sherpa, written by `sherpa completions fish`.",
            "complete -c sherpa -f",
        ]
        for entry in entries where entry.path.count == 1 {
            lines.append("complete -c sherpa -n __fish_use_subcommand -a \(entry.path[0]) -d \(Self.fishQuoted(entry.abstract))")
        }
        let subcommandNames = Set(entries.filter { $0.path.count > 1 }.map { $0.path[1] })
        lines.append("complete -c sherpa -n __fish_use_subcommand -l version -d \(Self.fishQuoted("Print the course revision, rubric versions and toolchain."))")
        for entry in entries {
            let condition: String
            if entry.path.count == 1 {
                let subcommands = entries.filter { $0.path.count > 1 && $0.path[0] == entry.path[0] }.map { $0.path[1] }
                condition = "__fish_seen_subcommand_from \(entry.path[0])" + (subcommands.isEmpty ? "" : "; and not __fish_seen_subcommand_from \(subcommands.joined(separator: " "))")
                for sub in entries where sub.path.count > 1 && sub.path[0] == entry.path[0] {
                    lines.append("complete -c sherpa -n \(Self.fishQuoted(condition)) -a \(sub.path[1]) -d \(Self.fishQuoted(sub.abstract))")
                }
            } else {
                condition = "__fish_seen_subcommand_from \(entry.path[0]); and __fish_seen_subcommand_from \(entry.path[1])"
            }
            // Subcommands were offered above with their abstracts; the rest are argument values.
            let values = entry.words.filter { word in !word.hasPrefix("-") && !subcommandNames.contains(word) }
            if !values.isEmpty {
                lines.append("complete -c sherpa -n \(Self.fishQuoted(condition)) -a \(Self.fishQuoted(values.joined(separator: " ")))")
            }
            for option in entry.options where !option.isArgument && option.name.hasPrefix("--") {
                let takesValue = option.kind != .flag
                let help = option.help.split(separator: "\n").first.map(String.init) ?? ""
                lines.append("complete -c sherpa -n \(Self.fishQuoted(condition)) -l \(option.name.dropFirst(2))\(takesValue ? " -r" : "") -d \(Self.fishQuoted(help))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A fish single-quoted word: inside it only a backslash and a quote need escaping.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
