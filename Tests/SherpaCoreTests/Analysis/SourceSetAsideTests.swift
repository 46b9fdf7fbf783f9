import Testing
@testable import SherpaCore
import SherpaTestSupport

@Suite("Setting parts of a learner's file aside before a build")
struct SourceSetAsideTests {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("A #Preview block becomes empty lines, and every other line keeps its number")
    func previewBlockBlanked() {
        let text = """
            import SwiftUI
            struct Row: View {
                var body: some View { Text("row") }
            }

            #Preview("A row", traits: .sizeThatFitsLayout) {
                let title = "}"
                Row()
            }
            let after = 1
            """
        let result = lines(SourceSetAside.withoutPreviews(text))
        #expect(result.count == lines(text).count)
        #expect(result[5...8].allSatisfy { $0.isEmpty }, "\(result)")
        #expect(result[2] == "    var body: some View { Text(\"row\") }")
        #expect(result[9] == "let after = 1")
    }

    @Test("A PreviewProvider type becomes empty lines; other types stay")
    func previewProviderBlanked() {
        let text = """
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Row() }
            }
            struct Row: View {
                var body: some View { Text("row") }
            }
            """
        let result = lines(SourceSetAside.withoutPreviews(text))
        #expect(result[0...2].allSatisfy { $0.isEmpty })
        #expect(result[3] == "struct Row: View {")
    }

    @Test("A preview that shares its last line with other code is left as written")
    func sharedLineKept() {
        let text = "#Preview { Row() }; let x = 1\n"
        #expect(SourceSetAside.withoutPreviews(text) == text)
    }

    @Test("A whole file set aside keeps its number of lines")
    func blankedKeepsLines() {
        #expect(SourceSetAside.blanked("a\nb\nc\n") == "\n\n\n")
    }

    @Test("A file declaring a view or an app counts as a view file; a router importing SwiftUI does not")
    func viewFiles() {
        #expect(SourceSetAside.declaresViews("import SwiftUI\nstruct Row: View { var body: some View { Text(\"\") } }\n"))
        #expect(SourceSetAside.declaresViews("import SwiftUI\n@main struct BrowserApp: App { var body: some Scene { WindowGroup { Row() } } }\n"))
        #expect(!SourceSetAside.declaresViews("import SwiftUI\n@Observable final class Router { var path = NavigationPath() }\n"))
    }

    @Test("Declared names include a learner's own properties, whatever their access")
    func declaredNames() {
        let names = SourceSetAside.declaredNames("final class Model { private(set) var isLoading = false\n func load() {} }\nenum State { case idle }\n")
        #expect(names.isSuperset(of: ["Model", "isLoading", "load", "State", "idle"]))
    }
}
