import SwiftUI
import SwiftUIHeadless
import Testing

/// The iOS 17 and 18 API the public apps use, where it has behaviour in the headless host.
@Suite("iOS 17 and 18 API as apps use it")
struct IOS17ScreenTests {
    @Test("A row of ForEach($items) writes its edit back into the array")
    func forEachOverBindingWritesBack() throws {
        let host = HeadlessHost(ChoreChecklist())
        try host.tapButton("Dishes")
        #expect(host.button("Dishes done") != nil)
        #expect(host.button("Laundry") != nil)
    }

    @Test("Lists with a selection draw their rows")
    func listsWithSelectionDrawRows() {
        let host = HeadlessHost(ChoreChecklist())
        // The ForEach's button, then one row in each of the four lists.
        #expect(host.texts.filter { $0 == "Laundry" }.count == 5)
    }

    @Test("Without an edit mode set, editMode is nil")
    func editModeIsNilByDefault() {
        let host = HeadlessHost(ChoreChecklist())
        #expect(host.texts.contains("Browsing"))
    }

    @Test("TimelineView draws its content for the present moment")
    func timelineDrawsNow() {
        let host = HeadlessHost(ClockFace())
        #expect(host.texts == ["Ticking", "Minute", "Frame"])
    }

    @Test("AnyLayout draws its content as a stack named after the layout it wraps")
    func anyLayoutNamesItsLayout() {
        let host = HeadlessHost(ClockFace(isWide: false))
        #expect(host.dump().contains("VStackLayout"))
    }

    @Test("An @Entry environment value has its default until a parent sets it")
    func entryEnvironmentValues() {
        #expect(HeadlessHost(AccentBadge()).texts == ["Accent orange, limit none"])
        let set = AccentBadge().environment(\.choreAccent, .purple).environment(\.choreLimit, 3)
        #expect(HeadlessHost(set).texts == ["Accent purple, limit 3"])
    }

    @Test("An @Entry transaction value is stored by its key")
    func entryTransactionValue() {
        var transaction = Transaction()
        #expect(transaction.isFromWidget == false)
        transaction.isFromWidget = true
        #expect(transaction.isFromWidget)
    }

    @Test("An @Entry focused value is nil until written, and keeps what is written")
    func entryFocusedValue() {
        var values = FocusedValues()
        #expect(values.focusedChore == nil)
        values.focusedChore = Chore(id: 3, title: "Sweep")
        #expect(values.focusedChore?.title == "Sweep")
    }

    @Test("@FocusedValue reads nil, as nothing has focus in the headless host")
    func focusedValueIsNil() {
        #expect(HeadlessHost(ChoreCommandsView()).texts == ["No chore"])
    }

    @Test("A filled shape stroked again draws both layers, the fill first")
    func shapeViewsChain() throws {
        let dump = HeadlessHost(DecoratedSymbols()).dump()
        let fill = try #require(dump.range(of: "Shape Circle (fill)"))
        let stroke = try #require(dump.range(of: "Shape Circle (stroke)"))
        #expect(fill.lowerBound < stroke.lowerBound)
    }
}

@Suite("Styles, preferences and phases as apps use them")
struct StyledFeedTests {
    @Test("A button with a style of the app's own is still a button that can be tapped")
    func styledButtonStaysTappable() throws {
        let host = HeadlessHost(StyledFeed())
        try host.tapButton("Save")
        #expect(host.button("Save") != nil)
    }

    @Test("A preference's reader draws with the key's default value")
    func preferenceReaderUsesDefault() {
        #expect(HeadlessHost(StyledFeed()).texts.contains("Overlay 0"))
    }

    @Test("symbolVariant reaches the environment of the views inside")
    func symbolVariantReachesEnvironment() {
        #expect(HeadlessHost(StyledFeed()).texts.contains("Filled"))
        #expect(HeadlessHost(VariantReader()).texts == ["Outlined"])
    }

    @Test("phaseAnimator draws the view it modifies, in the first phase")
    func phaseAnimatorDrawsTheView() {
        #expect(HeadlessHost(StyledFeed()).texts.contains("Pulse"))
    }
}

@Suite("Searching, folding sections and gauges")
struct SearchScreenTests {
    @Test("isSearching is false until the search field holds text")
    func isSearchingFollowsTheQuery() throws {
        let host = HeadlessHost(SearchScreen())
        #expect(host.texts.contains("Recent searches"))
        try host.search("tea")
        #expect(host.button("Cancel search") != nil)
    }

    @Test("dismissSearch clears the search field")
    func dismissSearchClearsTheField() throws {
        let host = HeadlessHost(SearchScreen())
        try host.search("tea")
        try host.tapButton("Cancel search")
        #expect(host.searchText == "")
        #expect(host.texts.contains("Recent searches"))
    }

    @Test("A gauge shows how far its value is through its range")
    func gaugeShowsItsFraction() {
        let host = HeadlessHost(SearchScreen())
        let fractions = host.screen.nodes(.progressView).compactMap(\.fraction)
        #expect(fractions == [0.25, 0.25])
    }
}

@Suite("Split views, older links and animation completions")
struct LibrarySplitTests {
    @Test("withAnimation's completion runs once the change is made, as the host animates nothing")
    func animationCompletionRuns() throws {
        let host = HeadlessHost(LibrarySplit())
        try host.tapButton("Idle")
        #expect(host.button("Done") != nil)
    }

    @Test("Links bound to a flag or a tag are links a test can find")
    func deprecatedLinksAreLinks() {
        let host = HeadlessHost(LibrarySplit())
        #expect(host.link("Settings") != nil)
        #expect(host.link("First") != nil)
    }
}

@Suite("Springs and shape operations")
struct SpringTests {
    @Test("A spring made of a duration and no bounce is critically damped and keeps its duration")
    func springFromDurationAndBounce() {
        let spring = Spring(duration: 0.5, bounce: 0)
        #expect(abs(spring.dampingRatio - 1) < 1e-9)
        #expect(abs(spring.duration - 0.5) < 1e-9)
        #expect(abs(spring.bounce) < 1e-9)
    }

    @Test("A shape combined with another is still drawn, with its overlay")
    func combinedShapeIsDrawn() {
        let host = HeadlessHost(SpringBadge())
        #expect(host.texts == ["Badge"])
        #expect(host.dump().contains("Shape"))
    }
}

@Suite("Typed transitions and scoped animations")
struct RevealCardTests {
    @Test("A scoped animation draws what its body returns, and a context menu keeps its actions")
    func scopedAnimationDrawsItsBody() throws {
        let host = HeadlessHost(RevealCard())
        #expect(host.texts.starts(with: ["Front", "Old style", "Scoped"]))
        try host.tapButton("Hide")
        #expect(!host.texts.contains("Front"))
    }
}

@Suite("iOS 18 scrolling and transitions")
struct PhotoStripTests {
    @Test("A scroll position keeps the id it was last asked to scroll to")
    func scrollPositionKeepsTheID() {
        var position = ScrollPosition(edge: .top)
        position.scrollTo(id: 7)
        #expect(position.viewID(type: Int.self) == 7)
        #expect(position.edge == nil)
    }

    @Test("Scroll observation and zoom transitions keep the views they decorate")
    func decoratedStripIsDrawn() {
        let host = HeadlessHost(PhotoStrip())
        #expect(host.link("Photo 1") != nil)
        #expect(host.sheet == nil)
    }
}
