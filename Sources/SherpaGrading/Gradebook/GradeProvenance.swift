import Foundation
import SherpaCore
import SherpaRunner

/// What a grade was made from. Shards graded on several machines are merged only when they are the
/// whole set (every K of the same N) and agree on all of it, so a merge is always one class graded
/// one way.
struct GradeProvenance: Codable, Sendable, Equatable {
    /// The slice of the class; nil for a grade of everyone.
    var shard: GradeShard?
    /// A digest of everything of the course that decides a grade: the suite and its support, the
    /// reference solution, probes, mutants, rubric, rules and hints (`GradeCache.courseRevision`).
    var courseRevision: String
    /// The first line of `swift --version`.
    var toolchain: String
    /// The time and output limits the tests ran under.
    package var limits: String

    init(shard: GradeShard? = nil, courseRevision: String = "", toolchain: String = "", limits: String = "") {
        self.shard = shard
        self.courseRevision = courseRevision
        self.toolchain = toolchain
        self.limits = limits
    }

    package init(shard: GradeShard?, courseRevision: String, toolchainVersion: String, limits: CheckLimits) {
        self.init(
            shard: shard, courseRevision: courseRevision,
            toolchain: toolchainVersion.split(whereSeparator: \.isNewline).first.map(String.init) ?? "",
            limits: "\(PointsFormatting.plain(limits.perTest)) s per test, \(PointsFormatting.plain(limits.perRun)) s per run, \(limits.output) bytes of output"
        )
    }
}
