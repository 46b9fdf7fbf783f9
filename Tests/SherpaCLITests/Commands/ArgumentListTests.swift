import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("Command-line arguments")
struct ArgumentListTests {
    static let options: [CommandOption] = [
        .section(),
        .flag("--json", help: "JSON."),
        .value("--jobs", "n", help: "Jobs."),
        .value("--format", "list", help: "Formats."),
    ]

    @Test("Flags, options and positionals are taken in any order")
    func anyOrder() throws {
        var list = try ArgumentList(["--jobs", "4", "section-2", "--json", "--format=csv"], options: Self.options)
        let json = list.flag("--json")
        #expect(json)
        #expect(list.option("--jobs") == "4")
        #expect(list.option("--format") == "csv")
        #expect(list.positional() == "section-2")
        try list.finish()
    }

    @Test("An option the table does not declare is a usage error naming the word")
    func undeclaredOption() {
        #expect(throws: UsageError("Unknown option --nope.")) { try ArgumentList(["--nope"], options: Self.options) }
    }

    @Test("An argument no one took is a usage error naming it")
    func leftoverArgument() throws {
        var list = try ArgumentList(["section-2", "section-3"], options: Self.options)
        _ = list.positional()
        #expect(throws: UsageError("Unexpected argument section-3.")) { try list.finish() }
    }

    @Test("An option without its value is a usage error")
    func optionWithoutValue() {
        #expect(throws: UsageError("--jobs needs a value.")) { try ArgumentList(["--jobs"], options: Self.options) }
    }

    @Test("An option's value is never taken for an argument, whatever the order the command reads them in")
    func valueIsNotAnArgument() throws {
        var list = try ArgumentList(["--jobs", "4", "section-2"], options: Self.options)
        #expect(list.positional() == "section-2")
        #expect(list.option("--jobs") == "4")
    }

    @Test("A flag given twice is a usage error")
    func flagTwice() {
        #expect(throws: UsageError("--json is given twice.")) { try ArgumentList(["--json", "--json"], options: Self.options) }
    }

    static let typed: [CommandOption] = [
        .section(purpose: "to try", example: "try section-2"),
        .wholeNumber("--jobs", "n", in: 1...8, described: "a whole number from 1 to 8", help: "Jobs."),
        .number("--late-cap", "percent", in: 0...100, described: "a percentage from 0 to 100", help: "Cap."),
        .value("--out", "dir", required: true, missing: "Say where the files go with --out DIR.", help: "Out."),
    ]

    @Test("A missing section is refused with the table's one sentence, naming the command")
    func missingSection() {
        #expect(throws: UsageError("Name the section to try, for example `sherpa try section-2`.")) { try ArgumentList(["--out", "x"], options: Self.typed) }
    }

    @Test("A missing required option is refused with its own sentence")
    func missingRequiredOption() {
        #expect(throws: UsageError("Say where the files go with --out DIR.")) { try ArgumentList(["section-2"], options: Self.typed) }
    }

    @Test("A whole number outside its range is refused, naming the option and the value")
    func wholeNumberOutOfRange() {
        #expect(throws: UsageError("--jobs takes a whole number from 1 to 8, not 9.")) { try ArgumentList(["section-2", "--out", "x", "--jobs", "9"], options: Self.typed) }
        #expect(throws: UsageError("--jobs takes a whole number from 1 to 8, not 2.5.")) { try ArgumentList(["section-2", "--out", "x", "--jobs=2.5"], options: Self.typed) }
    }

    @Test("A number that is not one is refused, naming the option and the value")
    func notANumber() {
        #expect(throws: UsageError("--late-cap takes a percentage from 0 to 100, not lots.")) { try ArgumentList(["section-2", "--out", "x", "--late-cap", "lots"], options: Self.typed) }
    }

    @Test("Typed values come back as numbers, checked once by the table")
    func typedValues() throws {
        var list = try ArgumentList(["section-2", "--out", "x", "--jobs", "3", "--late-cap", "12.5"], options: Self.typed)
        #expect(list.integer("--jobs") == 3)
        #expect(list.number("--late-cap") == 12.5)
        #expect(list.required() == "section-2")
        #expect(list.option("--out") == "x")
        try list.finish()
    }

    @Test("Every command that needs a section refuses its absence with an example of itself")
    func everyCommandNamesItsSection() {
        let needing = SherpaCLI.commands.filter { $0.options.contains { $0.name == "section" && $0.kind == .argument(optional: false, repeats: false) } }
        #expect(needing.count == 5)
        for command in needing {
            let missing = command.options.first { $0.name == "section" }?.missing ?? ""
            #expect(missing.hasPrefix("Name the section "), "\(command.name): \(missing)")
            #expect(missing.contains("`sherpa \(command.name) section-"), "\(command.name): \(missing)")
        }
    }
}
