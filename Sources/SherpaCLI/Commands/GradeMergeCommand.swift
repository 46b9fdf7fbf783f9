import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// `sherpa grade merge <dirs…> --out DIR`: joins the outputs of shards graded on several machines
/// into the gradebook one unsharded grade would have written.
struct GradeMergeCommand: SherpaCommand {
    static let name = "merge"
    static let abstract = "Join the outputs of `sherpa grade --shard` runs into one gradebook."
    static let options: [CommandOption] = [
        .argument("shard-out", repeats: true, missing: "Name the shard output folders to merge, for example `sherpa grade merge out-1 out-2 --out grades`.", help: "The --out folders of the shards, each holding its gradebook.json."),
        .value("--out", "dir", required: true, missing: "Say where the merged gradebook goes with --out DIR.", help: "Where to write the merged gradebook."),
    ] + GradePolicyOptions.options

    var folders: [String] = []
    var out: String
    var shared: GradePolicyOptions

    init(parsing arguments: inout ArgumentList) throws {
        shared = try GradePolicyOptions(parsing: &arguments)
        out = arguments.option("--out") ?? ""
        while let word = arguments.positional() { folders.append(word) }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let outFolder = URL(fileURLWithPath: out, relativeTo: context.currentDirectory)
        try GradeInputCheck.outputFolder(outFolder)
        let roster = try shared.loadRoster(context)
        var merged = try GradebookMerger.merge(folders.map { URL(fileURLWithPath: $0, relativeTo: context.currentDirectory) })
        // Roster learners no shard graded still get their `missing` rows; only then is the course needed.
        if let roster {
            merged.addMissing(from: roster, section: try context.workspace().section(named: merged.section))
        }
        let policy = try shared.policy(context, outFolder: outFolder, rubric: merged.rubric, roster: roster, learners: Set(merged.learners.map(\.learner)))
        merged.learners = merged.learners.map { policy.apply(to: $0, rubric: merged.rubric) }
        return try GradePolicyOptions.write(merged, formats: shared.formats, to: outFolder, console: context.console)
    }
}
