import Foundation
import SherpaCore
import SherpaRunner

/// `sherpa grade`'s engine: takes a clean copy of every submission, builds the whole class in one
/// package, and judges each learner through the `CheckPipeline` `sherpa check` uses (their tests
/// in their own sandboxed processes), then scores them by the section's rubric.
package struct ClassGrader: Sendable {
    package let environment: RunEnvironment
    /// Learners whose tests run at the same time.
    var jobs: Int

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
        var lockTimeout: TimeInterval = 4 * 3600
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

    /// Who one grade is about: the folders handed in, the roster's names, and this shard's part of them.
    struct Roll {
        var found: SubmissionIntake.Folders
        /// Everyone of the class, in the folder or on the roster, sorted.
        var everyone: [String]
        /// Those this grade grades: everyone, or the shard's slice.
        var learners: [String]
    }

    /// Where one grade keeps its files, and the rubric it scores by.
    struct Setting: Sendable {
        var section: CatalogSection
        var submissions: URL
        var scratch: URL
        var rubric: Rubric

        /// Where a learner's clean copy goes.
        func intakeFolder(_ learner: String) -> URL {
            scratch.appendingPathComponent("intake/\(ClassPackage.key(for: learner))")
        }
    }

    package func grade(
        _ section: CatalogSection, submissions: URL, options: Options = Options(),
        progress: @escaping @Sendable (Progress) -> Void = { _ in }
    ) throws -> Run {
        let workspace = environment.workspace
        guard SubmissionIntake.isDirectory(submissions.standardizedFileURL.path) else {
            throw GradingError.noSubmissionsFolder(path: submissions.path)
        }
        let setting = Setting(
            section: section, submissions: submissions, scratch: workspace.scratchRoot.appendingPathComponent("grade-\(section.id)"),
            rubric: try options.rubric ?? Rubric.load(for: section, in: workspace)
        )
        // Before the section's lock: a moved course's caches go first. The gradebook is about the
        // class, not this checkout, so the note is not added to it.
        try BuildCacheStamp.claim(environment)
        // Two grades of one section share its build folder: the second waits for the first.
        let lock = try FileLock(path: setting.scratch.path + ".lock", timeout: options.lockTimeout, onWait: options.onWait)
        defer { withExtendedLifetime(lock) {} }
        let sandbox = try confinedRuns(setting, allowUnconfined: options.allowUnconfined)
        let roll = try Self.roll(submissions, options: options)

        let handedIn = try takeHandIns(roll, setting: setting, progress: progress)
        let toolchain = (try? environment.processes.run(ProcessInvocation(program: environment.swift, arguments: ["--version"], timeout: 60, temporaryDirectory: workspace.toolTemporaryFolder)))?.stdout ?? ""
        let cache = try GradeCache(
            folder: setting.scratch.appendingPathComponent("cache"), secretFile: workspace.scratchRoot.appendingPathComponent("grade-cache.key"),
            workspace: workspace, section: section, limits: environment.limits, toolchain: toolchain, sandboxLimitations: sandbox.limitations
        )
        let remembered = options.force ? [:] : handedIn.compactMapValues { $0.copy == nil ? nil : cache.report(for: $0) }
        progress(Progress(phase: .building, done: 0, total: roll.learners.count))
        let build = try buildClass(setting, handedIn: handedIn, remembered: remembered)
        var grades = try judge(build, in: setting, order: roll.learners, handedIn: handedIn, cache: cache, progress: progress)
        grades.merge(Self.untested(roll.learners.filter { grades[$0] == nil }, in: setting, handedIn: handedIn, remembered: remembered)) { tested, _ in tested }
        grades.merge(Self.unreadable(roll, in: setting, shard: options.shard)) { _, unreadable in unreadable }
        let adjusted = grades.values.map { options.policy.apply(to: $0, rubric: setting.rubric) }
        let (similarity, nearReference) = similarity(roll, in: setting, handedIn: handedIn)
        let gradebook = Gradebook(
            section: section, rubric: setting.rubric, learners: adjusted, sandboxLimitations: sandbox.limitations,
            similarity: similarity, nearReference: nearReference,
            provenance: GradeProvenance(shard: options.shard, courseRevision: cache.courseRevision, toolchainVersion: toolchain, limits: environment.limits)
        )
        return Run(gradebook: gradebook, tested: build.outcomes.count, remembered: roll.learners.filter { remembered[$0] != nil }.count)
    }

    /// Before anything is built: the sandbox every test run of the grade runs in. A grade of
    /// untrusted code without its sandbox runs only on request.
    private func confinedRuns(_ setting: Setting, allowUnconfined: Bool) throws -> TestSandbox {
        let runs = setting.scratch.appendingPathComponent("runs")
        try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
        let sandbox = TestSandbox.make(readable: [], writable: [runs], hidden: [environment.workspace.root, setting.submissions], processes: environment.processes)
        if !sandbox.isComplete, !allowUnconfined {
            throw SandboxError.incomplete(limitations: sandbox.limitations)
        }
        return sandbox
    }

    /// The learners of the submissions folder and the roster, and the shard's part of them.
    private static func roll(_ submissions: URL, options: Options) throws -> Roll {
        let found = SubmissionIntake.folders(in: submissions)
        try found.refuseAlikeNames(in: submissions)
        let everyone = Array(Set(found.learners).union(options.roster?.learners ?? [])).sorted()
        guard !everyone.isEmpty || !found.unreadableNames.isEmpty else { throw GradingError.noLearners(path: submissions.path) }
        let learners = options.shard.map { shard in everyone.filter(shard.contains) } ?? everyone
        return Roll(found: found, everyone: everyone, learners: learners)
    }

    /// Step 1: a clean copy of every hand-in; a learner on the roster without a folder handed in nothing.
    private func takeHandIns(_ roll: Roll, setting: Setting, progress: (Progress) -> Void) throws -> [String: Submission] {
        let intake = SubmissionIntake(section: setting.section)
        var handedIn: [String: Submission] = [:]
        for (index, learner) in roll.learners.enumerated() {
            progress(Progress(phase: .intake, done: index, total: roll.learners.count))
            if roll.found.learners.contains(learner) {
                handedIn[learner] = try intake.take(learner: learner, from: setting.submissions.appendingPathComponent(learner), into: setting.intakeFolder(learner))
            } else {
                handedIn[learner] = Submission(learner: learner, layout: .missing, copy: nil, notes: [], submittedAt: nil, digest: "")
            }
        }
        return handedIn
    }

    /// Step 2: one build graph for every hand-in not remembered from an earlier grade, with the
    /// section's mutants compiled in for the learners' own tests.
    private func buildClass(_ setting: Setting, handedIn: [String: Submission], remembered: [String: CheckReport]) throws -> ClassBuild.Result {
        let (workspace, section) = (environment.workspace, setting.section)
        let schema = try section.learnerTests.map { spec in
            do {
                return try MutantSchema.make(MutantCatalog.load(folder: workspace.url(spec.mutants)), mutantsFolder: workspace.url(spec.mutants), solutionFolder: workspace.url(section.solution))
            } catch {
                throw GradingError.mutantSchema(error.localizedDescription)
            }
        }
        return try ClassBuild(environment: environment).run(
            section, folder: setting.scratch.appendingPathComponent("package"),
            submissions: handedIn.values.filter { remembered[$0.learner] == nil }.sorted { $0.learner < $1.learner }, schema: schema
        )
    }

    /// Step 3: each learner the class build tried, stopped at the build or at missing parts or judged
    /// by the check's pipeline, remembered for the next grade and scored, at most `jobs` at a time.
    private func judge(
        _ build: ClassBuild.Result, in setting: Setting, order learners: [String], handedIn: [String: Submission], cache: GradeCache,
        progress: @escaping @Sendable (Progress) -> Void
    ) throws -> [String: LearnerGrade] {
        let pipeline = try CheckPipeline(environment: environment, section: setting.section)
        let environment = self.environment
        let queue = learners.filter { build.outcomes[$0] != nil }
        @Sendable func grade(_ learner: String) throws -> LearnerGrade {
            let submission = handedIn[learner]!
            let learnerBuild = try build.outcomes[learner]!.map { member -> any BuiltLearnerCode in
                try ClassMemberBuild(
                    environment: environment, package: build.package, member: member,
                    runFolder: setting.scratch.appendingPathComponent("runs/\(ClassPackage.key(for: learner))"),
                    readOnly: [environment.workspace.root, setting.submissions], mutationProblem: build.mutationProblems[learner]
                )
            }
            var report = try pipeline.report(
                learnerBuild, sourceFolder: submission.copy!, sourcePath: ClassBuild.displayRoot(submission, section: setting.section),
                variant: .submission, leadingWarnings: submission.notes, checkerGaps: build.checkerGaps[learner]
            )
            // Step times are for `sherpa check --timings`; a gradebook stays the same from run to run.
            report.timings = nil
            try cache.store(report, for: submission)
            return Self.grade(report, submission: submission, rubric: setting.rubric, section: setting.section)
        }
        let grades = try Self.inFlight(queue, atMost: jobs, work: grade) { done in
            progress(Progress(phase: .testing, done: done, total: queue.count))
        }
        return Dictionary(uniqueKeysWithValues: grades)
    }

    /// `work` on every item, at most `width` at a time, in a task group whose jobs each run on a thread
    /// of their own (`ThreadPerJobExecutor`); `finished` hears how many are done as each finishes. A
    /// failure starts no further item; those already running finish before it is thrown.
    static func inFlight<Item: Sendable, Value: Sendable>(
        _ items: [Item], atMost width: Int, work: @escaping @Sendable (Item) throws -> Value, finished: @escaping @Sendable (Int) -> Void
    ) throws -> [(Item, Value)] {
        try ThreadPerJobExecutor().wait {
            try await withThrowingTaskGroup(of: (Item, Value).self) { group in
                var waiting = items[...]
                for item in waiting.prefix(width) {
                    group.addTask { (item, try work(item)) }
                }
                waiting = waiting.dropFirst(width)
                var done: [(Item, Value)] = []
                while let result = try await group.next() {
                    done.append(result)
                    finished(done.count)
                    if let next = waiting.popFirst() {
                        group.addTask { (next, try work(next)) }
                    }
                }
                return done
            }
        }
    }

    /// Step 4: everyone the class build did not try: remembered from an earlier grade, handed in
    /// nothing, or handed in no Swift file of the section.
    private static func untested(_ learners: [String], in setting: Setting, handedIn: [String: Submission], remembered: [String: CheckReport]) -> [String: LearnerGrade] {
        let (section, rubric) = (setting.section, setting.rubric)
        var grades: [String: LearnerGrade] = [:]
        for learner in learners {
            let submission = handedIn[learner]!
            if let report = remembered[learner] {
                grades[learner] = grade(report, submission: submission, rubric: rubric, section: section)
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
        return grades
    }

    /// Step 5: a row for each folder whose name is not valid UTF-8, in the shard its name falls in.
    private static func unreadable(_ roll: Roll, in setting: Setting, shard: GradeShard?) -> [String: LearnerGrade] {
        var grades: [String: LearnerGrade] = [:]
        for escaped in roll.found.unreadableNames {
            // A real folder could be named like an escaped one; its row keeps that name.
            let name = roll.everyone.contains(escaped) ? escaped + " (unreadable name)" : escaped
            guard shard?.contains(name) ?? true else { continue }
            let note = "The folder \(escaped) in \(setting.submissions.path) has a name that is not valid UTF-8 (shown with its odd bytes as \\xNN), so sherpa cannot tell which learner it belongs to and did not grade it. Rename it to the learner's id and grade again."
            grades[name] = LearnerGrade.notHandedIn(name, status: .unreadableName, notes: [note], rubric: setting.rubric, section: setting.section)
        }
        return grades
    }

    /// Step 6: similarity over the whole class's clean copies even in a shard, so that every shard
    /// lists the same pairs and a merge equals one grade; the starter's code set aside. Each
    /// hand-in is also compared with the reference solution, which every learner's clone holds.
    private func similarity(_ roll: Roll, in setting: Setting, handedIn: [String: Submission]) -> ([SimilarityPair], [ReferenceMatch]) {
        let (workspace, section) = (environment.workspace, setting.section)
        let intake = SubmissionIntake(section: section)
        var copies = handedIn.compactMapValues(\.copy)
        for learner in roll.everyone where handedIn[learner] == nil && roll.found.learners.contains(learner) {
            copies[learner] = try? intake.take(learner: learner, from: setting.submissions.appendingPathComponent(learner), into: setting.intakeFolder(learner)).copy
        }
        let detector = SimilarityDetector()
        let sources = copies.mapValues(SimilarityDetector.sources(in:))
        let starter = SimilarityDetector.sources(in: workspace.url(section.starter))
        return (
            detector.pairs(sources, starter: starter),
            detector.referenceMatches(sources, starter: starter, reference: SimilarityDetector.sources(in: workspace.url(section.solution)))
        )
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
