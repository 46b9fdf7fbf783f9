import Foundation
import SherpaCore
import SherpaRunner

extension LearnerSession {
    /// A check, as `sherpa check` and the assistant's `sherpa_check` run it: the report, with a
    /// warning for every file the tree walk skipped, recorded (a learner's first pass marks the
    /// section complete). `beforeRecording` may throw to leave a cancelled check unrecorded;
    /// `onWait` runs while another sherpa holds the section's scratch package.
    package func check(
        _ section: CatalogSection,
        variant: CheckVariant,
        environment: RunEnvironment,
        onProgress: (@Sendable (CheckProgress) -> Void)? = nil,
        onWait: () -> Void = {},
        beforeRecording: () throws -> Void = {}
    ) throws -> Recorded<CheckTaken> {
        var checker = SectionChecker(environment: environment)
        if let onProgress { checker.onProgress = onProgress }
        var report = try checker.check(section, variant: variant, onWait: onWait)
        // The tree walk skips links and names that are not UTF-8; say which, so no file vanishes unseen.
        let checkedPath = variant == .starter ? section.starter : section.solution
        report.warnings += (try? SourceTree.listing(in: workspace.url(checkedPath), extensions: ["swift"]).skippedNotes(displayPath: checkedPath)) ?? []
        try beforeRecording()
        var saved: LearnerProgress?
        var recorded = recording(CheckTaken(report: report, progress: LearnerProgress(route: store.route))) {
            saved = try record(report, section: section)
        }
        recorded.value.progress = saved ?? store.load()
        return recorded
    }

    private func record(_ report: CheckReport, section: CatalogSection) throws -> LearnerProgress {
        let at = store.clock
        let failing = report.failedTests.map(\.name) + report.findings.map(\.ruleID) + report.missing + report.buildErrors.map { "\($0.location): \($0.message)" }
        let summary: String
        switch report.status {
        case .pass: summary = "check passed (\(report.passedCount)/\(report.tests.count))"
        case .fail: summary = "check failed: " + (failing.prefix(3).joined(separator: "; "))
        case .error: summary = "check did not compile: " + (failing.first ?? report.message)
        case .checkerGap: summary = "views not judged, sherpa's stand-in lacks " + (report.checkerGaps ?? []).joined(separator: ", ")
        }
        var saved = LearnerProgress(route: store.route)
        try store.record(.check, section: section.id, summary: report.variant == .solution ? "reference solution " + summary : summary) { progress in
            progress[section: section.id].checks.append(CheckRecord(
                at: at, variant: report.variant, status: report.status,
                passed: report.passedCount, total: report.tests.count, failing: Array(failing.prefix(20)),
                missing: report.missing
            ))
            if report.status == .pass, report.variant == .starter, progress[section: section.id].completedAt == nil {
                progress[section: section.id].completedAt = at
            }
            saved = progress
        }
        return saved
    }
}
