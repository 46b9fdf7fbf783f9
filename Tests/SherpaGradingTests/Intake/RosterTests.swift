import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

@Suite("Reading a roster")
struct RosterTests {
    @Test("The learner column is read wherever it is, quoted fields included")
    func learnerColumn() throws {
        let folder = try TemporaryFolder()
        try folder.write("name,Learner,extension\n\"Lovelace, Ada\",ada,2\nBo,bo,\n,,\n", to: "roster.csv")
        #expect(try Roster.load(from: folder.url.appendingPathComponent("roster.csv")).learners == ["ada", "bo"])
    }

    @Test("A roster without a learner column is refused with its path")
    func noLearnerColumn() throws {
        let folder = try TemporaryFolder()
        try folder.write("name\nAda\n", to: "roster.csv")
        let url = folder.url.appendingPathComponent("roster.csv")
        #expect(throws: GradingError.rosterWithoutLearnerColumn(path: url.path)) { try Roster.load(from: url) }
    }

    @Test("CSV fields with commas or quotes are quoted on the way out")
    func escaping() {
        #expect(CSVRow.escape("plain") == "plain")
        #expect(CSVRow.escape("a,b") == "\"a,b\"")
        #expect(CSVRow.escape("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVRow.parse("\"say \"\"hi\"\"\",x") == ["say \"hi\"", "x"])
    }
}

@Suite("Naming learners inside the class package")
struct ClassPackageNamingTests {
    @Test("A learner's key is a valid identifier, stable, and different for different learners")
    func keys() {
        let key = ClassPackage.key(for: "ada.lovelace@uni")
        #expect(key == ClassPackage.key(for: "ada.lovelace@uni"))
        #expect(key != ClassPackage.key(for: "ada_lovelace_uni"))
        #expect(key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
        #expect(key.hasPrefix("L_ada_lovelace_uni_"))
    }

    @Test("A learner id cannot make a feedback file escape the output folder")
    func fileNamesStayInside() {
        #expect(LearnerFileNames.assign(["../../etc/passwd"])["../../etc/passwd"]?.hasPrefix("_.._etc_passwd-") == true)
        #expect(LearnerFileNames.assign([".."])[".."]?.hasPrefix("learner-") == true)
    }
}
