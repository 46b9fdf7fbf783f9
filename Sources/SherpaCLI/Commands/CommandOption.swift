import Foundation

/// One word a command takes: an argument, a flag or an option with a value. Each command lists
/// its words once, in `SherpaCommand.options`; `ArgumentList` refuses any other and `--help`
/// prints the same list (`CommandHelp`), so the two cannot drift apart.
package struct CommandOption: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A word without a dash, taken in order; `repeats` takes every one that is left.
        case argument(optional: Bool, repeats: Bool)
        /// `--name`, present or not.
        case flag
        /// `--name VALUE` or `--name=VALUE`.
        case value(placeholder: String, required: Bool)
    }

    /// `--json` for an option, the placeholder's word (`section`) for an argument.
    package var name: String
    package var kind: Kind
    /// What `--help` says about it; a line break starts a continuation line.
    package var help: String

    package static func argument(_ name: String, optional: Bool = false, repeats: Bool = false, help: String) -> CommandOption {
        CommandOption(name: name, kind: .argument(optional: optional, repeats: repeats), help: help)
    }

    package static func flag(_ name: String, help: String) -> CommandOption {
        CommandOption(name: name, kind: .flag, help: help)
    }

    package static func value(_ name: String, _ placeholder: String, required: Bool = false, help: String) -> CommandOption {
        CommandOption(name: name, kind: .value(placeholder: placeholder, required: required), help: help)
    }

    /// The section argument most commands take, with its help written once.
    package static func section(optional: Bool = false, repeats: Bool = false, more: String? = nil) -> CommandOption {
        .argument("section", optional: optional, repeats: repeats, help: "A number (2), an id (section-2) or a slug (view-model)." + (more.map { "\n" + $0 } ?? ""))
    }

    var isArgument: Bool {
        if case .argument = kind { true } else { false }
    }
}
