/// The six jobs a monolithic SwiftUI view mixes together (section 1). The raw values
/// match the cases of the learner's `Job` enum in `Audit.swift`.
package enum MonolithJob: String, Sendable, Codable, Equatable, CaseIterable {
    case state, networking, parsing, businessLogic, errorHandling, rendering
}

/// Why sherpa thinks a member carries a job.
package struct JobEvidence: Sendable, Codable, Equatable {
    package var job: MonolithJob
    /// A short clause for the learner, e.g. "talks to the server: uses `URLSession`".
    package var reason: String
    /// The line where the evidence starts.
    package var line: Int
}

/// One member of the analysed view and the jobs it carries.
package struct MemberJobs: Sendable, Codable, Equatable {
    /// Named the way the audit names it: `books`, `body`, `loadBooks()`.
    package var member: String
    package var line: Int
    /// One entry per job, in the order of `MonolithJob.allCases`.
    package var evidence: [JobEvidence]

    package var jobs: [MonolithJob] { evidence.map(\.job) }
}

/// sherpa's own reading of a monolithic view, shown beside the learner's audit.
///
/// It reads each member of the view (stored and computed properties, methods, `body`)
/// and assigns jobs from what the member declares and which APIs it names:
/// - **state**: a stored property with a wrapper that owns a value (`@State`, `@StateObject`,
///   `@AppStorage`, `@SceneStorage`, `@FocusState`). Reading or writing that state
///   elsewhere does not count: the job belongs to the member that owns the value.
/// - **networking**: `URLSession`, `URLRequest`, `URL(string:)`, `URLComponents`, `HTTPURLResponse`.
/// - **parsing**: `JSONDecoder`, `JSONEncoder`, `JSONSerialization`, `decode`, `encode`:
///   converting between the wire format and Swift values, in either direction.
/// - **businessLogic**: collection rules over data: `filter`, `sorted`, `sort`, `reduce`,
///   `localizedCaseInsensitiveContains`, `localizedStandardContains`, `first(where:)`, ….
/// - **errorHandling**: `catch`, `throw`, `try?` (deciding what a failure means), not
///   merely passing an error on with `try`.
/// - **rendering**: `body`, anything typed or returning `some View`, and `@ViewBuilder` members.
package enum MonolithAnalysis {
    static let stateWrappers: Set<String> = ["State", "StateObject", "AppStorage", "SceneStorage", "FocusState", "GestureState"]
    static let networkingNames = ["URLSession", "URLRequest", "URL(string:)", "URLComponents", "HTTPURLResponse"]
    static let parsingNames = [
        "JSONDecoder", "JSONEncoder", "JSONSerialization", "PropertyListDecoder", "PropertyListEncoder", "decode", "encode",
    ]
    static let businessNames = [
        "filter", "sorted", "sort", "reduce", "localizedCaseInsensitiveContains",
        "localizedStandardContains", "first(where:)", "contains(where:)", "removeAll(where:)",
        "min(by:)", "max(by:)", "allSatisfy",
    ]
    static let errorNames = ["catch", "throw", "try?"]

    /// Jobs per member of `typeName`, or of the file's first `View` when `typeName` is nil.
    /// Empty when the file has no such type.
    package static func analyse(_ file: SourceFile, typeName: String? = nil) -> [MemberJobs] {
        analyse(SourceFacts(file), typeName: typeName)
    }

    package static func analyse(_ facts: SourceFacts, typeName: String? = nil) -> [MemberJobs] {
        let candidates = facts.types.filter { $0.kind != .extension && $0.kind != .protocol }
        let chosen = typeName.map { name in candidates.first { $0.name == name } }
            ?? candidates.first { $0.conformances.contains("View") }
            ?? candidates.first
        guard let type = chosen else { return [] }
        return type.members
            .filter { [.storedProperty, .computedProperty, .method].contains($0.kind) && !$0.isStatic }
            .map { member in
                MemberJobs(member: member.displayName, line: member.line, evidence: evidence(for: member))
            }
    }

    static func evidence(for member: MemberFact) -> [JobEvidence] {
        var found: [JobEvidence] = []
        if member.kind == .storedProperty,
           let wrapper = member.attributes.first(where: { stateWrappers.contains($0.name) }) {
            found.append(JobEvidence(
                job: .state,
                reason: "owns a value the screen remembers between redraws (`@\(wrapper.name)`)",
                line: member.line
            ))
        }
        if let uses = uses(of: networkingNames, in: member) {
            found.append(JobEvidence(job: .networking, reason: "talks to the server: uses \(uses.names)", line: uses.line))
        }
        if let uses = uses(of: parsingNames, in: member) {
            found.append(JobEvidence(job: .parsing, reason: "converts between JSON and Swift values: uses \(uses.names)", line: uses.line))
        }
        if let uses = uses(of: businessNames, in: member) {
            found.append(JobEvidence(job: .businessLogic, reason: "applies the app's rules to its data: uses \(uses.names)", line: uses.line))
        }
        if let uses = uses(of: errorNames, in: member) {
            found.append(JobEvidence(job: .errorHandling, reason: "decides what a failure means: uses \(uses.names)", line: uses.line))
        }
        if let reason = renderingReason(member) {
            found.append(JobEvidence(job: .rendering, reason: reason, line: member.line))
        }
        return found
    }

    private static func uses(of names: [String], in member: MemberFact) -> (names: String, line: Int)? {
        let hits = names.compactMap { name in member.usedNames[name].map { (name: name, line: $0) } }
            .sorted { ($0.line, $0.name) < ($1.line, $1.name) }
        guard let first = hits.first else { return nil }
        return (hits.map(\.name).backtickedList, first.line)
    }

    private static func renderingReason(_ member: MemberFact) -> String? {
        if member.name == "body", member.kind == .computedProperty {
            return "describes what is on screen: it is the view's `body`"
        }
        if member.hasAttribute("ViewBuilder") {
            return "describes part of the screen: it is a `@ViewBuilder`"
        }
        let names = member.typeNames
        if names.contains("View"), names.contains("some") || names.contains("any") || names == ["View"] {
            return "describes part of the screen: it produces `\(member.typeText)`"
        }
        if names == ["AnyView"] || names == ["Text"] {
            return "describes part of the screen: it produces `\(member.typeText)`"
        }
        return nil
    }
}
