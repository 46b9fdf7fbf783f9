import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaSession
@testable import SherpaMCP
import SherpaTestSupport

/// Each tool's arguments are held to its input schema before it runs: an argument of the wrong
/// type, or one the tool does not take, is a tool error that names the argument.
@Suite("MCP tools: argument types and names")
struct MCPArgumentTypeTests {
    func refusal(_ name: String, _ arguments: [String: JSONValue]) throws -> String {
        let journey = try JourneyWorkspace()
        do {
            _ = try SherpaMCPToolTests.call(name, arguments, in: journey.root)
            return "the tool ran"
        } catch {
            return error.localizedDescription
        }
    }

    @Test("A number where a string is expected is refused, naming the argument")
    func numberForString() throws {
        #expect(try refusal("sherpa_hint", ["section": 2]) == "sherpa_hint's argument \"section\" must be a string.")
    }

    @Test("A string where true or false is expected is refused, naming the argument")
    func stringForBoolean() throws {
        #expect(try refusal("sherpa_check", ["section": "1", "solution": "yes"]) == "sherpa_check's argument \"solution\" must be true or false.")
    }

    @Test("A value outside the schema's choices is refused, listing them")
    func valueOutsideEnum() {
        let schema = JSONSchema.string("A tone.", oneOf: ["objective", "encouraging"], maxLength: 16)
        #expect(MCPArguments.mismatch("loud", schema) == "one of \"objective\", \"encouraging\"")
    }

    @Test("A whole number outside the schema's range is refused, giving the range")
    func integerOutOfRange() {
        #expect(MCPArguments.mismatch(11, JSONSchema.integer("A confidence.", minimum: 1, maximum: 10)) == "a whole number from 1 to 10")
    }

    @Test("An argument the tool does not take is refused, naming it and the ones it takes")
    func unknownArgument() throws {
        #expect(try refusal("sherpa_hint", ["section": "1", "sectoin": "2"]) == "sherpa_hint has no argument \"sectoin\"; its arguments are \"section\".")
    }

    @Test("An argument to a tool that takes none is refused")
    func argumentToToolWithoutArguments() throws {
        #expect(try refusal("sherpa_status", ["verbose": true]) == "sherpa_status has no argument \"verbose\"; it takes none.")
    }
}
