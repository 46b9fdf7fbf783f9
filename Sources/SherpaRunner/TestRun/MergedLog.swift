import SherpaCore

/// Accumulates the event logs of several runs of the same suite. A test that ran again keeps only
/// its latest run's result, so a failure is never listed twice.
struct MergedLog {
    var declared: [String: DeclaredTest] = [:]
    var ended: Set<String> = []
    var skipped: [String: String] = [:]
    var issues: [String: [RecordedIssue]] = [:]

    mutating func merge(_ log: TestEventLog) {
        declared.merge(log.declared) { old, _ in old }
        ended.formUnion(log.ended)
        skipped.merge(log.skipped) { old, _ in old }
        for id in Set(log.started.keys).union(log.ended) {
            issues[id] = log.issues[id]
        }
        for (id, list) in log.issues where log.started[id] == nil && !log.ended.contains(id) {
            issues[id, default: []] += list
        }
    }

    var declaredFunctions: [DeclaredTest] {
        declared.values.filter { !$0.isSuite }.inSourceOrder
    }
}
