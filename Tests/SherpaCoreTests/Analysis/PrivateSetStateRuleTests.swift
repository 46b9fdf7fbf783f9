import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Rule view-model-state-private-set")
    struct PrivateSetStateRuleTests {
        private let rule = "view-model-state-private-set"

        @Test("a settable stored var of a view model is reported on its line")
        func settableState() throws {
            let findings = try AnalysisFixtures.findings(rule, [("TimerViewModel.swift", """
                @Observable
                final class TimerViewModel {
                    var secondsLeft = 60
                    private(set) var isRunning = false
                }
                """)])
            #expect(findings.count == 1)
            #expect(findings.first?.line == 3)
            #expect(findings.first?.message.contains("`TimerViewModel.secondsLeft`") == true)
            #expect(findings.first?.message.contains("private(set)") == true)
        }

        @Test("private, fileprivate, let, static and computed members are fine")
        func allowedShapes() throws {
            let findings = try AnalysisFixtures.findings(rule, [("TimerViewModel.swift", """
                @Observable
                final class TimerViewModel {
                    private(set) var secondsLeft = 60
                    public private(set) var laps: [Int] = []
                    private var ticker: Int?
                    fileprivate var spare = 0
                    let limit = 60
                    static var shared = 1
                    var isDone: Bool { secondsLeft == 0 }
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a var the view binds with $viewModel.name stays writable")
        func boundByView() throws {
            let findings = try AnalysisFixtures.findings(rule, [
                ("TimerViewModel.swift", "@Observable final class TimerViewModel { var label = \"\"; var hidden = 0 }"),
                ("TimerView.swift", """
                    struct TimerView: View {
                        @State private var viewModel = TimerViewModel()
                        var body: some View { TextField("Label", text: $viewModel.label) }
                    }
                    """),
            ])
            #expect(findings.map { $0.message.contains("`TimerViewModel.hidden`") } == [true])
        }

        @Test("a binding spelled only in a comment or a string does not make a var writable")
        func bindingInComment() throws {
            let findings = try AnalysisFixtures.findings(rule, [
                ("TimerViewModel.swift", "@Observable final class TimerViewModel { var label = \"\" }"),
                ("TimerView.swift", """
                    struct TimerView: View {
                        // TextField("Label", text: $viewModel.label)
                        var body: some View { Text("$viewModel.label") }
                    }
                    """),
            ])
            #expect(findings.count == 1)
        }

        @Test("types that are not view models are not checked")
        func otherTypes() throws {
            let findings = try AnalysisFixtures.findings(rule, [("Models.swift", """
                struct Timer { var seconds = 0 }
                @Observable final class TimerRouter { var path: [Int] = [] }
                """)])
            #expect(findings.isEmpty)
        }
    }
}
