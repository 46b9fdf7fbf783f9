import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Rule view-model-repository-is-private")
    struct PrivateDependencyRuleTests {
        private let rule = "view-model-repository-is-private"
        private let repositoryFile = ("RecipeRepository.swift", """
            protocol RecipeRepository { func fetchTitles() async throws -> [String] }
            struct RemoteRecipeRepository: RecipeRepository {
                func fetchTitles() async throws -> [String] { [] }
            }
            """)

        @Test("a private repository is fine, whatever the learner named it")
        func privateUnderAnyName() throws {
            let findings = try AnalysisFixtures.findings(rule, [repositoryFile, ("RecipeListViewModel.swift", """
                @Observable final class RecipeListViewModel {
                    private let source: any RecipeRepository
                    init(source: any RecipeRepository) { self.source = source }
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a repository anyone can set is reported by its type, naming the property and its setter's access")
        func settableIsReported() throws {
            let findings = try AnalysisFixtures.findings(rule, [repositoryFile, ("RecipeListViewModel.swift", """
                @Observable final class RecipeListViewModel {
                    var recipes: any RecipeRepository
                    init(recipes: any RecipeRepository) { self.recipes = recipes }
                }
                """)])
            #expect(findings.count == 1)
            #expect(findings.first?.line == 2)
            #expect(findings.first?.message.contains("`RecipeListViewModel.recipes`") == true)
            #expect(findings.first?.message.contains("is internal") == true)
        }

        @Test("a `let` repository is fine without `private`: nothing outside can swap it, which is the guarantee")
        func constantIsFine() throws {
            let findings = try AnalysisFixtures.findings(rule, [repositoryFile, ("BookDetailViewModel.swift", """
                @Observable final class BookDetailViewModel {
                    let repository: any RecipeRepository
                    init(repository: any RecipeRepository) { self.repository = repository }
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a `private(set) var` repository is fine: only the view model can swap it")
        func privateSetterIsFine() throws {
            let findings = try AnalysisFixtures.findings(rule, [repositoryFile, ("RecipeListViewModel.swift", """
                @Observable final class RecipeListViewModel {
                    private(set) var source: any RecipeRepository
                    init(source: any RecipeRepository) { self.source = source }
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a concrete repository made in place is found by the type it constructs")
        func constructedConcreteIsFound() throws {
            let findings = try AnalysisFixtures.findings(rule, [repositoryFile, ("RecipeListViewModel.swift", """
                @Observable final class RecipeListViewModel {
                    var store = RemoteRecipeRepository()
                }
                """)])
            #expect(findings.count == 1)
        }

        @Test("other stored properties of the view model are not this rule's business")
        func otherPropertiesIgnored() throws {
            let findings = try AnalysisFixtures.findings(rule, [repositoryFile, ("RecipeListViewModel.swift", """
                @Observable final class RecipeListViewModel {
                    private(set) var titles: [String] = []
                    let pageSize = 20
                    private let source: any RecipeRepository
                    init(source: any RecipeRepository) { self.source = source }
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("section 7's variant lets the repository be internal, since only the module boundary matters there")
        func featureVariantAllowsInternal() throws {
            let project = [repositoryFile, ("RecipeListViewModel.swift", """
                @Observable public final class RecipeListViewModel {
                    let source: any RecipeRepository
                    package let backup: any RecipeRepository
                    init(source: any RecipeRepository) { self.source = source; self.backup = source }
                }
                """)]
            let findings = try AnalysisFixtures.findings("feature-repository-stays-in-module", project)
            #expect(findings.map(\.line) == [3])
        }
    }
}
