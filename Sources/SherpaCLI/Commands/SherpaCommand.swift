import Foundation

/// A subcommand of `sherpa`: one file per command in `Commands/`.
protocol SherpaCommand {
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// Every argument, flag and option the command takes, in the order `--help` lists them:
    /// the one declaration both `ArgumentList` and `CommandHelp` read.
    static var options: [CommandOption] { get }
    /// Paragraphs `--help` prints after the options: what the output follows, the exit codes.
    static var discussion: String { get }
    /// Commands reached as `sherpa <name> <subcommand>`, such as `sherpa grade merge`.
    static var subcommands: [any SherpaCommand.Type] { get }
    init(parsing arguments: inout ArgumentList) throws
    func run(_ context: CommandContext) throws -> Int32
}

extension SherpaCommand {
    static var discussion: String { "" }
    static var subcommands: [any SherpaCommand.Type] { [] }
}
