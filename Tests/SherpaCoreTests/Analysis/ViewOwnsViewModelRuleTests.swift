import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Rule view-owns-view-model-with-state")
    struct ViewOwnsViewModelRuleTests {
        private let rule = "view-owns-view-model-with-state"
        private let viewModelFile = ("GardenViewModel.swift", "@Observable final class GardenViewModel { init(plot: Int = 0) {} }")

        @Test("a view that creates its view model without @State is reported")
        func createdWithoutState() throws {
            let findings = try AnalysisFixtures.findings(rule, [viewModelFile, ("GardenView.swift", """
                struct GardenView: View {
                    private var viewModel = GardenViewModel()
                    var body: some View { Text("") }
                }
                """)])
            #expect(findings.count == 1)
            #expect(findings.first?.line == 2)
            #expect(findings.first?.message.contains("`GardenView` creates its `GardenViewModel` in `viewModel` without `@State`") == true)
        }

        @Test("a view that builds its view model in init without @State is reported")
        func createdInInit() throws {
            let findings = try AnalysisFixtures.findings(rule, [viewModelFile, ("GardenView.swift", """
                struct GardenView: View {
                    let viewModel: GardenViewModel
                    init(plot: Int) { viewModel = GardenViewModel(plot: plot) }
                    var body: some View { Text("") }
                }
                """)])
            #expect(findings.count == 1)
        }

        @Test("@State with an initial value, an optional or an init assignment is fine")
        func stateForms() throws {
            let findings = try AnalysisFixtures.findings(rule, [viewModelFile, ("GardenViews.swift", """
                struct GardenView: View {
                    @State private var viewModel = GardenViewModel()
                    var body: some View { Text("") }
                }
                struct LaterGardenView: View {
                    @State private var viewModel: GardenViewModel?
                    var body: some View { Text("") }
                }
                struct PlotView: View {
                    @State private var viewModel: GardenViewModel
                    init(plot: Int) { _viewModel = State(initialValue: GardenViewModel(plot: plot)) }
                    var body: some View { Text("") }
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a view handed its view model, plainly or with @Bindable, does not own it")
        func handedIn() throws {
            let findings = try AnalysisFixtures.findings(rule, [viewModelFile, ("GardenRows.swift", """
                struct GardenRow: View {
                    let viewModel: GardenViewModel
                    var body: some View { Text("") }
                }
                struct GardenEditor: View {
                    @Bindable var viewModel: GardenViewModel
                    init(viewModel: GardenViewModel) { self.viewModel = viewModel }
                    var body: some View { Text("") }
                }
                """)])
            #expect(findings.isEmpty)
        }

        @Test("a view model construction written in a comment is not a finding")
        func commented() throws {
            let findings = try AnalysisFixtures.findings(rule, [viewModelFile, ("GardenView.swift", """
                struct GardenView: View {
                    // private var viewModel = GardenViewModel()
                    let viewModel: GardenViewModel
                    var body: some View { Text("GardenViewModel()") }
                }
                """)])
            #expect(findings.isEmpty)
        }
    }
}
