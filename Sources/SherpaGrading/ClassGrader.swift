import Foundation
import Synchronization
import SherpaCore
import SherpaRunner

/// `sherpa grade`'s engine: takes a clean copy of every submission, builds the whole class in one
/// package, and judges each learner through the `CheckPipeline` `sherpa check` uses (their tests
/// in their own sandboxed processes), then scores them by the section's rubric.
package struct ClassGrader: Sendable {
    package let environment: RunEnvironment
    /// Learners whose tests run at the same time.
    package var jobs: Int

    package init(environment: RunEnvironment, jobs: Int = 2) {
        self.environment = environment
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
        /// The section's rubric, when the caller has loaded it already (to check overrides against
        /// it): a grade then reads it once. Without it the grade loads it.
        package var rubric: Rubric?
        /// Who should have handed in.
        package var roster: Roster?
        /// Only this slice of the class.
        package var shard: GradeShard?
        /// Build and run everyone again, ignoring remembered results.
        package var force = false
        /// Overrides and the late policy, applied after autograding.
        package var policy = GradePolicy()
        /// Called once when another grade of the same section holds its build folder, before waiting.
        package var onWait: @Sendable () -> Void = {}
        /// How long to wait for that grade: a large class takes a while.
        package var lockTimeout: TimeInterval = 4 * 3600
        /// Grade even where the sandbox is incomplete; every page of the report then says so.
        package var allowUnconfined = false

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
        let (workspace, processes, limits, swift) = (environment.workspace, environment.processes, environment.limits, environment.swift)
        let roster = options.roster
        guard SubmissionIntake.isDirectory(submissions.standardizedFileURL.path) else {
            throw GradingError.noSubmissionsFolder(path: submissions.path)
        }
        let rubric = try options.rubric ?? Rubric.load(for: section, in: workspace)
        let scratch = workspace.scratchRoot.appendingPathComponent("grade-\(section.id)")
        // Before the section's lock: a moved course's caches go first. The gradebook is about the
        // class, not this checkout, so the note is not added to it.
        try BuildCacheStamp.claim(environment)
        // Two grades of one section share its build folder: the second waits for the first.
        let lock = try FileLock(path: scratch.path + ".lock", timeout: options.lockTimeout, onWait: options.onWait)
        defer { withExtendedLifetime(lock) {} }
        // Before anything is built: a grade of untrusted code without its sandbox runs only on request.
        let runs = scratch.appendingPathComponent("runs")
        try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
        let sandbox = TestSandbox.make(readable: [], writable: [runs], hidden: [workspace.root, submissions], processes: environment.processes)
        if !sandbox.isComplete, !options.allowUnconfined {
            throw SandboxError.incomplete(limitations: sandbox.limitations)
        }
        let found = SubmissionIntake.folders(in: submissions)
        try found.refuseAlikeNames(in: submissions)
        let folders = found.learners
        let everyone = Array(Set(folders).union(roster?.learners ?? [])).sorted()
        guard !everyone.isEmpty || !found.unreadableNames.isEmpty else { throw GradingError.noLearners(path: submissions.path) }
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
        let cache = try GradeCache(folder: scratch.appendingPathComponent("cache"), secretFile: workspace.scratchRoot.appendingPathComponent("grade-cache.key"), workspace: workspace, section: section, limits: limits, toolchain: toolchain, sandboxLimitations: sandbox.limitations)
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
        let build = try ClassBuild(environment: environment)
            .run(section, folder: scratch.appendingPathComponent("package"), submissions: submissionsByLearner.values.filter { remembered[$0.learner] == nil }.sorted { $0.learner < $1.learner }, schema: schema)

        // 3. Each learner built, stopped at the build or missing parts, judged by the check's pipeline.
        let graded = Mutex<[String: LearnerGrade]>([:])
        let pipeline = try CheckPipeline(environment: environment, section: section)
        let environment = self.environment
        let handedIn = submissionsByLearner
        let queue = learners.filter { build.outcomes[$0] != nil }
        @Sendable func judge(_ learner: String) throws -> CheckReport {
            let submission = handedIn[learner]!
            let learnerBuild = try build.outcomes[learner]!.map { member -> any BuiltLearnerCode in
                try ClassMemberBuild(
                    environment: environment, package: build.package, member: member,
                    runFolder: scratch.appendingPathComponent("runs/\(ClassPackage.key(for: learner))"), readOnly: [workspace.root, submissions],
                    mutationProblem: build.mutationProblems[learner]
                )
            }
            var report = try pipeline.report(
                learnerBuild, sourceFolder: submission.copy!, sourcePath: ClassBuild.displayRoot(submission, section: section),
                variant: .submission, leadingWarnings: submission.notes, checkerGaps: build.checkerGaps[learner]
            )
            // Step times are for `sherpa check --timings`; a gradebook stays the same from run to run.
            report.timings = nil
            return report
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
                        let report = try judge(learner)
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

        // 4. Everyone else: remembered, missing or empty.
        var grades = graded.withLock { $0 }
        for learner in learners where grades[learner] == nil {
            let submission = submissionsByLearner[learner]!
            if let report = remembered[learner] {
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
        for escaped in found.unreadableNames {
            // A real folder could be named like an escaped one; its row keeps that name.
            let name = everyone.contains(escaped) ? escaped + " (unreadable name)" : escaped
            guard options.shard?.contains(name) ?? true else { continue }
            let note = "The folder \(escaped) in \(submissions.path) has a name that is not valid UTF-8 (shown with its odd bytes as \\xNN), so sherpa cannot tell which learner it belongs to and did not grade it. Rename it to the learner's id and grade again."
            grades[name] = LearnerGrade.notHandedIn(name, status: .unreadableName, notes: [note], rubric: rubric, section: section)
        }
        let adjusted = grades.values.map { options.policy.apply(to: $0, rubric: rubric) }
        // Similarity: over the whole class's clean copies even in a shard, so that every shard
        // lists the same pairs and a merge equals one grade; the starter's code set aside. Each
        // hand-in is also compared with the reference solution, which every learner's clone holds.
        var copies = submissionsByLearner.compactMapValues(\.copy)
        for learner in everyone where submissionsByLearner[learner] == nil && folders.contains(learner) {
            copies[learner] = try? intake.take(learner: learner, from: submissions.appendingPathComponent(learner), into: scratch.appendingPathComponent("intake/\(ClassPackage.key(for: learner))")).copy
        }
        let detector = SimilarityDetector()
        let sources = copies.mapValues(SimilarityDetector.sources(in:))
        let starter = SimilarityDetector.sources(in: workspace.url(section.starter))
        let similarity = detector.pairs(sources, starter: starter)
        let nearReference = detector.referenceMatches(sources, starter: starter, reference: SimilarityDetector.sources(in: workspace.url(section.solution)))
        let provenance = GradeProvenance(shard: options.shard, courseRevision: cache.courseRevision, toolchainVersion: toolchain, limits: limits)
        let gradebook = Gradebook(
            section: section, rubric: rubric, learners: adjusted, sandboxLimitations: sandbox.limitations,
            similarity: similarity, nearReference: nearReference, provenance: provenance
        )
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
