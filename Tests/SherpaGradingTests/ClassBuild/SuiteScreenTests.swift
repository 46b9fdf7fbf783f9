import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

@Suite("Screening hand-ins that lack a whole type the section asks for")
struct SuiteScreenTests {
    @Test("A hand-in that declares every step's type is not screened")
    func finishedRefactorIsNotScreened() throws {
        let section = try ShippedCourse.section("8")
        let solution = try ShippedCourse.workspace().url(section.solution)
        #expect(SuiteScreen.undeclaredSteps(section, folder: solution) == [])
    }

    @Test("The untouched starter is screened, and the types it lacks are named in the order of the steps")
    func starterIsScreened() throws {
        let section = try ShippedCourse.section("8")
        let starter = try ShippedCourse.workspace().url(section.starter)
        let undeclared = SuiteScreen.undeclaredSteps(section, folder: starter)
        #expect(undeclared.first == "Author")
        #expect(undeclared.contains("BookListViewModel"))
        #expect(undeclared == (section.steps ?? []).filter(undeclared.contains))
    }

    @Test("A type alias or a type of any kind counts as declaring the step, an extension does not")
    func aliasesAndKindsCount() throws {
        var section = try ShippedCourse.section("8")
        section.steps = ["Author", "BookRepository", "LoadingState", "BookListViewModel"]
        let folder = try TemporaryFolder()
        try folder.write("typealias Author = String\n", to: "Author.swift")
        try folder.write("protocol BookRepository {}\nenum LoadingState {}\n", to: "Kinds.swift")
        try folder.write("extension BookListViewModel {}\n", to: "Extension.swift")
        #expect(SuiteScreen.undeclaredSteps(section, folder: folder.url) == ["BookListViewModel"])
    }

    @Test("A section without steps screens nobody")
    func noStepsNoScreen() throws {
        var section = try ShippedCourse.section("8")
        section.steps = nil
        let folder = try TemporaryFolder()
        #expect(SuiteScreen.undeclaredSteps(section, folder: folder.url) == [])
    }
}
