import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("sherpa reset")
struct JourneyResetCommandTests {
    static let starterPath = "Exercises/Section1-Topic1/Audit.swift"
    static let starterText = "// TODO: say which member holds the state\nlet audit = [String: String]()\n"

    /// A course whose learner changed the starter and added a file of their own.
    func editedCourse() throws -> (JourneyWorkspace, JourneyFakeGit) {
        let course = try JourneyWorkspace()
        try course.folder.write("let audit = [\"mine\": \"work\"]\n", to: Self.starterPath)
        try course.folder.write("struct Helper {}\n", to: "Exercises/Section1-Topic1/Extra/Helper.swift")
        let git = JourneyFakeGit(root: course.root, files: [
            Self.starterPath: Self.starterText,
            "Exercises/Section2-Topic2/Screen.swift": "struct Screen2 {}\n",
        ])
        return (course, git)
    }

    func backups(_ course: JourneyWorkspace) throws -> [String] {
        let folder = course.root.appendingPathComponent(".sessions/ios-app-patterns/backups")
        return (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
    }

    @Test("Reset saves the learner's files to a dated backup and says where")
    func backsUpFirst() throws {
        let (course, git) = try editedCourse()
        let run = course.run(["reset", "1"], processes: git)
        #expect(run.code == 0)
        let name = try #require(try backups(course).first)
        #expect(name.range(of: #"^section-1-[0-9]{8}-[0-9]{6}$"#, options: .regularExpression) != nil)
        let saved = ".sessions/ios-app-patterns/backups/\(name)"
        #expect(try course.read("\(saved)/Audit.swift") == "let audit = [\"mine\": \"work\"]\n")
        #expect(try course.read("\(saved)/Extra/Helper.swift") == "struct Helper {}\n")
        #expect(run.stdout.contains(saved + "/"))
    }

    @Test("Reset puts the starter back as git has it")
    func restoresStarter() throws {
        let (course, git) = try editedCourse()
        course.run(["reset", "1"], processes: git)
        #expect(try course.read(Self.starterPath) == Self.starterText)
    }

    @Test("Files the learner added are removed from the section, and kept in the backup")
    func removesAddedFiles() throws {
        let (course, git) = try editedCourse()
        let run = course.run(["reset", "1"], processes: git)
        #expect(!course.exists("Exercises/Section1-Topic1/Extra/Helper.swift"))
        #expect(!course.exists("Exercises/Section1-Topic1/Extra"))
        #expect(run.stdout.contains("Extra/Helper.swift"))
    }

    @Test("Two resets in the same second get separate backups")
    func distinctBackups() throws {
        let (course, git) = try editedCourse()
        course.run(["reset", "1"], processes: git)
        try course.folder.write("let audit = [\"again\": \"work\"]\n", to: Self.starterPath)
        course.run(["reset", "1"], processes: git)
        let names = try backups(course)
        #expect(names.count == 2)
        #expect(names[1] == names[0] + "-2")
    }

    @Test("Outside a git checkout, reset changes nothing and says why")
    func notAGitCheckout() throws {
        let (course, _) = try editedCourse()
        let run = course.run(["reset", "1"], processes: JourneyFakeGit(root: course.root, files: [:], isRepository: false))
        #expect(run.code == ExitCode.environment)
        #expect(run.stderr.contains("not a git checkout"))
        #expect(run.stderr.contains("Nothing was changed"))
        #expect(try course.read(Self.starterPath) == "let audit = [\"mine\": \"work\"]\n")
        #expect(try backups(course).isEmpty)
    }

    @Test("An unknown --from commit changes nothing")
    func unknownRef() throws {
        let (course, git) = try editedCourse()
        let run = course.run(["reset", "1", "--from", "no-such-branch"], processes: git)
        #expect(run.code == ExitCode.environment)
        #expect(try course.read(Self.starterPath) == "let audit = [\"mine\": \"work\"]\n")
        #expect(try backups(course).isEmpty)
    }

    @Test("When the files already match the starter, there is nothing to back up")
    func alreadyPristine() throws {
        let course = try JourneyWorkspace()
        let git = JourneyFakeGit(root: course.root, files: [Self.starterPath: Self.starterText])
        let run = course.run(["reset", "1"], processes: git)
        #expect(run.code == 0)
        #expect(run.stdout.contains("already matches the starter"))
        #expect(try backups(course).isEmpty)
    }

    @Test("A reset is recorded in the activity log with the backup's place")
    func recorded() throws {
        let (course, git) = try editedCourse()
        course.run(["reset", "1"], processes: git)
        let entry = try #require(course.progress().activity.last)
        #expect(entry.kind == .reset)
        #expect(entry.section == "section-1")
        #expect(entry.summary.contains(".sessions/ios-app-patterns/backups/section-1-"))
    }

    @Test("The starter is read from git relative to the course folder")
    func gitInvocations() throws {
        let (course, git) = try editedCourse()
        course.run(["reset", "1"], processes: git)
        #expect(git.invocations.contains(["-C", course.root.path, "ls-tree", "-r", "-z", "--name-only", "HEAD", "--", "Exercises/Section1-Topic1/"]))
        #expect(git.invocations.contains(["-C", course.root.path, "cat-file", "blob", "HEAD:./\(Self.starterPath)"]))
    }

    @Test("Reset refuses an exercise folder that is a symbolic link, names it, and writes nothing through it")
    func folderLinkIsRefused() throws {
        let (course, git) = try editedCourse()
        let real = course.root.appendingPathComponent("elsewhere")
        let folder = course.root.appendingPathComponent("Exercises/Section1-Topic1")
        try FileManager.default.moveItem(at: folder, to: real)
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: real)
        let run = course.run(["reset", "1"], processes: git)
        #expect(run.code != 0)
        #expect(run.stderr.contains("\(folder.path) is a symbolic link"))
        #expect(try String(contentsOf: real.appendingPathComponent("Audit.swift"), encoding: .utf8) == "let audit = [\"mine\": \"work\"]\n")
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("Extra/Helper.swift").path))
        #expect(try backups(course).isEmpty)
    }

    @Test("A link inside the folder is backed up and removed as a link; its target is never touched")
    func innerLinkIsNotFollowed() throws {
        let (course, git) = try editedCourse()
        let outside = try TemporaryFolder()
        try outside.write("keep me\n", to: "Keep.swift")
        try FileManager.default.createSymbolicLink(at: course.root.appendingPathComponent("Exercises/Section1-Topic1/Shared"), withDestinationURL: outside.url)
        let run = course.run(["reset", "1"], processes: git)
        #expect(run.code == 0)
        #expect(try String(contentsOf: outside.url.appendingPathComponent("Keep.swift"), encoding: .utf8) == "keep me\n")
        #expect(!course.exists("Exercises/Section1-Topic1/Shared"))
        let name = try #require(try backups(course).first)
        let saved = course.root.appendingPathComponent(".sessions/ios-app-patterns/backups/\(name)/Shared")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: saved.path) == outside.url.path)
    }

    @Test("A file whose name is not UTF-8 is left in place and named; the rest is reset")
    func undecodableNameIsNamed() throws {
        let (course, git) = try editedCourse()
        try RawFileName.createFile(named: RawFileName.undecodable, in: course.root.appendingPathComponent("Exercises/Section1-Topic1"))
        let run = course.run(["reset", "1"], processes: git)
        #expect(run.code == 0)
        #expect(try course.read(Self.starterPath) == Self.starterText)
        #expect(run.stderr.contains(#"Exercises/Section1-Topic1/bad-\xFF\xFE.swift"#))
        let left = try SourceTree.listing(in: course.root.appendingPathComponent("Exercises/Section1-Topic1")).undecodableNames
        #expect(left == [#"bad-\xFF\xFE.swift"#])
    }
}
