import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Rule one-model-per-file")
    struct OneModelPerFileRuleTests {
        private let rule = "one-model-per-file"

        @Test("two model types in one file are reported on the second")
        func twoModels() throws {
            let findings = try AnalysisFixtures.findings(rule, [("Models/Plant.swift", """
                struct Plant: Identifiable { let id: Int }

                enum Season: String, Codable { case spring, autumn }
                """)])
            #expect(findings.count == 1)
            #expect(findings.first?.line == 3)
            #expect(findings.first?.message.contains("Plant.swift declares 2 model types: `Plant` and `Season`") == true)
        }

        @Test("nested, private and non-model types beside a model are fine")
        func oneModel() throws {
            let findings = try AnalysisFixtures.findings(rule, [("Plant.swift", """
                struct Plant: Codable {
                    let id: Int
                    private enum CodingKeys: String, CodingKey { case id }
                }
                private struct Helper {}
                extension Plant: Hashable {}
                enum PlantError: Error { case wilted }
                protocol PlantRepository {}
                """)])
            #expect(findings.isEmpty)
        }

        @Test("one type declared in two #if branches counts once")
        func conditionalBranches() throws {
            let findings = try AnalysisFixtures.findings(rule, [("Plant.swift", """
                #if os(iOS)
                struct Plant { let id: Int }
                #else
                struct Plant { let id: Int; let note: String }
                #endif
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a type declaration inside a comment or a string is not counted")
        func commentsAndStrings() throws {
            let findings = try AnalysisFixtures.findings(rule, [("Plant.swift", #"""
                struct Plant { let id: Int }
                // struct Pot { let size: Int }
                let sample = """
                    struct Soil {}
                    """
                """#)])
            #expect(findings.isEmpty)
        }
    }
}
