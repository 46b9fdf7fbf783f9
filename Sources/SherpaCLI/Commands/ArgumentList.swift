import Foundation
import SherpaCore

/// The words after the command name, sorted by the command's `CommandOption`s: its flags, its
/// options' values and its arguments in order. A word the table does not declare is refused
/// here, before the command reads anything, and a command asking for an undeclared name is a
/// programming error.
struct ArgumentList {
    private let declared: [CommandOption]
    private var flags: Set<String> = []
    private var values: [String: String] = [:]
    private var arguments: [String] = []

    init(_ words: [String], options: [CommandOption]) throws {
        declared = options
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("-"), word != "-" else {
                arguments.append(word)
                continue
            }
            let (name, inline) = Self.split(word)
            switch options.first(where: { $0.name == name })?.kind {
            case .flag? where inline == nil:
                guard flags.insert(name).inserted else { throw UsageError("\(name) is given twice.") }
            case .value?:
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard index < words.count, !words[index].hasPrefix("--") else { throw UsageError("\(name) needs a value.") }
                    value = words[index]
                    index += 1
                }
                guard values.updateValue(value, forKey: name) == nil else { throw UsageError("\(name) is given twice.") }
            default:
                let nearest = SpellingSuggestion.nearest(to: name, among: options.filter { !$0.isArgument }.map(\.name))
                throw UsageError("Unknown option \(word)" + (nearest.map { "; did you mean \"\($0)\"?" } ?? "."))
            }
        }
        try checkAgainstTable()
    }

    /// Refuses, in the table's order, a required word that is missing and a value of the wrong kind.
    private func checkAgainstTable() throws {
        var requiredArguments = 0
        for option in declared {
            switch option.kind {
            case .argument(let optional, _):
                guard !optional else { continue }
                requiredArguments += 1
                if arguments.count < requiredArguments { throw UsageError(option.missing ?? "Name the \(option.name).") }
            case .value(_, let required):
                if let given = values[option.name] {
                    try option.check(given)
                } else if required {
                    throw UsageError(option.missing ?? "\(option.name) is required.")
                }
            case .flag:
                continue
            }
        }
    }

    /// `--name=value` as its name and value; any other word as itself.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// Whether `--name` was given.
    mutating func flag(_ name: String) -> Bool {
        precondition(declared.contains { $0.name == name && $0.kind == .flag }, "\(name) is not a flag in the command's options.")
        return flags.remove(name) != nil
    }

    /// The value given with `--name`, if it was.
    mutating func option(_ name: String) -> String? {
        precondition(declared.contains { $0.name == name && !$0.isArgument && $0.kind != .flag && $0.value == .text }, "\(name) is not an option with a text value in the command's options.")
        return values.removeValue(forKey: name)
    }

    /// The whole number given with `--name`, already checked against the table's range.
    mutating func integer(_ name: String) -> Int? {
        precondition(declared.contains { if case .wholeNumber = $0.value { $0.name == name } else { false } }, "\(name) is not a whole-number option in the command's options.")
        return values.removeValue(forKey: name).flatMap { Int($0) }
    }

    /// The number given with `--name`, already checked against the table's range.
    mutating func number(_ name: String) -> Double? {
        precondition(declared.contains { if case .number = $0.value { $0.name == name } else { false } }, "\(name) is not a number option in the command's options.")
        return values.removeValue(forKey: name).flatMap { Double($0) }
    }

    /// The next argument, in the order given.
    mutating func positional() -> String? {
        arguments.isEmpty ? nil : arguments.removeFirst()
    }

    /// The next argument of a required declaration, which the table made sure was given.
    mutating func required() -> String {
        guard let word = positional() else { preconditionFailure("The table lets no command run without its required arguments.") }
        return word
    }

    /// Fails on an argument no one took, naming it.
    func finish() throws {
        if let first = arguments.first {
            throw UsageError("Unexpected argument \(first).")
        }
    }
}
