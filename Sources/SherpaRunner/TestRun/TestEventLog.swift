import Foundation
import SherpaCore

/// A test or suite as the Swift Testing event stream declares it.
package struct DeclaredTest: Sendable, Equatable {
    package var id: String
    package var name: String
    package var displayName: String?
    package var isSuite: Bool
    /// `fileID` of the declaration, e.g. `HiddenSuite/ProfileTests.swift`.
    var fileID: String
    package var line: Int

    /// The target the test was compiled in: the first component of its id.
    package var module: String {
        String(id.prefix { $0 != "." && $0 != "/" })
    }
}

/// One `issueRecorded` event: a failed expectation or a thrown error.
package struct RecordedIssue: Sendable, Equatable {
    /// The expectation as Swift Testing describes it ("Expectation failed: (x → 1) == 2").
    package var summary: String
    /// The comments written by the suite author: the teaching message.
    package var comments: [String]
    var fileID: String?
    package var line: Int?
}

/// Reads the JSON-lines event stream of `swift test --event-stream-version 0`.
/// This is the only place that knows the stream's shape; everything else asks it.
package struct TestEventLog: Sendable {
    package private(set) var declared: [String: DeclaredTest] = [:]
    private(set) var started: [String: Double] = [:]
    private(set) var ended: Set<String> = []
    private(set) var skipped: [String: String] = [:]
    package private(set) var issues: [String: [RecordedIssue]] = [:]
    private(set) var runEnded = false
    /// What a run of Swift Testing never writes (a test started or ended twice, an event after the
    /// run ended), a phrase each: signs that something else wrote into the stream.
    private(set) var anomalies: [String] = []

    init() {}

    package init(text: String) {
        for line in text.lines {
            consume(line: String(line))
        }
    }

    /// Test functions (not suites), in source order: file, then line.
    package var testFunctions: [DeclaredTest] {
        declared.values.filter { !$0.isSuite }.inSourceOrder
    }

    /// Functions that started and have not ended: the one that was running when the process died.
    package var unfinished: [String] {
        started.keys.filter { !ended.contains($0) && declared[$0]?.isSuite == false }.sorted()
    }

    mutating func consume(line: String) {
        guard let data = line.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let payload = object["payload"] as? [String: Any]
        else { return }
        if runEnded { anomalies.append("an event after the run ended") }
        switch object["kind"] as? String {
        case "test":
            consumeDeclaration(payload)
        case "event":
            consumeEvent(payload)
        default:
            return
        }
    }

    private mutating func consumeDeclaration(_ payload: [String: Any]) {
        guard let id = payload["id"] as? String else { return }
        let location = payload["sourceLocation"] as? [String: Any]
        declared[id] = DeclaredTest(
            id: id,
            name: payload["name"] as? String ?? id,
            displayName: payload["displayName"] as? String,
            isSuite: payload["kind"] as? String == "suite",
            fileID: location?["fileID"] as? String ?? "",
            line: location?["line"] as? Int ?? 0
        )
    }

    private mutating func consumeEvent(_ payload: [String: Any]) {
        let testID = payload["testID"] as? String
        let instant = (payload["instant"] as? [String: Any])?["absolute"] as? Double ?? 0
        switch payload["kind"] as? String {
        case "testStarted":
            guard let testID else { return }
            if started[testID] != nil { anomalies.append("\(testID) started twice") }
            started[testID] = instant
        case "testEnded":
            guard let testID else { return }
            if ended.contains(testID) { anomalies.append("\(testID) ended twice") }
            ended.insert(testID)
        case "testSkipped":
            if let testID {
                let messages = payload["messages"] as? [[String: Any]] ?? []
                skipped[testID] = messages.compactMap { $0["text"] as? String }.first ?? "skipped"
                ended.insert(testID)
            }
        case "issueRecorded":
            guard let testID else { return }
            let issue = payload["issue"] as? [String: Any] ?? [:]
            if issue["isKnown"] as? Bool == true { return }
            let messages = payload["messages"] as? [[String: Any]] ?? []
            let summary = messages.first { $0["symbol"] as? String == "fail" }?["text"] as? String
                ?? messages.first?["text"] as? String ?? "The test recorded an issue."
            let location = issue["sourceLocation"] as? [String: Any]
            issues[testID, default: []].append(RecordedIssue(
                summary: summary,
                // `_comments` is the one field read here that the stream marks experimental (the
                // underscore); without it the summary still says what failed.
                comments: payload["_comments"] as? [String] ?? [],
                fileID: location?["fileID"] as? String,
                line: location?["line"] as? Int
            ))
        case "runEnded":
            runEnded = true
        default:
            return
        }
    }
}

extension Array where Element == DeclaredTest {
    /// File, then line: the order the tests are written in.
    var inSourceOrder: [DeclaredTest] {
        sorted { ($0.fileID, $0.line, $0.id) < ($1.fileID, $1.line, $1.id) }
    }
}
