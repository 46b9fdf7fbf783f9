import Testing
import SherpaCore
import SherpaRunner
import SherpaTestSupport

@Suite("Reading the Swift Testing event stream")
struct TestEventLogTests {
    static let declaration = #"{"kind":"test","payload":{"displayName":"Saving sends the name","id":"HiddenSuite.ProfileTests/save()/ProfileTests.swift:9:6","isParameterized":false,"kind":"function","name":"save()","sourceLocation":{"_filePath":"/x/ProfileTests.swift","column":6,"fileID":"HiddenSuite/ProfileTests.swift","line":9}},"version":0}"#
    static let suite = #"{"kind":"test","payload":{"id":"HiddenSuite.ProfileTests","kind":"suite","name":"ProfileTests","sourceLocation":{"_filePath":"/x/ProfileTests.swift","column":2,"fileID":"HiddenSuite/ProfileTests.swift","line":3}},"version":0}"#
    static let started = #"{"kind":"event","payload":{"instant":{"absolute":1.5,"since1970":2},"kind":"testStarted","messages":[],"testID":"HiddenSuite.ProfileTests/save()/ProfileTests.swift:9:6"},"version":0}"#
    static let issue = #"{"kind":"event","payload":{"_comments":["save() must send the edited name"],"instant":{"absolute":1.6,"since1970":2},"issue":{"isKnown":false,"sourceLocation":{"fileID":"HiddenSuite/ProfileTests.swift","line":12}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (body → nil) != nil"},{"symbol":"details","text":"save() must send the edited name"}],"testID":"HiddenSuite.ProfileTests/save()/ProfileTests.swift:9:6"},"version":0}"#
    static let ended = #"{"kind":"event","payload":{"instant":{"absolute":1.7,"since1970":2},"kind":"testEnded","messages":[],"testID":"HiddenSuite.ProfileTests/save()/ProfileTests.swift:9:6"},"version":0}"#

    @Test("A declared function keeps its display name, module and source line")
    func declarationIsRead() throws {
        let log = TestEventLog(text: Self.declaration)
        let test = try #require(log.testFunctions.first)
        #expect(test.displayName == "Saving sends the name")
        #expect(test.module == "HiddenSuite")
        #expect(test.line == 9)
        #expect(!test.isSuite)
    }

    @Test("Suites are declared but are not listed as test functions")
    func suitesAreNotFunctions() {
        let log = TestEventLog(text: [Self.suite, Self.declaration].joined(separator: "\n"))
        #expect(log.declared.count == 2)
        #expect(log.testFunctions.map(\.name) == ["save()"])
    }

    @Test("An issue keeps the author's comment as the teaching message")
    func issueKeepsComment() throws {
        let log = TestEventLog(text: [Self.declaration, Self.started, Self.issue, Self.ended].joined(separator: "\n"))
        let issue = try #require(log.issues.values.first?.first)
        #expect(issue.comments == ["save() must send the edited name"])
        #expect(issue.summary.hasPrefix("Expectation failed"))
    }

    @Test("A test that started and never ended is unfinished: the one that crashed")
    func startedWithoutEndIsUnfinished() {
        let log = TestEventLog(text: [Self.declaration, Self.started].joined(separator: "\n"))
        #expect(log.unfinished == ["HiddenSuite.ProfileTests/save()/ProfileTests.swift:9:6"])
        let finished = TestEventLog(text: [Self.declaration, Self.started, Self.ended].joined(separator: "\n"))
        #expect(finished.unfinished.isEmpty)
    }

    @Test("Lines that are not JSON, or are cut off, are ignored instead of failing the run")
    func garbageIsIgnored() {
        let log = TestEventLog(text: "not json\n{\"kind\":\"test\",\"payl\n" + Self.declaration)
        #expect(log.testFunctions.count == 1)
    }

    @Test("An issue without the experimental comments field keeps its summary and has no comments")
    func issueWithoutComments() throws {
        let plain = Self.issue.replacingOccurrences(of: #""_comments":["save() must send the edited name"],"#, with: "")
        let log = TestEventLog(text: [Self.declaration, Self.started, plain, Self.ended].joined(separator: "\n"))
        let issue = try #require(log.issues.values.first?.first)
        #expect(issue.comments.isEmpty)
        #expect(issue.summary == "Expectation failed: (body → nil) != nil")
    }

    @Test("Known issues do not fail a test")
    func knownIssuesAreIgnored() {
        let known = Self.issue.replacingOccurrences(of: "\"isKnown\":false", with: "\"isKnown\":true")
        let log = TestEventLog(text: [Self.declaration, Self.started, known, Self.ended].joined(separator: "\n"))
        #expect(log.issues.isEmpty)
    }
}
