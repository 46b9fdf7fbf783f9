import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// `sherpa bench-analysis FILE`: authoring aid that times the architecture analysis of one file.
/// `scripts/bench-analysis.sh` generates the file and runs this in release mode.
struct BenchAnalysisCommand: SherpaCommand {
    static let name = "bench-analysis"
    static let abstract = "Authoring: time the architecture analysis of a Swift file (all rules)."
    static let options: [CommandOption] = [
        .argument("file", missing: "Name the Swift file to analyse.", help: "The Swift file to analyse."),
        .wholeNumber("--iterations", "n", in: 1...Int.max, described: "a whole number above zero", help: "How many times to run the analysis (default 200)."),
    ]

    var file: String
    var iterations: Int

    init(parsing arguments: inout ArgumentList) throws {
        iterations = arguments.integer("--iterations") ?? 200
        file = arguments.required()
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let book = try RuleBook.load(from: workspace.url("sherpa/rules.json"))
        let rules = try book.rules(ids: book.rules.map(\.id))
        let url = URL(fileURLWithPath: file, relativeTo: context.currentDirectory)
        let lines = (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false).count ?? 0
        let mean = try ArchitectureBenchmark.run(file: url, iterations: iterations, rules: rules)
        let milliseconds = Double(mean.components.seconds) * 1000 + Double(mean.components.attoseconds) / 1e15
        context.console.line(String(format: "%d lines, %d rules, %d runs: %.2f ms per file", lines, rules.count, iterations, milliseconds))
        return ExitCode.success
    }
}
