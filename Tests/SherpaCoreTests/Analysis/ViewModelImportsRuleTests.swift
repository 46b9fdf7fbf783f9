import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Rule view-model-imports-no-ui")
    struct ViewModelImportsRuleTests {
        private let rule = "view-model-imports-no-ui"

        @Test("a view model file that imports SwiftUI is reported on the import line")
        func importsSwiftUI() throws {
            let findings = try AnalysisFixtures.findings(rule, [("App/PantryViewModel.swift", """
                import Foundation
                import SwiftUI

                @Observable
                final class PantryViewModel {
                    private(set) var jars: [String] = []
                }
                """)])
            #expect(findings.count == 1)
            #expect(findings.first?.line == 2)
            #expect(findings.first?.path == "App/PantryViewModel.swift")
            #expect(findings.first?.message.contains("`PantryViewModel`") == true)
            #expect(findings.first?.message.contains("`SwiftUI`") == true)
        }

        @Test("UIKit behind #if counts too, and both modules are named in one finding")
        func conditionalUIKit() throws {
            let findings = try AnalysisFixtures.findings(rule, [("PantryViewModel.swift", """
                import SwiftUI
                #if canImport(UIKit)
                import UIKit
                #endif
                final class PantryViewModel {}
                """)])
            #expect(findings.count == 1)
            #expect(findings.first?.message.contains("`SwiftUI` and `UIKit`") == true)
        }

        @Test("a view model importing only Foundation and Observation is fine")
        func foundationOnly() throws {
            let findings = try AnalysisFixtures.findings(rule, [("PantryViewModel.swift", """
                import Foundation
                import Observation
                @Observable final class PantryViewModel {}
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a SwiftUI import in a comment or a string does not count")
        func commentsAndStrings() throws {
            let findings = try AnalysisFixtures.findings(rule, [("PantryViewModel.swift", """
                import Foundation
                // import SwiftUI  (not here: this file must stay UI-free)
                /* import UIKit */
                @Observable final class PantryViewModel {
                    let note = "import SwiftUI"
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a view file may import SwiftUI")
        func viewFile() throws {
            let findings = try AnalysisFixtures.findings(rule, [("PantryView.swift", """
                import SwiftUI
                struct PantryView: View { var body: some View { Text("Jars") } }
                """)])
            #expect(findings.isEmpty)
        }
    }
}
