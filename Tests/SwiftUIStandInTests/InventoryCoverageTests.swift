import Foundation
import Testing

/// The stand-in measured against the inventory of Apple's SwiftUI (Inventory/), by declaration.
@Suite("The stand-in declares Apple's SwiftUI API")
nonisolated struct InventoryCoverageTests {
    /// The bar: this share of the iOS declarations declared by the stand-in.
    static let bar = 0.99
    /// The share measured when the floor was last set (rounded down): 4529 of 4573 once each of
    /// Apple's overloads needed its own; a change that loses declarations fails.
    static let floor = 0.99

    static let inventoryFolder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Inventory")

    @Test("The stand-in declares at least the measured floor of the inventory's iOS declarations")
    func coverageStaysAboveTheFloor() throws {
        let inventory = try InventoryDeclaration.all(in: Self.inventoryFolder)
        let testBinary = URL(filePath: CommandLine.arguments[0])
        let standIn = try StandInSymbolGraph.extract(testBinary: testBinary)
        let coverage = InventoryCoverage(inventory: inventory, standIn: standIn.declarations, refinements: standIn.refinements)
        print(coverage.report(bar: Self.bar))
        // Someone closing the gap asks for the list of what is missing, area by area; a missing
        // overload also shows the parameter types the stand-in declares for its name.
        if let listPath = ProcessInfo.processInfo.environment["STANDIN_INVENTORY_MISSING"] {
            let lines = coverage.missing.map { declaration in
                let overloads = standIn.declarations[declaration.key].map { overloads in
                    "overload \(declaration.parameterTypes(refinements: standIn.refinements)?.description ?? ""); the stand-in has " + overloads.map(\.description).sorted().joined(separator: " ")
                }
                return [declaration.area, declaration.kind.rawValue, declaration.container, declaration.name, declaration.signature, overloads ?? "name"]
                    .joined(separator: "\t")
            }
            try lines.sorted().joined(separator: "\n").write(toFile: listPath, atomically: true, encoding: .utf8)
        }
        #expect(coverage.overall.fraction >= Self.floor, "\(coverage.report(bar: Self.bar))")
    }

    @Test("An enum case of Apple's is covered by a static property of the same name")
    func caseIsCoveredByStaticProperty() {
        let apple = InventoryDeclaration(kind: .enumCase, container: "ColorScheme", name: "dark", area: "views", isInScope: true)
        let standIn = [DeclarationKey(kind: .typeProperty, container: "ColorScheme", name: "dark"): Set<ParameterTypes>()]
        #expect(InventoryCoverage(inventory: [apple], standIn: standIn).overall == .init(covered: 1, total: 1))
    }

    @Test("A declaration with other argument labels does not cover Apple's")
    func otherLabelsDoNotCover() {
        let apple = InventoryDeclaration(kind: .initializer, container: "Button", name: "init(_:action:)", area: "controls", isInScope: true)
        let standIn = [DeclarationKey(kind: .initializer, container: "Button", name: "init(title:action:)"): Set<ParameterTypes>()]
        let coverage = InventoryCoverage(inventory: [apple], standIn: standIn)
        #expect(coverage.overall == .init(covered: 0, total: 1))
        #expect(coverage.missing == [apple])
    }

    @Test("Declarations out of scope (not on iOS) are not counted")
    func outOfScopeIsNotCounted() {
        let visionOnly = InventoryDeclaration(kind: .structure, container: "", name: "RealityView", area: "views", isInScope: false)
        #expect(InventoryCoverage(inventory: [visionOnly], standIn: [:]).overall.total == 0)
    }

    @Test("Each of Apple's overloads needs its own: one stand-in overload of two covers one")
    func overloadsAreCountedOneByOne() {
        let apple = [
            "func badge(_ count: Int) -> some View",
            "func badge<S>(_ label: S?) -> some View where S : StringProtocol",
        ].map { InventoryDeclaration(kind: .method, container: "View", name: "badge(_:)", signature: $0, area: "views", isInScope: true) }
        let standIn = [apple[0].key: Set([ParameterTypes(types: ["Int"])])]
        let coverage = InventoryCoverage(inventory: apple, standIn: standIn)
        #expect(coverage.overall == .init(covered: 1, total: 2))
        #expect(coverage.missingOverloads == [apple[1]])
    }

    @Test("An operator the documentation lists at the top level is covered by a type's operator with its parameter types")
    func topLevelOperatorIsCoveredByATypesOperator() {
        let apple = InventoryDeclaration(kind: .operator, container: "", name: "+(_:_:)", signature: "static func + (lhs: Text, rhs: Text) -> Text", area: "views", isInScope: true)
        let text = DeclarationKey(kind: .operator, container: "Text", name: "+(_:_:)")
        #expect(InventoryCoverage(inventory: [apple], standIn: [text: [ParameterTypes(types: ["Text", "Text"])]]).overall.covered == 1)
        #expect(InventoryCoverage(inventory: [apple], standIn: [text: [ParameterTypes(types: ["Int", "Int"])]]).overall.covered == 0)
    }

    @Test("Parameter types match however the overload is spelled: names, defaults, attributes, generics")
    func parameterTypesAreNormalised() {
        let documented = ParameterTypes(declaration: "func badge<S>(_ label: S?) -> some View where S : StringProtocol", container: "View")
        let declared = ParameterTypes(declaration: "@MainActor @preconcurrency func badge(_ text: (some Swift.StringProtocol)? = nil) -> some View", container: "View")
        #expect(documented != nil && documented == declared)
        let closure = ParameterTypes(declaration: "func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View", container: "View")
        #expect(closure?.types == ["TaskPriority", "()async->Void"])
        let optional = ParameterTypes(declaration: "func onDelete(perform action: Optional<(IndexSet) -> Void>)", container: "DynamicViewContent")
        #expect(optional?.types == ["((IndexSet)->Void)?"])
        let refined = ParameterTypes(declaration: "func symbolEffect<T>(_ effect: T) where T : DiscreteSymbolEffect, T : SymbolEffect", container: "View", refinements: ["DiscreteSymbolEffect": ["SymbolEffect"]])
        #expect(refined?.types == ["someDiscreteSymbolEffect"])
        #expect(ParameterTypes(declaration: "static var dark: ColorScheme", container: "ColorScheme") == nil)
    }

    @Test("Every area of the inventory is one of the areas the issue names or the two it adds")
    func inventoryAreasAreKnown() throws {
        let known: Set = [
            "views", "controls", "layout", "lists and tables", "navigation", "presentation", "toolbars", "search",
            "text and symbols", "images", "shapes and drawing", "colours, gradients and materials",
            "animation and transitions", "gestures and input", "scroll", "focus", "environment",
            "state and property wrappers", "accessibility", "previews and macros",
            "app and scenes", "drag, drop and documents",
        ]
        let areas = Set(try InventoryDeclaration.all(in: Self.inventoryFolder).map(\.area))
        #expect(areas.subtracting(known).isEmpty)
    }
}
