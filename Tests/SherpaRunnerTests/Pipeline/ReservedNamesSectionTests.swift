import Foundation
import SherpaCore
import SherpaRunner
import SherpaTestSupport
import Testing

@Suite("Reserved names of the shipped sections")
struct ReservedNamesSectionTests {
    @Test("No starter or reference solution of the shipped course is refused", arguments: 1...8)
    func shippedCodeIsNotRefused(section number: Int) throws {
        let workspace = try ShippedCourse.workspace()
        let section = try workspace.section(named: "\(number)")
        let reserved = try ReservedNames.of(section, in: workspace)
        for (path, variant) in [(section.starter, CheckVariant.starter), (section.solution, .solution)] {
            let refusal = try reserved.refusal(section, folder: workspace.url(path), sourcePath: path, variant: variant)
            #expect(refusal == nil, "\(path): \(refusal?.buildErrors.map(\.message) ?? [])")
        }
    }

    @Test("A section's reserved names besides modules' are types and functions the suite takes from elsewhere, never the reference's", arguments: 1...8)
    func reservedNamesComeFromElsewhere(section number: Int) throws {
        let workspace = try ShippedCourse.workspace()
        let section = try workspace.section(named: "\(number)")
        let reserved = try ReservedNames.of(section, in: workspace)
        let solution = try SectionSources.moduleFiles(section, in: workspace.url(section.solution))
        for file in solution {
            let text = try String(contentsOf: file.url, encoding: .utf8)
            for token in SwiftTokenizer.tokenize(text) where token.kind == .identifier && reserved.names.subtracting(reserved.modules).contains(token.text) {
                // The reference may use a reserved name (it calls `URLSession`); it never declares one.
                #expect(!text.contains("struct \(token.text) ") && !text.contains("class \(token.text) ") && !text.contains("func \(token.text)("), "\(file.section): \(token.text)")
            }
        }
        #expect(reserved.names.contains("Testing") && !reserved.names.contains(section.modules[0].name))
    }
}
