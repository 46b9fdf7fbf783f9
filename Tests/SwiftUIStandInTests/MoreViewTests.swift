import SwiftUI
import SwiftUIHeadless
import Testing

@Suite("Older navigation and presentation API")
struct ClassicNavigationTests {
    @Test("NavigationView pushes its links as a stack does, and navigationBarTitle is its title")
    func navigationViewPushes() throws {
        let host = HeadlessHost(ClassicNavigationScreen())
        #expect(host.navigationTitle == "Classic")
        try host.tapLink("Details")
        #expect(host.navigationDepth == 1)
        #expect(host.texts == ["Detail screen"])
    }

    @Test("an Alert value shows its buttons; the default one runs its action and closes the alert")
    func alertValue() throws {
        let host = HeadlessHost(ClassicNavigationScreen())
        try host.tapButton("Warn")
        #expect(host.alert?.title == "Careful")
        #expect(host.alert?.buttons.map(\.label) == ["Add", "Cancel"])
        try host.tapButton("Add")
        #expect(host.alert == nil)
        #expect(host.texts.contains("Count 1"))
    }

    @Test("a full-screen cover is in front like a sheet, and dismissing it closes it")
    func fullScreenCover() throws {
        let host = HeadlessHost(ClassicNavigationScreen())
        try host.tapButton("Cover")
        #expect(host.sheet?.texts == ["Cover screen"])
        try host.dismissSheet()
        #expect(host.sheet == nil)
    }
}

@Suite("More inputs and containers")
struct InputsTests {
    @Test("a TextField with a number format shows the value and parses what is typed back")
    func formattedField() throws {
        let host = HeadlessHost(InputsScreen())
        #expect(host.textField("Pages")?.fieldText == "120")
        try host.type("250", into: "Pages")
        #expect(host.texts.contains("Pages 250"))
        try host.type("many", into: "Pages")
        #expect(host.texts.contains("Pages 250"))
    }

    @Test("secure fields and text editors are typed into like text fields")
    func secureFieldAndEditor() throws {
        let host = HeadlessHost(InputsScreen())
        try host.type("hunter2", into: "Password")
        #expect(host.textField("Password")?.fieldText == "hunter2")
        #expect(host.screen.nodes(.textField("")).first?.fieldText == "First")
    }

    @Test("every tab of a TabView is drawn, a Grid's cells are read in order, and ViewThatFits draws its first choice")
    func containers() {
        let host = HeadlessHost(InputsScreen())
        #expect(host.texts.contains("Tab reading"))
        #expect(host.texts.contains("Wide layout"))
        #expect(!host.texts.contains("Narrow layout"))
        #expect(host.control("Finished") != nil)
    }

    @Test("an AsyncImage without a placeholder shows a progress view, since the host never loads it")
    func asyncImagePlaceholder() {
        #expect(HeadlessHost(InputsScreen()).isShowingProgress)
    }
}
