import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("Receipts: a hidden test's pass counts only with the suite's signature")
struct TestReceiptsTests {
    let folder: URL
    let eventsFile: URL

    init() throws {
        folder = TestScratch.root.appendingPathComponent("sherpa-receipts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        eventsFile = folder.appendingPathComponent(".sherpa-events.jsonl")
    }

    static let first = "HiddenSuite.T/first()/T.swift:3:6"
    static let second = "HiddenSuite.T/second()/T.swift:8:6"

    /// A stream in which both tests passed and the run ended, as Swift Testing writes it.
    static func passingStream(beforeEnd: [String] = [], afterEnd: [String] = []) -> TestEventLog {
        var lines: [String] = []
        for (id, line) in [(first, 3), (second, 8)] {
            lines.append(#"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"t()","sourceLocation":{"fileID":"HiddenSuite/T.swift","line":\#(line)}},"version":0}"#)
            lines.append(#"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)","instant":{"absolute":1}},"version":0}"#)
            lines.append(#"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)","instant":{"absolute":2}},"version":0}"#)
        }
        lines += beforeEnd
        lines.append(#"{"kind":"event","payload":{"kind":"runEnded","instant":{"absolute":3}},"version":0}"#)
        return TestEventLog(text: (lines + afterEnd).joined(separator: "\n"))
    }

    /// Appends receipts as the suite's `ReceiptSigner` does: it reads the key file the same way.
    func sign(_ receipts: TestReceipts, tests: [String], signature: ((String) -> String)? = nil) throws {
        let text = tests.map { (signature ?? receipts.signature)($0) + "\t" + $0 }.joined(separator: "\n") + "\n"
        try text.write(to: receipts.receiptsFile, atomically: true, encoding: .utf8)
    }

    @Test("Passes with their receipts are believed")
    func receiptedPassesAreBelieved() throws {
        let receipts = try TestReceipts.issue(beside: eventsFile, module: "HiddenSuite")
        try sign(receipts, tests: [Self.first, Self.second])
        #expect(receipts.distrust(Self.passingStream(), outcome: ProcessOutcome(exitCode: 0)) == nil)
    }

    @Test("A pass with no receipt makes the run untrusted, naming the test")
    func passWithoutReceiptIsDistrusted() throws {
        let receipts = try TestReceipts.issue(beside: eventsFile, module: "HiddenSuite")
        try sign(receipts, tests: [Self.first])
        let reason = try #require(receipts.distrust(Self.passingStream(), outcome: ProcessOutcome(exitCode: 0)))
        #expect(reason.contains("signed no receipt"))
    }

    @Test("A receipt signed with another key does not count")
    func wrongKeyIsRejected() throws {
        let receipts = try TestReceipts.issue(beside: eventsFile, module: "HiddenSuite")
        let other = try TestReceipts.issue(beside: folder.appendingPathComponent("other.jsonl"), module: "HiddenSuite")
        try sign(receipts, tests: [Self.first, Self.second], signature: other.signature)
        #expect(receipts.receipted().isEmpty)
        #expect(receipts.distrust(Self.passingStream(), outcome: ProcessOutcome(exitCode: 0)) != nil)
    }

    @Test("A receipt of an earlier run is cleared when a new key is issued")
    func earlierReceiptsAreCleared() throws {
        let earlier = try TestReceipts.issue(beside: eventsFile, module: "HiddenSuite")
        try sign(earlier, tests: [Self.first, Self.second])
        let receipts = try TestReceipts.issue(beside: eventsFile, module: "HiddenSuite")
        #expect(receipts.receipted().isEmpty)
    }

    @Test("The receipt matches the suite's HMAC-SHA256 over run, test and outcome (RFC 4231 case 2 checks the MAC)")
    func macIsStandard() {
        let mac = SHA256.mac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))
        #expect(mac.map { String(format: "%02x", $0) }.joined() == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test("A test that ends twice (a pass written after a failure) makes the run untrusted")
    func duplicateEndIsAnAnomaly() throws {
        let receipts = try TestReceipts.issue(beside: eventsFile, module: "HiddenSuite")
        try sign(receipts, tests: [Self.first, Self.second])
        let log = Self.passingStream(beforeEnd: [#"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(Self.first)","instant":{"absolute":4}},"version":0}"#])
        let reason = try #require(receipts.distrust(log, outcome: ProcessOutcome(exitCode: 0)))
        #expect(reason.contains("ended twice"))
    }

    @Test("Events after the run ended make the run untrusted")
    func eventAfterRunEndIsAnAnomaly() {
        let log = Self.passingStream(afterEnd: [#"{"kind":"event","payload":{"kind":"testStarted","testID":"x","instant":{"absolute":4}},"version":0}"#])
        #expect(log.anomalies == ["an event after the run ended"])
    }

    @Test("A run whose report says all passed but whose process failed is untrusted")
    func exitStatusMustAgree() throws {
        let receipts = try TestReceipts.issue(beside: eventsFile, module: "HiddenSuite")
        try sign(receipts, tests: [Self.first, Self.second])
        let reason = try #require(receipts.distrust(Self.passingStream(), outcome: ProcessOutcome(exitCode: 1)))
        #expect(reason.contains("exited with status 1"))
    }

    @Test("A run that ran no test and ended with 'no tests found' is no evidence of forging")
    func emptyRunIsNotDistrusted() throws {
        let receipts = try TestReceipts.issue(beside: eventsFile, module: "HiddenSuite")
        let empty = TestEventLog(text: #"{"kind":"event","payload":{"kind":"runEnded","instant":{"absolute":3}},"version":0}"#)
        #expect(receipts.distrust(empty, outcome: ProcessOutcome(exitCode: 69)) == nil)
    }

    @Test("The key file is private to the user and names the run")
    func keyFileIsPrivate() throws {
        let receipts = try TestReceipts.issue(beside: eventsFile, module: "HiddenSuite")
        let attributes = try FileManager.default.attributesOfItem(atPath: receipts.keyFile.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(receipts.environment[TestReceipts.keyVariable] == receipts.keyFile.path)
        // A grade's binary holds every learner's copy of the suite: only the one that runs takes the key.
        #expect(receipts.environment[TestReceipts.moduleVariable] == "HiddenSuite")
        #expect(!receipts.keyTaken)
    }

    @Test("The counter fixture's copy of the receipt trait is the shipped one")
    func fixtureTraitIsTheShippedOne() throws {
        let root = SherpaProcess.repositoryRoot
        let shipped = try Data(contentsOf: root.appendingPathComponent("sherpa/suites/Support/HiddenTestReceipt.swift"))
        let fixture = try Data(contentsOf: root.appendingPathComponent("Tests/Fixtures/CounterCourse/sherpa/suites/Support/HiddenTestReceipt.swift"))
        #expect(shipped == fixture)
    }

    @Test("Every hidden test of the course carries the .receipted trait")
    func everyHiddenTestIsReceipted() throws {
        let suites = SherpaProcess.repositoryRoot.appendingPathComponent("sherpa/suites")
        var bare: [String] = []
        for relative in try SourceTree.files(in: suites, extensions: ["swift"]) where !relative.hasPrefix("Support/") {
            let text = try String(contentsOf: suites.appendingPathComponent(relative), encoding: .utf8)
            for token in SwiftTokenizer.tokenize(text) where token.kind == .attribute && token.text == "@Test" {
                let line = text.split(separator: "\n", omittingEmptySubsequences: false)[token.line - 1]
                if !line.contains(".receipted") { bare.append("\(relative):\(token.line)") }
            }
        }
        #expect(bare.isEmpty, "hidden tests without .receipted (run scripts/receipt-hidden-tests.sh): \(bare)")
    }
}
