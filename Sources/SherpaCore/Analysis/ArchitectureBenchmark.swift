import Foundation

/// Times the analysis of one file, for `sherpa bench-analysis FILE`
/// (driven by `scripts/bench-analysis.sh`).
package enum ArchitectureBenchmark {
    /// The mean time to tokenize `file`, extract its facts and run `rules` over it,
    /// over `iterations` runs after one warm-up run.
    package static func run(file: URL, iterations: Int, rules: [ArchitectureRule] = []) throws -> Duration {
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw AnalysisError.unreadableSource(path: file.path, reason: "it is missing or not UTF-8 text")
        }
        let source = SourceFile(path: file.lastPathComponent, text: text)
        let checker = ArchitectureChecker(rules: rules)
        let runs = max(1, iterations)
        var findings = checker.check([source]).count
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<runs {
                findings &+= checker.check([source]).count
            }
        }
        // Keeps the optimizer from dropping the work whose result is otherwise unused.
        if findings == Int.min { print(findings) }
        return elapsed / runs
    }
}
