import Foundation
import Synchronization
import SherpaCore
import SherpaRunner

/// `sherpa grade`'s engine: takes a clean copy of every submission, builds the whole class in one
/// package, runs each learner's tests in their own sandboxed processes, and scores every learner
/// by the section's rubric, exactly as `sherpa check` would have judged them.
package struct ClassGrader: Sendable {
    package let workspace: Workspace
    package let processes: any ProcessRunning
    package var limits: CheckLimits
    package var swift: String
    /// Learners whose tests run at the same time.
    package var jobs: Int

    package init(workspace: Workspace, processes: any ProcessRunning, limits: CheckLimits = CheckLimits(), swift: String = "swift", jobs: Int = 2) {
        self.workspace = workspace
        self.processes = processes
        self.limits = limits
        self.swift = swift
        self.jobs = max(1, jobs)
    }

    /// How far grading has got, for a progress line.
    package struct Progress: Sendable, Equatable {
        package enum Phase: String, Sendable {
            case intake, building, testing
        }
        package var phase: Phase
        package var done: Int
        package var total: Int
    }

    /// What an instructor can ask of one grade.
    package struct Options: Sendable {
        /// Who should have handed in.
        package var roster: Roster?
        /// Only this slice of the class.
        package var shard: GradeShard?
        /// Build and run everyone again, ignoring remembered results.
        package var force = false
        /// Overrides and the late policy, applied after autograding.
        package var policy = GradePolicy()

        package init() {}
    }

    /// A finished grade, and how much of it was remembered from earlier grades.
    package struct Run: Sendable {
        package var gradebook: Gradebook
        /// Learners whose hand-in was built and tested this time.
        package var tested: Int
        /// Learners whose unchanged hand-in's result was remembered.
        package var remembered: Int
    }

    package func grade(
        _ section: CatalogSection, submissions: URL, options: Options = Options(),
        progress: @escaping @Sendable (Progress) -> Void = { _ in }
    ) throws -> Run {
        let roster = options.roster
        guard SubmissionIntake.isDirectory(submissions.standardizedFileURL.path) else {
            throw GradingError.noSubmissionsFolder(path: submissions.path)
        }
        let rubric = try Rubric.load(for: section, in: workspace)
        let scratch = workspace.scratchRoot.appendingPathComponent("grade-\(section.id)")
        let folders = SubmissionIntake.entries(of: submissions.path)
            .compactMap { String(validating: $0, as: UTF8.self) }
            .filter { !$0.hasPrefix(".") }
            .filter { name in
                let path = submissions.appendingPathComponent(name).path
                return SubmissionIntake.isDirectory(path) || SubmissionIntake.isSymbolicLink(path)
            }
        let everyone = Array(Set(folders).union(roster?.learners ?? [])).sorted()
        guard !everyone.isEmpty else { throw GradingError.noLearners(path: submissions.path) }
        let learners = options.shard.map { shard in everyone.filter(shard.contains) } ?? everyone

        // 1. A clean copy of every hand-in.
        let intake = SubmissionIntake(section: section)
        var submissionsByLearner: [String: Submission] = [:]
        for (index, learner) in learners.enumerated() {
            progress(Progress(phase: .intake, done: index, total: learners.count))
            if folders.contains(learner) {
                submissionsByLearner[learner] = try intake.take(
                    learner: learner, from: submissions.appendingPathComponent(learner),
                    into: scratch.appendingPathComponent("intake/\(ClassPackage.key(for: learner))")
                )
            } else {
                submissionsByLearner[learner] = Submission(learner: learner, layout: .missing, copy: nil, notes: [], submittedAt: nil, digest: "")
            }
        }

        // 2. Remembered results for hand-ins that did not change, then one build graph for the rest.
        let toolchain = (try? processes.run(ProcessInvocation(program: swift, arguments: ["--version"], timeout: 60, temporaryDirectory: workspace.toolTemporaryFolder)))?.stdout ?? ""
        let cache = try GradeCache(folder: scratch.appendingPathComponent("cache"), workspace: workspace, section: section, limits: limits, toolchain: toolchain)
        var remembered: [String: CheckReport] = [:]
        if !options.force {
            for (learner, submission) in submissionsByLearner where submission.copy != nil {
                remembered[learner] = cache.report(for: submission)
            }
        }
        progress(Progress(phase: .building, done: 0, total: learners.count))
        let schema = try section.learnerTests.map { spec in
            do {
                return try MutantSchema.make(MutantCatalog.load(folder: workspace.url(spec.mutants)), mutantsFolder: workspace.url(spec.mutants), solutionFolder: workspace.url(section.solution))
            } catch {
                throw GradingError.mutantSchema(error.localizedDescription)
            }
        }
        let build = try ClassBuild(workspace: workspace, processes: processes, limits: limits, swift: swift)
            .run(section, folder: scratch.appendingPathComponent("package"), submissions: submissionsByLearner.values.filter { remembered[$0.learner] == nil }.sorted { $0.learner < $1.learner }, schema: schema)

        // 3. Each learner's tests in their own processes.
        let sandbox = TestSandbox.make(readOnly: [workspace.root, submissions], writable: [scratch.appendingPathComponent("runs")], processes: processes)
        let graded = Mutex<[String: LearnerGrade]>([:])
        let inventory = try HiddenSuiteInventory.of(section, in: workspace, learnerModules: section.modules.map(\.name))
        let runner = LearnerRun(workspace: workspace, processes: processes, limits: limits, section: section, build: build, schema: schema, inventory: inventory)
        let handedIn = submissionsByLearner
        let queue = learners.filter { learner in
            if case .buildError? = build.outcomes[learner] { return false }
            return build.outcomes[learner] != nil
        }
        let next = Mutex(0)
        let finished = Mutex(0)
        let failure = Mutex<(any Error)?>(nil)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, max(1, queue.count)) {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                while true {
                    let index = next.withLock { value -> Int in
                        defer { value += 1 }
                        return value
                    }
                    guard index < queue.count, failure.withLock({ $0 == nil }) else { return }
                    let learner = queue[index]
                    do {
                        let report = try runner.run(learner: learner, submission: handedIn[learner]!, runFolder: scratch.appendingPathComponent("runs/\(ClassPackage.key(for: learner))"), readOnly: [workspace.root, submissions])
                        try cache.store(report, for: handedIn[learner]!)
                        let grade = Self.grade(report, submission: handedIn[learner]!, rubric: rubric, section: section)
                        graded.withLock { $0[learner] = grade }
                    } catch {
                        failure.withLock { $0 = error }
                    }
                    let done = finished.withLock { value -> Int in
                        value += 1
                        return value
                    }
                    progress(Progress(phase: .testing, done: done, total: queue.count))
                }
            }
        }
        group.wait()
        if let error = failure.withLock({ $0 }) { throw error }

        // 4. Everyone else: missing, empty, or stopped at the build.
        var grades = graded.withLock { $0 }
        for learner in learners where grades[learner] == nil {
            let submission = submissionsByLearner[learner]!
            if let report = remembered[learner] ?? build.failures[learner] {
                if remembered[learner] == nil { try cache.store(report, for: submission) }
                grades[learner] = Self.grade(report, submission: submission, rubric: rubric, section: section)
            } else {
                let status: LearnerGrade.Status = submission.layout == .missing ? .missing : .empty
                var none = CheckReport(section: section.id, variant: .submission, status: .error, message: status == .missing ? "Nothing was handed in." : "No Swift file of \(section.displayName) was handed in.")
                none.warnings = submission.notes
                let score = rubric.score(none, section: section)
                grades[learner] = LearnerGrade(
                    learner: learner, status: status, layout: submission.layout, score: score, autograde: score,
                    report: nil, notes: submission.notes, submittedAt: submission.submittedAt, digest: submission.digest
                )
            }
        }
        let adjusted = grades.values.map { options.policy.apply(to: $0, rubric: rubric) }
        // Similarity: over the whole class's clean copies even in a shard, so that every shard
        // lists the same pairs and a merge equals one grade; the starter's code set aside.
        var copies = submissionsByLearner.compactMapValues(\.copy)
        for learner in everyone where submissionsByLearner[learner] == nil && folders.contains(learner) {
            copies[learner] = try? intake.take(learner: learner, from: submissions.appendingPathComponent(learner), into: scratch.appendingPathComponent("intake/\(ClassPackage.key(for: learner))")).copy
        }
        let similarity = SimilarityDetector().pairs(copies: copies, starter: workspace.url(section.starter))
        let gradebook = Gradebook(section: section, rubric: rubric, learners: adjusted, sandboxLimitations: sandbox.limitations, similarity: similarity)
        let rememberedHere = learners.filter { remembered[$0] != nil }.count
        return Run(gradebook: gradebook, tested: build.outcomes.count, remembered: rememberedHere)
    }

    static func status(of report: CheckReport) -> LearnerGrade.Status {
        switch report.status {
        case .error: .buildError
        case .checkerGap: .checkerGap
        case .pass, .fail: .graded
        }
    }

    static func grade(_ report: CheckReport, submission: Submission, rubric: Rubric, section: CatalogSection) -> LearnerGrade {
        let score = rubric.score(report, section: section)
        return LearnerGrade(
            learner: submission.learner, status: status(of: report), layout: submission.layout,
            score: score, autograde: score, report: report, notes: submission.notes,
            submittedAt: submission.submittedAt, digest: submission.digest
        )
    }
}
