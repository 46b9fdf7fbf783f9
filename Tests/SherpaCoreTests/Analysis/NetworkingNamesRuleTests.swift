import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Rules view-has-no-networking and view-model-has-no-networking")
    struct NetworkingNamesRuleTests {
        @Test("a view that fetches and decodes is reported once, naming each API in order of use")
        func viewFetches() throws {
            let findings = try AnalysisFixtures.findings("view-has-no-networking", [("RecipeView.swift", """
                import SwiftUI
                struct RecipeView: View {
                    @State private var title = ""
                    var body: some View { Text(title).task { await fetch() } }
                    func fetch() async {
                        let address = URL(string: "https://example.com/recipe")!
                        let (data, _) = try! await URLSession.shared.data(from: address)
                        title = try! JSONDecoder().decode(String.self, from: data)
                    }
                }
                """)])
            #expect(findings.count == 1)
            #expect(findings.first?.line == 6)
            #expect(findings.first?.message.contains("`RecipeView` is a view") == true)
            #expect(findings.first?.message.contains("`URL(string:)`, `URLSession` and `JSONDecoder`") == true)
        }

        @Test("networking words in comments and strings of a view are not findings")
        func commentsAndStrings() throws {
            let findings = try AnalysisFixtures.findings("view-has-no-networking", [("RecipeView.swift", #"""
                import SwiftUI
                // The view never calls URLSession; the view model does (see JSONDecoder there).
                struct RecipeView: View {
                    /* URL(string: "https://example.com") lives elsewhere */
                    let caption = "Loaded with URLSession and JSONDecoder"
                    let detail = """
                        URLRequest, HTTPURLResponse and URL(string:) are not used here.
                        """
                    let raw = #"JSONEncoder "quoted" text"#
                    var body: some View { Text(caption + detail + raw) }
                }
                """#)])
            #expect(findings.isEmpty)
        }

        @Test("a plain URL value in a view is fine; only URL(string:) counts as building an address")
        func plainURL() throws {
            let findings = try AnalysisFixtures.findings("view-has-no-networking", [("LinkRow.swift", """
                struct LinkRow: View {
                    let url: URL
                    var body: some View { Text(url.absoluteString) }
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("networking inside an extension of a view is reported in the extension's file")
        func viewExtension() throws {
            let findings = try AnalysisFixtures.findings("view-has-no-networking", [
                ("RecipeView.swift", "struct RecipeView: View { var body: some View { Text(\"\") } }"),
                ("RecipeView+Loading.swift", """
                    extension RecipeView {
                        func reload() async { _ = try? await URLSession.shared.data(from: URL(filePath: "/")) }
                    }
                    """),
            ])
            #expect(findings.map(\.path) == ["RecipeView+Loading.swift"])
        }

        @Test("a view model that calls URLSession itself is reported by the repository-era rule")
        func viewModelFetches() throws {
            let findings = try AnalysisFixtures.findings("view-model-has-no-networking", [("RecipeListViewModel.swift", """
                import Foundation
                @Observable final class RecipeListViewModel {
                    private(set) var titles: [String] = []
                    func load() async throws {
                        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                        titles = try JSONDecoder().decode([String].self, from: data)
                    }
                }
                """)])
            #expect(findings.count == 1)
            #expect(findings.first?.line == 5)
            #expect(findings.first?.message.contains("repository") == true)
        }

        @Test("a view model that asks a repository has no networking finding")
        func viewModelWithRepository() throws {
            let findings = try AnalysisFixtures.findings("view-model-has-no-networking", [("RecipeListViewModel.swift", """
                @Observable final class RecipeListViewModel {
                    private(set) var titles: [String] = []
                    private let repository: any RecipeRepository
                    init(repository: any RecipeRepository) { self.repository = repository }
                    func load() async throws { titles = try await repository.fetchTitles() }
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a repository may use URLSession and JSONDecoder")
        func repositoryIsFree() throws {
            let book = try AnalysisFixtures.ruleBook()
            let checker = ArchitectureChecker(rules: try book.rules(ids: ["view-has-no-networking", "view-model-has-no-networking"]))
            let findings = checker.check([SourceFile(path: "RemoteRecipeRepository.swift", text: """
                struct RemoteRecipeRepository: RecipeRepository {
                    func fetchTitles() async throws -> [String] {
                        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                        return try JSONDecoder().decode([String].self, from: data)
                    }
                }
                """)])
            #expect(findings.isEmpty)
        }
    }
}
