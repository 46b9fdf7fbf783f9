import Foundation
import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    /// The bars of the architecture checks, run over the route's real starters and solutions
    /// with the rules each section's catalog entry lists.
    @Suite("Architecture rules on the route")
    struct RouteArchitectureTests {
        private struct Section {
            var id: String
            var starter: String
            var solution: String
            var rules: [String]
            var excluded: [String]
        }

        private func sections() throws -> [Section] {
            let url = AnalysisFixtures.repositoryRoot.appendingPathComponent("sherpa/catalog.json")
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            let entries = try #require(object?["sections"] as? [[String: Any]])
            return entries.map { entry in
                let tests = (entry["learnerTests"] as? [String: Any])?["path"] as? String
                return Section(
                    id: entry["id"] as? String ?? "",
                    starter: entry["starter"] as? String ?? "",
                    solution: entry["solution"] as? String ?? "",
                    rules: entry["rules"] as? [String] ?? [],
                    excluded: tests.map { [$0] } ?? []
                )
            }
        }

        /// The Swift files of a section folder, minus the learner's tests; nil when the folder is absent.
        private func sources(_ folder: String, excluding excluded: [String]) throws -> [SourceFile]? {
            let root = AnalysisFixtures.repositoryRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { return nil }
            var files: [SourceFile] = []
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                if excluded.contains(where: { relative.hasPrefix($0 + "/") }) { continue }
                let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
                files.append(SourceFile(path: "\(folder)/\(relative)", text: text))
            }
            return files.sorted { $0.path < $1.path }
        }

        @Test("no solution breaks a rule its section lists")
        func solutionsAreClean() throws {
            let book = try AnalysisFixtures.ruleBook()
            for section in try sections() {
                guard let files = try sources(section.solution, excluding: section.excluded), !files.isEmpty else { continue }
                let findings = ArchitectureChecker(rules: try book.rules(ids: section.rules)).check(files)
                #expect(findings.isEmpty, "\(section.id): \(findings.map { "\($0.ruleID) at \($0.path):\($0.line)" })")
            }
        }

        @Test("the starters of sections 2 and 3 each get a finding about their real problem")
        func startersAreFlagged() throws {
            let book = try AnalysisFixtures.ruleBook()
            let expected = ["section-2": "view-has-no-networking", "section-3": "view-model-has-no-networking"]
            for section in try sections() {
                guard let ruleID = expected[section.id] else { continue }
                let files = try #require(try sources(section.starter, excluding: section.excluded), "\(section.starter) is missing")
                let findings = ArchitectureChecker(rules: try book.rules(ids: section.rules)).check(files)
                #expect(findings.contains { $0.ruleID == ruleID }, "\(section.id) starter: expected \(ruleID), got \(findings.map(\.ruleID))")
            }
        }
    }
}
