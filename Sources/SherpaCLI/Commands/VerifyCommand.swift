import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// `sherpa verify`: the authoring check CI runs. Every solution passes its suite, every starter
/// compiles and fails it, the data files are valid, and the suites match their pinned checksums.
struct VerifyCommand: SherpaCommand {
    static let name = "verify"
    static let abstract = "Prove the course: every solution passes, every starter fails, data and checksums are valid."
    static let options: [CommandOption] = [
        .argument("section", optional: true, repeats: true, help: "Only these sections (default: all)."),
        .flag("--data-only", help: "Validate the catalog, hints, probes and checksums without building anything."),
        .flag("--update-checksums", help: "Authoring: write the current suite digests into sherpa/catalog.json."),
    ]

    var sections: [String] = []
    var dataOnly: Bool
    var updateChecksums: Bool

    init(parsing arguments: inout ArgumentList) throws {
        dataOnly = arguments.flag("--data-only")
        updateChecksums = arguments.flag("--update-checksums")
        while let section = arguments.positional() { sections.append(section) }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        var workspace = try context.workspace()
        let console = context.console
        if updateChecksums {
            let changed = try CatalogChecksums.update(in: workspace)
            console.line(changed.isEmpty ? "All checksums were already current." : "Updated checksums: \(changed.joined(separator: ", ")).")
            workspace = try context.workspace()
        }
        let chosen = try sections.isEmpty ? workspace.readySections : sections.map { try workspace.readySection(named: $0) }
        let planned = workspace.catalog.sections.filter { $0.state == .planned }
        if sections.isEmpty, !planned.isEmpty {
            console.line(console.style("Not verified, still planned: \(planned.map(\.id).joined(separator: ", ")).", .yellow))
        }
        var problems: [String] = []

        problems += CatalogValidator(workspace: workspace).problems(sections: chosen)
        for problem in problems { console.line(console.style("✘ ", .red) + problem) }
        if dataOnly {
            console.line(problems.isEmpty ? "The route's data is valid." : "\(problems.count) problem(s) in the route's data.")
            return problems.isEmpty ? ExitCode.success : ExitCode.failure
        }

        let checker = SectionChecker(environment: context.runEnvironment(workspace))
        for section in chosen {
            console.write("\(section.id) … ")
            let solution = try checker.check(section, variant: .solution)
            let starter = try checker.check(section, variant: .starter)
            var verdicts: [String] = []
            var sectionProblems: [String] = []
            let survivors = solution.mutants?.filter { !$0.killed }.map(\.id) ?? []
            if solution.status == .pass, survivors.isEmpty {
                let kills = solution.mutants.map { ", its tests kill all \($0.count) mutants" } ?? ""
                verdicts.append("solution passes (\(solution.passedCount)/\(solution.tests.count)\(kills))")
            } else if solution.status == .pass {
                sectionProblems.append("\(section.id): the reference tests let these mutants survive: \(survivors.joined(separator: ", ")).")
            } else {
                sectionProblems.append("\(section.id): the solution does not pass: \(Self.describe(solution))")
            }
            if let score = solution.score, score.total < Rubric.maximum {
                sectionProblems.append("\(section.id): the solution scores \(score.total), not 100, by \(Rubric.path(for: section)).")
            }
            if let score = starter.score, score.total >= Rubric.maximum {
                sectionProblems.append("\(section.id): the starter scores full marks by \(Rubric.path(for: section)).")
            }
            if section.learnerTests != nil {
                let graded = try gradingProblems(section, workspace: workspace, context: context)
                if graded.isEmpty { verdicts.append("graded as a hand-in it scores 100, every mutant in one schema") }
                sectionProblems += graded
            }
            switch starter.status {
            case .fail:
                verdicts.append("starter fails (\(Self.describe(starter)))")
            case .pass:
                sectionProblems.append("\(section.id): the starter passes the hidden suite, so the exercise asks nothing.")
            case .checkerGap:
                sectionProblems.append("\(section.id): the starter's views use SwiftUI the stand-in lacks: \((starter.checkerGaps ?? []).joined(separator: ", ")).")
            case .error:
                sectionProblems.append("\(section.id): the starter does not compile: \(starter.buildErrors.first.map { "\($0.location): \($0.message)" } ?? starter.message)")
            }
            if sectionProblems.isEmpty {
                console.line(console.style("✔ ", .green) + verdicts.joined(separator: " · "))
            } else {
                console.line(console.style("✘", .red))
                for problem in sectionProblems { console.line("    " + problem) }
            }
            problems += sectionProblems
        }
        console.line()
        if problems.isEmpty {
            console.line(console.style("Verified \(chosen.count) section(s): every solution passes and every starter fails.", .green))
            return ExitCode.success
        }
        console.line(console.style("\(problems.count) problem(s) found.", .red))
        return ExitCode.failure
    }

    /// Grading compiles every mutant into one schema. Grading the reference as a class of one proves
    /// the schema builds, that the reference tests catch every mutant in it, and that grade and check agree.
    func gradingProblems(_ section: CatalogSection, workspace: Workspace, context: CommandContext) throws -> [String] {
        let hand = workspace.scratchRoot.appendingPathComponent("verify-\(section.id)-class")
        try? FileManager.default.removeItem(at: hand)
        try FileManager.default.createDirectory(at: hand, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: workspace.url(section.solution), to: hand.appendingPathComponent("reference"))
        let grader = ClassGrader(environment: context.runEnvironment(workspace))
        var options = ClassGrader.Options()
        options.force = true
        let gradebook = try grader.grade(section, submissions: hand, options: options).gradebook
        guard let reference = gradebook.learners.first else { return ["\(section.id): grading the reference produced no row."] }
        if reference.score.total < Rubric.maximum {
            let survivors = reference.report?.mutants?.filter { !$0.killed }.map(\.id) ?? []
            let reason = survivors.isEmpty ? (reference.report.map(Self.describe) ?? reference.status.rawValue) : "these mutants survive in the schema: \(survivors.joined(separator: ", "))"
            return ["\(section.id): graded as a hand-in, the reference scores \(reference.score.total), not 100: \(reason)."]
        }
        return []
    }

    static func describe(_ report: CheckReport) -> String {
        if !report.missing.isEmpty { return "missing: " + report.missing.prefix(2).joined(separator: " ") }
        if let error = report.buildErrors.first { return "\(error.location): \(error.message)" }
        let failing = report.failedTests.map(\.name) + report.findings.map(\.ruleID)
        if failing.isEmpty { return report.message }
        return "\(failing.count) failing: " + failing.prefix(3).joined(separator: "; ")
    }
}
