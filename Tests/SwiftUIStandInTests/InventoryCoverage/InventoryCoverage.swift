/// How much of the inventory's in-scope declarations the stand-in declares, per area and overall.
/// A declaration with parameters is covered by a stand-in overload with the same parameter types
/// (`ParameterTypes`), not by another overload of the same name.
nonisolated struct InventoryCoverage {
    struct Tally: Equatable {
        var covered = 0
        var total = 0

        var fraction: Double { total == 0 ? 1 : Double(covered) / Double(total) }
    }

    private(set) var byArea: [String: Tally] = [:]
    private(set) var missing: [InventoryDeclaration] = []
    /// The missing declarations whose name the stand-in declares with other parameter types.
    private(set) var missingOverloads: [InventoryDeclaration] = []

    /// `standIn` maps each declared name to the parameter types of its overloads; `refinements`
    /// are the protocols each protocol refines (`ParameterTypes`).
    init(inventory: [InventoryDeclaration], standIn: [DeclarationKey: Set<ParameterTypes>], refinements: [String: Set<String>] = [:]) {
        // The documentation lists operators at the top level, though each is a static member of
        // a type (`Text`'s `+`); with its parameter types compared, one of those lines is covered
        // by a stand-in operator of that name in whichever type declares it.
        let operators = standIn.filter { $0.key.usage == .operator }
            .reduce(into: [String: Set<ParameterTypes>]()) { $0[$1.key.name, default: []].formUnion($1.value) }
        for declaration in inventory where declaration.isInScope {
            let isTopLevelOperator = declaration.kind == .operator && declaration.container.isEmpty
            let overloads = standIn[declaration.key] ?? (isTopLevelOperator ? operators[declaration.name] : nil)
            let types = declaration.parameterTypes(refinements: refinements)
            let isCovered = overloads.map { overloads in types.map(overloads.contains) ?? true } ?? false
            byArea[declaration.area, default: Tally()].total += 1
            if isCovered {
                byArea[declaration.area, default: Tally()].covered += 1
            } else {
                missing.append(declaration)
                if overloads != nil { missingOverloads.append(declaration) }
            }
        }
    }

    var overall: Tally {
        byArea.values.reduce(into: Tally()) { sum, tally in
            sum.covered += tally.covered
            sum.total += tally.total
        }
    }

    /// One line per area, then the overall figure and the distance to `bar`.
    func report(bar: Double) -> String {
        func line(_ label: String, _ tally: Tally) -> String {
            let percent = (tally.fraction * 1000).rounded() / 10
            return "\(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(tally.covered) of \(tally.total) (\(percent)%)"
        }
        let areas = byArea.keys.sorted().map { line($0, byArea[$0]!) }
        let gap = ((bar - overall.fraction) * 1000).rounded() / 10
        let distance = overall.fraction >= bar ? "meets the bar of \(bar * 100)%" : "\(gap) points below the bar of \(bar * 100)%"
        let summary = line("overall", overall) + ", " + distance
        let overloads = "missing: \(missing.count), of which \(missingOverloads.count) are overloads of a name the stand-in declares"
        return (["Inventory coverage of Apple's iOS SwiftUI by the stand-in:"] + areas + [summary, overloads])
            .joined(separator: "\n")
    }
}
