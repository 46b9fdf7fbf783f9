import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("Compiling every mutant into one schema")
struct MutantSchemaTests {
    static let reference = """
        import Observation

        @Observable final class Counter {
            private(set) var value = 0

            func increment() { value += 1 }
            func reset() {
                value = 0
            }
        }
        """

    @Test("Each changed body becomes a branch on the mutant switch, the reference in the else branch")
    func bodiesBecomeBranches() throws {
        let schema = try MutantSchema.schematise(reference: Self.reference, mutants: [
            ("adds-two", Self.reference.replacingOccurrences(of: "value += 1", with: "value += 2")),
            ("no-reset", Self.reference.replacingOccurrences(of: "        value = 0\n", with: "")),
        ], file: "Counter.swift")
        #expect(schema.contains("if sherpaActiveMutant == \"adds-two\" {\n        value += 2\n        } else {\n        value += 1\n        }"))
        #expect(schema.contains("if sherpaActiveMutant == \"no-reset\" {\n        } else {\n        value = 0\n        }"))
        #expect(schema.contains("nonisolated private let sherpaActiveMutant = ProcessInfo.processInfo.environment[\"SHERPA_MUTANT\"] ?? \"\""))
        #expect(schema.hasPrefix("import Foundation\n"))
    }

    @Test("Two mutants of the same body chain their branches")
    func sameBodyChains() throws {
        let schema = try MutantSchema.schematise(reference: Self.reference, mutants: [
            ("adds-two", Self.reference.replacingOccurrences(of: "value += 1", with: "value += 2")),
            ("adds-zero", Self.reference.replacingOccurrences(of: "value += 1", with: "value += 0")),
        ], file: "Counter.swift")
        #expect(schema.contains("} else if sherpaActiveMutant == \"adds-zero\" {"))
    }

    @Test("A mutant that changes a declaration outside a body is refused, naming the mutant and the file")
    func changeOutsideBodyIsRefused() {
        #expect(throws: MutantSchemaError.changesOutsideBodies(mutant: "public-value", file: "Counter.swift")) {
            try MutantSchema.schematise(reference: Self.reference, mutants: [
                ("public-value", Self.reference.replacingOccurrences(of: "private(set) var value", with: "var value")),
            ], file: "Counter.swift")
        }
    }

    @Test("A mutant that only adds its comment line is refused as no change")
    func commentOnlyIsNoChange() {
        #expect(throws: MutantSchemaError.noChange(mutant: "same", file: "Counter.swift")) {
            try MutantSchema.schematise(reference: Self.reference, mutants: [("same", "// mutant: nothing\n" + Self.reference)], file: "Counter.swift")
        }
    }

    @Test("The shipped mutants of sections 4 and 8 all fit one schema each")
    func shippedMutantsFit() throws {
        let workspace = try ShippedCourse.workspace()
        for name in ["4", "8"] {
            let section = try ShippedCourse.section(name)
            let spec = try #require(section.learnerTests)
            let catalog = try MutantCatalog.load(folder: workspace.url(spec.mutants))
            let schema = try MutantSchema.make(catalog, mutantsFolder: workspace.url(spec.mutants), solutionFolder: workspace.url(section.solution))
            let text = schema.files.values.joined()
            for mutant in catalog.mutants {
                #expect(text.contains("sherpaActiveMutant == \"\(mutant.id)\""), "\(mutant.id) has no branch")
            }
        }
    }
}
