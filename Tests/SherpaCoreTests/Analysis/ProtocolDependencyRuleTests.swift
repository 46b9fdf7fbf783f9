import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Rule view-model-depends-on-protocol")
    struct ProtocolDependencyRuleTests {
        private let rule = "view-model-depends-on-protocol"
        private let repositoryFile = ("RecipeRepository.swift", """
            protocol RecipeRepository { func fetchTitles() async throws -> [String] }
            struct RemoteRecipeRepository: RecipeRepository {
                func fetchTitles() async throws -> [String] { [] }
            }
            """)

        @Test("a view model that builds a concrete repository is reported, naming the protocol to use")
        func buildsConcrete() throws {
            let findings = try AnalysisFixtures.findings(rule, [repositoryFile, ("RecipeListViewModel.swift", """
                @Observable final class RecipeListViewModel {
                    private let repository = RemoteRecipeRepository()
                }
                """)])
            #expect(findings.count == 1)
            #expect(findings.first?.line == 2)
            #expect(findings.first?.message.contains("concrete `RemoteRecipeRepository`") == true)
            #expect(findings.first?.message.contains("`RecipeRepository`") == true)
        }

        @Test("a property typed as the concrete repository is reported")
        func typedConcrete() throws {
            let findings = try AnalysisFixtures.findings(rule, [repositoryFile, ("RecipeListViewModel.swift", """
                @Observable final class RecipeListViewModel {
                    private let repository: RemoteRecipeRepository
                    init(repository: RemoteRecipeRepository) { self.repository = repository }
                }
                """)])
            #expect(findings.count == 1)
        }

        @Test("a protocol-typed property with a concrete default argument is fine")
        func protocolWithDefault() throws {
            let findings = try AnalysisFixtures.findings(rule, [repositoryFile, ("RecipeListViewModel.swift", """
                @Observable final class RecipeListViewModel {
                    private let repository: any RecipeRepository
                    init(repository: any RecipeRepository = RemoteRecipeRepository()) { self.repository = repository }
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a concrete repository named only in a comment or a string is fine")
        func commentsAndStrings() throws {
            let findings = try AnalysisFixtures.findings(rule, [repositoryFile, ("RecipeListViewModel.swift", """
                @Observable final class RecipeListViewModel {
                    // Not `private let repository = RemoteRecipeRepository()`: tests pass a fake.
                    private let repository: RecipeRepository
                    private let label = "RemoteRecipeRepository"
                    init(repository: RecipeRepository) { self.repository = repository }
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a generic view model constrained to the protocol is fine")
        func generic() throws {
            let findings = try AnalysisFixtures.findings(rule, [repositoryFile, ("RecipeListViewModel.swift", """
                @Observable final class RecipeListViewModel<Source: RecipeRepository> {
                    private let source: Source
                    init(source: Source) { self.source = source }
                }
                """)])
            #expect(findings.isEmpty)
        }
    }
}
