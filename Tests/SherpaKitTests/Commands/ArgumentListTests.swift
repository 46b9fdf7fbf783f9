import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaKit
import SherpaTestSupport

@Suite("Command-line arguments")
struct ArgumentListTests {
    @Test("Flags, options and positionals are taken in any order")
    func anyOrder() throws {
        var list = ArgumentList(["--jobs", "4", "section-2", "--json", "--format=csv"])
        let json = list.flag("--json")
        #expect(json)
        #expect(try list.option("--jobs") == "4")
        #expect(try list.option("--format") == "csv")
        #expect(list.positional() == "section-2")
        try list.finish()
    }

    @Test("Leftovers are a usage error naming the word")
    func leftovers() {
        let list = ArgumentList(["--nope"])
        #expect(throws: UsageError("Unknown option --nope.")) { try list.finish() }
    }

    @Test("An option without its value is a usage error")
    func optionWithoutValue() {
        var list = ArgumentList(["--jobs"])
        #expect(throws: UsageError("--jobs needs a value.")) { _ = try list.option("--jobs") }
    }
}
