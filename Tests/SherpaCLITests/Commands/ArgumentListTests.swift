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
}
