import Foundation
import Testing
@testable import SherpaCore
import SherpaTestSupport

@Suite("Validating a hints file's step order")
struct HintBookValidatorTests {
    let folder: TemporaryFolder
    let workspace: Workspace
    let section: CatalogSection

    init() throws {
        folder = try TemporaryFolder()
        let shipped = try ShippedCourse.workspace()
        workspace = Workspace(root: folder.url, catalog: shipped.catalog)
        section = try shipped.section(named: "section-2")
        try folder.write(
            #"""
            import Testing
            @Suite struct ProfileTests {
                @Test("Loading stores the decoded user") func load() {}
                @Test("A reply that isn't \"a user\" sets errorMessage") func reply() {}
            }
            """#,
            to: "\(section.suite.path)/ProfileTests.swift"
        )
    }

    private func problems(tests: String, formatVersion: Int = HintBook.currentFormat) throws -> [String] {
        try folder.write(#"{"formatVersion": \#(formatVersion), "section": "section-2", "general": ["g"], "tests": \#(tests)}"#, to: section.hints)
        return HintBookValidator.problems(for: section, in: workspace)
    }

    @Test("Hints in step order for tests the suite declares, an escaped quote included, are valid")
    func declaredTestsAreValid() throws {
        #expect(try problems(tests: #"[{"test": "Loading stores the decoded user", "hint": "h"}, {"test": "A reply that isn't \"a user\" sets errorMessage", "hint": "h"}]"#) == [])
    }

    @Test("A test listed twice is reported, since it can hold only one place in the step order")
    func duplicateIsReported() throws {
        let found = try problems(tests: #"[{"test": "Loading stores the decoded user", "hint": "h"}, {"test": "Loading stores the decoded user", "hint": "h"}]"#)
        #expect(found == ["section-2: sherpa/hints/section-2.json lists the test “Loading stores the decoded user” twice; each test has one place in the step order."])
    }

    @Test("A hint for a test the suite does not declare is reported")
    func unknownTestIsReported() throws {
        let found = try problems(tests: #"[{"test": "Loading stores the user", "hint": "h"}]"#)
        #expect(found == ["section-2: sherpa/hints/section-2.json has a hint for “Loading stores the user”, a test sherpa/suites/section-2 does not declare."])
    }

    @Test("Test hints keyed by name, without an order, are not a valid hints file")
    func unorderedFormatIsRefused() throws {
        let found = try problems(tests: #"{"Loading stores the decoded user": "h"}"#, formatVersion: 1)
        #expect(found.count == 1)
        #expect(found.first?.contains("is not a valid hints file") == true)
    }
}
