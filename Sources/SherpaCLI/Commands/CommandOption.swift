import Foundation

/// One word a command takes: an argument, a flag or an option with a value. Each command lists
/// its words once, in `SherpaCommand.options`; `ArgumentList` refuses any other, a missing required
/// one and a value of the wrong kind, and `--help` prints the same list (`CommandHelp`), so the
/// three cannot drift apart.
struct CommandOption: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A word without a dash, taken in order; `repeats` takes every one that is left.
        case argument(optional: Bool, repeats: Bool)
        /// `--name`, present or not.
        case flag
        /// `--name VALUE` or `--name=VALUE`.
        case value(placeholder: String, required: Bool)
    }

    /// What an option's value must be.
    enum Value: Sendable, Equatable {
        case text
        /// A whole number in the range; `described` names it in the error ("a whole number above 0").
        case wholeNumber(ClosedRange<Int>, described: String)
        /// A number in the range, fractions allowed.
        case number(ClosedRange<Double>, described: String)
    }

    /// `--json` for an option, the placeholder's word (`section`) for an argument.
    var name: String
    var kind: Kind
    /// What `--help` says about it; a line break starts a continuation line.
    var help: String
    var value: Value = .text
    /// The usage error when a required word is missing: a sentence that says what to give.
    var missing: String?

    static func argument(_ name: String, optional: Bool = false, repeats: Bool = false, missing: String? = nil, help: String) -> CommandOption {
        CommandOption(name: name, kind: .argument(optional: optional, repeats: repeats), help: help, missing: missing)
    }

    static func flag(_ name: String, help: String) -> CommandOption {
        CommandOption(name: name, kind: .flag, help: help)
    }

    static func value(_ name: String, _ placeholder: String, required: Bool = false, missing: String? = nil, help: String) -> CommandOption {
        CommandOption(name: name, kind: .value(placeholder: placeholder, required: required), help: help, missing: missing)
    }

    /// An option whose value is a whole number in `range`.
    static func wholeNumber(_ name: String, _ placeholder: String, in range: ClosedRange<Int>, described: String, help: String) -> CommandOption {
        CommandOption(name: name, kind: .value(placeholder: placeholder, required: false), help: help, value: .wholeNumber(range, described: described))
    }

    /// An option whose value is a number, fractions allowed, in `range`.
    static func number(_ name: String, _ placeholder: String, in range: ClosedRange<Double>, described: String, help: String) -> CommandOption {
        CommandOption(name: name, kind: .value(placeholder: placeholder, required: false), help: help, value: .number(range, described: described))
    }

    /// The section argument most commands take, with its help and, when it is required, its
    /// usage error written once: "Name the section \(purpose), for example `sherpa \(example)`."
    static func section(optional: Bool = false, repeats: Bool = false, more: String? = nil, purpose: String = "", example: String = "") -> CommandOption {
        .argument(
            "section", optional: optional, repeats: repeats,
            missing: "Name the section \(purpose), for example `sherpa \(example)`.",
            help: "A number (2), an id (section-2) or a slug (view-model)." + (more.map { "\n" + $0 } ?? "")
        )
    }

    var isArgument: Bool {
        if case .argument = kind { true } else { false }
    }

    /// Refuses a value that is not of this option's kind or outside its range, naming the option.
    func check(_ given: String) throws {
        switch value {
        case .text:
            return
        case .wholeNumber(let range, let described):
            guard let number = Int(given), range.contains(number) else { throw UsageError("\(name) takes \(described), not \(given).") }
        case .number(let range, let described):
            guard let number = Double(given), range.contains(number) else { throw UsageError("\(name) takes \(described), not \(given).") }
        }
    }
}
