import Foundation
import SherpaCore

/// One `sherpa check`: the learner's code (or the reference) built alone in its `ScratchPackage`,
/// then judged by the `CheckPipeline` that `sherpa grade` uses too, and scored by the rubric.
package struct SectionChecker: Sendable {
    package let environment: RunEnvironment
    /// Told where the check has got while it builds and tests, for a person watching.
    package var onProgress: @Sendable (CheckProgress) -> Void = { _ in }

    package init(environment: RunEnvironment) {
        self.environment = environment
    }

    /// Checks `section` in the learner's folder or in the reference solution.
    package func check(_ section: CatalogSection, variant: CheckVariant, onWait: () -> Void = {}) throws -> CheckReport {
        let sourcePath = variant == .starter ? section.starter : section.solution
        return try check(section, sourcePath: sourcePath, sourceFolder: environment.workspace.url(sourcePath), variant: variant, scratchName: "\(section.id)-\(variant.rawValue)", onWait: onWait)
    }

    /// Checks the code in `sourceFolder`, shown to the reader as `sourcePath`, in the scratch package `scratchName`.
    package func check(_ section: CatalogSection, sourcePath: String, sourceFolder: URL, variant: CheckVariant, scratchName: String, onWait: () -> Void = {}) throws -> CheckReport {
        let started = Date()
        let workspace = environment.workspace
        let folder = workspace.scratchRoot.appendingPathComponent(scratchName)
        var warnings: [String] = []
        // Before the scratch package's lock is taken: caches a moved course left behind go, their old locks with them.
        if let change = try BuildCacheStamp.claim(environment) { warnings.append(change.note) }
        let lock = try FileLock(path: workspace.scratchRoot.appendingPathComponent("\(scratchName).lock").path, timeout: environment.limits.build, onWait: onWait)
        defer { withExtendedLifetime(lock) {} }

        if !section.suite.matches(in: workspace) || !workspace.catalog.support.matches(in: workspace) {
            warnings.append("The hidden suite in \(section.suite.path) differs from the copy the catalog pins; the results below come from the modified copy.")
        }

        // A hand-in that would put its own code in place of the suite's checks is not built at all.
        if var refused = try ReservedNames.of(section, in: workspace).refusal(section, folder: sourceFolder, sourcePath: sourcePath, variant: variant) {
            refused.warnings = warnings
            refused.score = (try? Rubric.load(for: section, in: workspace))?.score(refused, section: section)
            refused.duration = Date().timeIntervalSince(started)
            return refused
        }

        // No wait message here: it names this section, and the sherpa building the stand-in may be checking another.
        let preparing = Date()
        let standIn = PrebuiltStandIn(environment: environment).prepare()
        let package = try ScratchPackage(
            workspace: workspace, section: section, sourceFolder: sourceFolder, sourceDisplayPath: sourcePath, folder: folder, standIn: standIn
        )
        try package.sync()

        let pipeline = try CheckPipeline(environment: environment, section: section)
        var build = try ScratchBuild(environment: environment, package: package, section: section, onProgress: onProgress)
            .build(sourcePath: sourcePath, variant: variant)
        var checkerGaps: [String]?
        if case .checkerGap(let names) = build {
            // The views use SwiftUI the stand-in lacks: judge everything else in a package of its own
            // (kept, so the next check of the same code is incremental) with the views set aside.
            checkerGaps = names
            let withoutViews = try ScratchPackage(
                workspace: workspace, section: section, sourceFolder: sourceFolder, sourceDisplayPath: sourcePath,
                folder: workspace.scratchRoot.appendingPathComponent("\(scratchName)-views-aside"), standIn: standIn, viewsSetAside: true
            )
            try withoutViews.sync()
            build = try ScratchBuild(environment: environment, package: withoutViews, section: section, onProgress: onProgress)
                .build(sourcePath: sourcePath, variant: variant)
        }
        let built = CheckTimings.seconds(since: preparing)
        var report = try pipeline.report(
            build, sourceFolder: sourceFolder, sourcePath: sourcePath, variant: variant, leadingWarnings: warnings, checkerGaps: checkerGaps
        )
        report.timings?.build = built
        report.score = (try? Rubric.load(for: section, in: workspace))?.score(report, section: section)
        report.duration = Date().timeIntervalSince(started)
        return report
    }
}
