import Foundation
import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Architecture checker")
    struct ArchitectureCheckerTests {
        @Test("findings are ordered by path, then line, then rule id, and carry the rule's guide pointer")
        func ordering() throws {
            let book = try AnalysisFixtures.ruleBook()
            let checker = ArchitectureChecker(rules: try book.rules(ids: ["view-model-state-private-set", "view-model-imports-no-ui"]))
            let findings = checker.check([
                SourceFile(path: "b/NoteViewModel.swift", text: "import SwiftUI\n@Observable final class NoteViewModel { var text = \"\" }"),
                SourceFile(path: "a/ListViewModel.swift", text: "@Observable final class ListViewModel {\n var items = [1] }"),
            ])
            #expect(findings.map { "\($0.path):\($0.line):\($0.ruleID)" } == [
                "a/ListViewModel.swift:2:view-model-state-private-set",
                "b/NoteViewModel.swift:1:view-model-imports-no-ui",
                "b/NoteViewModel.swift:2:view-model-state-private-set",
            ])
            #expect(findings[1].guide == "guide/section-2-view-model.md#the-view-model")
        }

        @Test("no rules means no findings")
        func noRules() {
            let findings = ArchitectureChecker(rules: []).check([SourceFile(path: "A.swift", text: "import SwiftUI\nfinal class AViewModel {}")])
            #expect(findings.isEmpty)
        }

        @Test("a finding survives a round trip through JSON")
        func codable() throws {
            let finding = ArchitectureFinding(ruleID: "r", message: "m", guide: "g", path: "p", line: 3)
            let decoded = try JSONDecoder().decode(ArchitectureFinding.self, from: JSONEncoder().encode(finding))
            #expect(decoded == finding)
        }

        @Test("source that is not valid Swift gives no crash and no invented findings")
        func garbage() throws {
            let rules = try AnalysisFixtures.ruleBook().rules
            let inputs = ["}}}{{{", "struct", "@Observable final class", "var = = =", "\"\"\"", "#if\n#else\n#endif\n#endif", "extension : {"]
            for text in inputs {
                let findings = ArchitectureChecker(rules: rules).check([SourceFile(path: "Bad.swift", text: text)])
                #expect(findings.isEmpty, "\(text.debugDescription) gave \(findings.map(\.ruleID))")
            }
        }

        @Test("the benchmark entry point analyses a file and reports a positive time")
        func benchmark() throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).swift")
            try "struct A: View { var body: some View { Text(\"\") } }".write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let perFile = try ArchitectureBenchmark.run(file: file, iterations: 3, rules: AnalysisFixtures.ruleBook().rules)
            #expect(perFile > .zero)
        }

        @Test("the benchmark names a file it cannot read")
        func benchmarkMissingFile() {
            let file = URL(fileURLWithPath: "/nonexistent/Big.swift")
            #expect(throws: AnalysisError.unreadableSource(path: file.path, reason: "it is missing or not UTF-8 text")) {
                try ArchitectureBenchmark.run(file: file, iterations: 1)
            }
        }
    }
}
