import Foundation

/// A command's `--help`, written from its `CommandOption` table: the usage line, its arguments,
/// its options, its subcommands and its discussion.
struct CommandHelp {
    /// The words before the options: `sherpa grade merge`.
    var path: [String]
    var command: any SherpaCommand.Type

    init(path: [String], command: any SherpaCommand.Type) {
        self.path = path
        self.command = command
    }

    /// The usage line and the lists, without the abstract: what follows a usage error.
    var usage: String {
        let options = command.options
        var sections = [Self.usageLine(lead: "USAGE: " + (["sherpa"] + path).joined(separator: " "), words: options.map(Self.synopsis))]
        let arguments = options.filter(\.isArgument)
        let rest = options.filter { !$0.isArgument }
        let width = options.map { Self.label($0).count }.max().map { $0 + 3 } ?? 0
        if !arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + arguments.map { Self.entry($0, width: width) }.joined(separator: "\n"))
        }
        if !rest.isEmpty {
            sections.append("OPTIONS:\n" + rest.map { Self.entry($0, width: width) }.joined(separator: "\n"))
        }
        let subcommands = command.subcommands.map { (name: $0.name, abstract: $0.abstract) }
        if !subcommands.isEmpty {
            let nameWidth = (subcommands.map { $0.name.count }.max() ?? 0) + 3
            let lines = subcommands.map { "  " + $0.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + $0.abstract }
            sections.append("SUBCOMMANDS:\n" + lines.joined(separator: "\n") + "\n\nRun `sherpa \((path + ["<subcommand>"]).joined(separator: " ")) --help` for a subcommand's options.")
        }
        if !command.discussion.isEmpty {
            sections.append(command.discussion)
        }
        return sections.joined(separator: "\n\n")
    }

    /// The whole `--help` text.
    var text: String {
        command.abstract + "\n\n" + usage
    }

    /// The lead and the words, wrapped before `width` columns, continuation lines under the first word.
    static func usageLine(lead: String, words: [String], width: Int = 100) -> String {
        let indent = String(repeating: " ", count: lead.count + 1)
        var lines = [lead]
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count > width, lines[lines.count - 1] != lead {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines.joined(separator: "\n")
    }

    /// How the usage line shows one option: `<section>`, `[--json]`, `--out <dir>`.
    static func synopsis(_ option: CommandOption) -> String {
        switch option.kind {
        case .argument(let optional, let repeats):
            let word = "<\(option.name)>" + (repeats ? "..." : "")
            return optional ? "[\(word)]" : word
        case .flag:
            return "[\(option.name)]"
        case .value(let placeholder, let required):
            let word = "\(option.name) <\(placeholder)>"
            return required ? word : "[\(word)]"
        }
    }

    /// How the lists name one option: `<section>`, `--json`, `--out <dir>`.
    static func label(_ option: CommandOption) -> String {
        switch option.kind {
        case .argument: "<\(option.name)>"
        case .flag: option.name
        case .value(let placeholder, _): "\(option.name) <\(placeholder)>"
        }
    }

    static func entry(_ option: CommandOption, width: Int) -> String {
        let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = String(repeating: " ", count: width + 2)
        return "  " + label(option).padding(toLength: width, withPad: " ", startingAt: 0) + (lines.first.map(String.init) ?? "")
            + lines.dropFirst().map { "\n" + indent + $0 }.joined()
    }
}
