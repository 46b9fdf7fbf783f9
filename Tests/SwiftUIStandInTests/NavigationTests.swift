import SwiftUI
import SwiftUIHeadless
import Testing

@Suite("Navigation")
struct NavigationTests {
    @Test("the title of the root screen is the navigation title")
    func rootTitle() {
        let host = HeadlessHost(RoutedShelf(novels: Novel.samples))
        #expect(host.navigationTitle == "Routes")
        #expect(host.navigationPath.isEmpty)
    }

    @Test("a value link appends to the typed path and shows its destination")
    func valueLinkPushes() throws {
        let host = HeadlessHost(RoutedShelf(novels: Novel.samples))
        try host.tapLink("Kindred")
        #expect(host.navigationPath == [AnyHashable(ShelfRoute.novel(2))])
        #expect(host.navigationTitle == "Kindred")
        #expect(host.texts.first == "Kindred")
    }

    @Test("a pushed screen covers the screen below it")
    func pushedScreenCovers() throws {
        let host = HeadlessHost(RoutedShelf(novels: Novel.samples))
        try host.tapLink("Kindred")
        #expect(host.links.isEmpty)
        #expect(host.rows.isEmpty)
    }

    @Test("a pushed screen reads the router from the environment and pushes again")
    func routerFromEnvironment() throws {
        let host = HeadlessHost(RoutedShelf(novels: Novel.samples))
        try host.tapLink("Kindred")
        try host.tapButton("More by Octavia E. Butler")
        #expect(host.navigationDepth == 2)
        #expect(host.navigationTitle == "Octavia E. Butler")
    }

    @Test("the dump shows the tree and marks covered screens")
    func dumpShowsCoveredScreens() throws {
        let host = HeadlessHost(RoutedShelf(novels: Novel.samples))
        try host.tapLink("Kindred")
        let dump = host.dump()
        #expect(dump.contains("screen 0 [covered]"))
        #expect(dump.contains(#".navigationTitle "Kindred""#))
    }

    @Test("goBack pops one screen")
    func goBackPops() throws {
        let host = HeadlessHost(RoutedShelf(novels: Novel.samples))
        try host.tapLink("Kindred")
        try host.goBack()
        #expect(host.navigationPath.isEmpty)
        #expect(host.navigationTitle == "Routes")
    }

    @Test("changing the router's path from outside draws the new screen")
    func routerDrivenFromOutside() {
        let router = ShelfRouter()
        let host = HeadlessHost(ExternallyRouted(router: router))
        router.open(URL(string: "shelf://novel/3")!)
        #expect(host.navigationTitle == "Routed")
        #expect(host.texts == ["novel(3)"])

        router.popToRoot()
        #expect(host.navigationTitle == "Start")
    }

    @Test("a NavigationPath takes values of different types")
    func mixedPath() throws {
        let host = HeadlessHost(MixedPathScreen())
        try host.tapButton("Jump two")
        #expect(host.navigationPath == [AnyHashable(1958), AnyHashable("Octavia E. Butler")])
        #expect(host.navigationTitle == "Author")

        try host.goBack()
        #expect(host.texts == ["Published in 1958"])
    }

    @Test("a destination link pushes its view without touching the path")
    func destinationLink() throws {
        let host = HeadlessHost(DestinationLinks())
        try host.tap("About")
        #expect(host.navigationDepth == 1)
        #expect(host.navigationPath.isEmpty)
        #expect(host.navigationTitle == "About")
    }

    @Test("a pushed view keeps its own @State")
    func pushedViewState() throws {
        let host = HeadlessHost(DestinationLinks())
        try host.tapLink("Counter")
        try host.tapButton("Add")
        #expect(host.texts.first == "Count: 1")
        #expect(host.navigationTitle == "Counter")
    }

    @Test("a value with no navigationDestination pushes a placeholder screen")
    func missingDestination() throws {
        let host = HeadlessHost(DestinationLinks())
        try host.tapLink("Orphan")
        #expect(host.navigationDepth == 1)
        #expect(host.screen.nodes(.missingDestination("Int")).count == 1)
    }
}
