import Foundation
import SherpaCore

extension TestReceipts {
    /// Why one process's event stream cannot be believed, in a phrase; nil when it can. A stream is
    /// believed when it is shaped as Swift Testing writes it, every pass in it has its receipt, and
    /// the process's exit agrees with it.
    func distrust(_ log: TestEventLog, outcome: ProcessOutcome) -> String? {
        if let anomaly = log.anomalies.first {
            return "its report holds what no test run writes (\(anomaly)), so something other than the tests wrote into it"
        }
        let passes = log.ended.filter { id in
            log.declared[id]?.isSuite == false && log.skipped[id] == nil && (log.issues[id] ?? []).isEmpty
        }
        let unreceipted = passes.subtracting(receipted()).sorted()
        if let first = unreceipted.first {
            let name = log.declared[first].map { $0.displayName ?? $0.name } ?? first
            let others = unreceipted.count > 1 ? " and \(unreceipted.count - 1) other(s)" : ""
            return "the report says \"\(name)\"\(others) passed, but the hidden suite signed no receipt for it, so something other than the test wrote that result (or the test lacks the suite's `.receipted` trait)"
        }
        // A run that passed nothing (a re-run whose every test was already settled ends with Swift
        // Testing's "no tests found", 69) cannot raise a score, so its exit status is no evidence.
        if log.runEnded, log.issues.isEmpty, !passes.isEmpty, !outcome.succeeded, !outcome.signalled, !outcome.timedOut, outcome.stopReason == nil {
            return "its report says every test passed, but the test process exited with status \(outcome.exitCode)"
        }
        return nil
    }
}
