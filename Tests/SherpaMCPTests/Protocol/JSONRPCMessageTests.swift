import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaSession
@testable import SherpaMCP
import SherpaTestSupport

@Suite("Reading JSON-RPC lines")
struct JSONRPCMessageTests {
    @Test("A request keeps its id, method and params")
    func request() throws {
        let message = try JSONRPCMessage.parse(#"{"jsonrpc":"2.0","id":"a-1","method":"tools/list","params":{"cursor":"x"}}"#)
        #expect(message == .request(id: "a-1", method: "tools/list", params: ["cursor": "x"]))
    }

    @Test("A message without an id is a notification")
    func notification() throws {
        let message = try JSONRPCMessage.parse(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        #expect(message == .notification(method: "notifications/initialized", params: nil))
    }

    @Test("A line that is not JSON is a parse error with a null id")
    func notJSON() {
        #expect(throws: JSONRPCMessage.Failure(id: .null, error: .parseError("it could not be read as a JSON value."))) {
            try JSONRPCMessage.parse("{\"jsonrpc\": ")
        }
    }

    @Test("A batch is an invalid request")
    func batch() {
        do {
            _ = try JSONRPCMessage.parse(#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#)
            Issue.record("a batch must not be accepted")
        } catch {
            #expect(error.error.code == JSONRPCError.invalidRequestCode)
        }
    }

    @Test("A request without jsonrpc 2.0 is an invalid request answered to its id")
    func wrongVersion() {
        do {
            _ = try JSONRPCMessage.parse(#"{"jsonrpc":"1.0","id":4,"method":"ping"}"#)
            Issue.record("jsonrpc 1.0 must not be accepted")
        } catch {
            #expect(error.id == 4)
            #expect(error.error.code == JSONRPCError.invalidRequestCode)
        }
    }

    @Test("An id that is neither a string nor a whole number is an invalid request")
    func badID() {
        do {
            _ = try JSONRPCMessage.parse(#"{"jsonrpc":"2.0","id":{"x":1},"method":"ping"}"#)
            Issue.record("an object id must not be accepted")
        } catch {
            #expect(error.id == .null)
            #expect(error.error.code == JSONRPCError.invalidRequestCode)
        }
    }

    @Test("An answer from the client is read as a response")
    func response() throws {
        #expect(try JSONRPCMessage.parse(#"{"jsonrpc":"2.0","id":9,"result":{}}"#) == .response(id: 9))
    }

    @Test("Whole numbers stay whole when a value is written back")
    func integersRoundTrip() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"id":12,"ratio":0.5}"#.utf8))
        #expect(try value.line() == #"{"id":12,"ratio":0.5}"#)
    }
}
