import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

/// How the pipeline `sherpa check` and `sherpa grade` share settles a gap in the stand-in, before
/// any build has run: the gap is the verdict, never a build error.
@Suite("The shared pipeline and a gap in the stand-in")
struct CheckPipelineGapTests {
    let workspace: Workspace
    let section: CatalogSection
    let pipeline: CheckPipeline

    init() throws {
        workspace = try ShippedCourse.workspace()
        section = try ShippedCourse.section("3")
        pipeline = try CheckPipeline(environment: RunEnvironment(workspace: workspace, processes: SystemProcessRunner()), section: section)
    }

    @Test("A build that stops only on the gap is a checker-gap that names it, with no other check run")
    func gapAloneIsTheVerdict() throws {
        let report = try pipeline.report(
            .checkerGap([".symbolEffect"]), sourceFolder: workspace.url(section.solution), sourcePath: section.solution, variant: .solution
        )
        #expect(report.status == .checkerGap)
        #expect(report.checkerGaps == [".symbolEffect"])
        #expect(report.message.contains("no other check could run"))
    }

    @Test("When the build without the views fails too, the gap stays the verdict and a warning names the first error")
    func failedBuildWithoutViewsKeepsTheGap() throws {
        var failed = CheckReport(section: section.id, variant: .solution, status: .error, message: "Your code does not compile yet.")
        failed.buildErrors = [BuildDiagnostic(path: "Model/Book.swift", line: 4, column: 2, severity: .error, message: "cannot find 'Shelf' in scope")]
        let report = try pipeline.report(
            .failed(failed), sourceFolder: workspace.url(section.solution), sourcePath: section.solution, variant: .solution,
            checkerGaps: [".symbolEffect"]
        )
        #expect(report.status == .checkerGap)
        #expect(report.buildErrors.isEmpty)
        #expect(report.warnings.contains { $0.contains("did not build either (Model/Book.swift:4:2: cannot find 'Shelf' in scope)") })
    }
}
