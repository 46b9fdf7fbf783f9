import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Type roles")
    struct TypeRoleTests {
        private func roles(_ text: String) -> [String: TypeRole] {
            ProjectFacts(sources: [SourceFile(path: "Roles.swift", text: text)]).roles
        }

        @Test("a type conforming to View is a view, even through an extension")
        func views() {
            let found = roles("struct Card: View {}\nstruct Row {}\nextension Row: View {}")
            #expect(found["Card"] == .view)
            #expect(found["Row"] == .view)
        }

        @Test("a class named ...ViewModel or an @Observable class is a view model")
        func viewModels() {
            let found = roles("final class ShelfViewModel {}\n@Observable final class Basket {}\nfinal class Old: ObservableObject {}")
            #expect(found["ShelfViewModel"] == .viewModel)
            #expect(found["Basket"] == .viewModel)
            #expect(found["Old"] == .viewModel)
        }

        @Test("an @Observable router is a router, not a view model")
        func routers() {
            #expect(roles("@Observable final class AppRouter {}")["AppRouter"] == .router)
        }

        @Test("repository protocols and their implementations are told apart")
        func repositories() {
            let found = roles("""
                protocol ShelfRepository {}
                protocol QuoteProviding {}
                struct RemoteShelfRepository: ShelfRepository {}
                struct CannedQuotes: QuoteProviding {}
                protocol Describable {}
                """)
            #expect(found["ShelfRepository"] == .repositoryProtocol)
            #expect(found["QuoteProviding"] == .repositoryProtocol)
            #expect(found["RemoteShelfRepository"] == .repository)
            #expect(found["CannedQuotes"] == .repository)
            #expect(found["Describable"] == .other)
        }

        @Test("errors, environment keys and plain data get their own roles")
        func otherRoles() {
            let found = roles("enum ShelfError: LocalizedError {}\nstruct ShelfKey: EnvironmentKey {}\nstruct Shelf: Codable {}\nenum Phase { case a }\nfinal class Plain {}")
            #expect(found["ShelfError"] == .error)
            #expect(found["ShelfKey"] == .other)
            #expect(found["Shelf"] == .model)
            #expect(found["Phase"] == .model)
            #expect(found["Plain"] == .other)
        }

        @Test("bindings from every file of a section are pooled")
        func pooledBindings() {
            let project = ProjectFacts(sources: [
                SourceFile(path: "A.swift", text: "TextField(\"\", text: $model.query)"),
                SourceFile(path: "B.swift", text: "Toggle(\"\", isOn: $model.onlyFavourites)"),
            ])
            #expect(project.boundMembers == ["query", "onlyFavourites"])
        }
    }
}
