import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

@Suite("Taking a clean copy of a hand-in")
struct SubmissionIntakeTests {
    let folder: TemporaryFolder
    let intake: SubmissionIntake

    init() throws {
        folder = try TemporaryFolder()
        intake = SubmissionIntake(section: try ShippedCourse.section("2"))
    }

    func take(_ learner: String = "ada") throws -> Submission {
        try intake.take(learner: learner, from: folder.url.appendingPathComponent(learner), into: folder.url.appendingPathComponent("copy-\(learner)"))
    }

    @Test("A whole repository, a section folder and loose files are all recognised")
    func layoutsAreRecognised() throws {
        try folder.write("struct A {}", to: "ada/Exercises/Section2-ViewModel/A.swift")
        try folder.write("struct B {}", to: "bo/Section2-ViewModel/B.swift")
        try folder.write("struct C {}", to: "cy/C.swift")
        #expect(try take("ada").layout == .repository)
        #expect(try take("bo").layout == .sectionFolder)
        let loose = try take("cy")
        #expect(loose.layout == .sectionFolder)
        #expect(FileManager.default.fileExists(atPath: try #require(loose.copy).appendingPathComponent("C.swift").path))
    }

    @Test("Only Swift files inside the section folder are copied; Package.swift is named and ignored")
    func onlySectionSwiftFiles() throws {
        try folder.write("struct A {}", to: "ada/Exercises/Section2-ViewModel/A.swift")
        try folder.write("notes", to: "ada/Exercises/Section2-ViewModel/README.md")
        try folder.write("// manifest", to: "ada/Exercises/Section2-ViewModel/Package.swift")
        try folder.write("struct Elsewhere {}", to: "ada/Exercises/Section3-Repository/E.swift")
        let submission = try take()
        let copied = try SourceTree.files(in: try #require(submission.copy))
        #expect(copied == ["A.swift"])
        #expect(submission.notes == ["Ignored Package.swift: sherpa builds every submission with its own package manifest."])
    }

    @Test("A symbolic link is not followed, and the note names it")
    func linksAreNotFollowed() throws {
        try folder.write("struct A {}", to: "ada/A.swift")
        try folder.write("struct Secret {}", to: "outside/Secret.swift")
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("ada/Secret.swift"), withDestinationURL: folder.url.appendingPathComponent("outside/Secret.swift"))
        let submission = try take()
        #expect(try SourceTree.files(in: try #require(submission.copy)) == ["A.swift"])
        #expect(submission.notes.contains("Skipped Secret.swift: it is a symbolic link, and sherpa does not follow links in a submission."))
    }

    @Test("Oversized and binary files are skipped with a note")
    func oversizedAndBinarySkipped() throws {
        try folder.write("struct A {}", to: "ada/A.swift")
        try folder.write(String(repeating: "/", count: 300 * 1024), to: "ada/Big.swift")
        try Data([0x73, 0x00, 0x74]).write(to: folder.url.appendingPathComponent("ada/Binary.swift"))
        let submission = try take()
        #expect(try SourceTree.files(in: try #require(submission.copy)) == ["A.swift"])
        #expect(submission.notes.contains("Skipped Big.swift: it is 300 KiB, over the 256 KiB limit for one source file."))
        #expect(submission.notes.contains("Skipped Binary.swift: it is not a UTF-8 text file."))
    }

    @Test("A file name that is not UTF-8 is skipped and named with its bytes escaped")
    func nonUTF8NameIsNamed() throws {
        try folder.write("struct A {}", to: "ada/A.swift")
        // Foundation cannot spell such a name, so the file is created with the raw bytes.
        var path = Array(folder.url.appendingPathComponent("ada").path.utf8) + Array("/B".utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = path.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let submission = try take()
        #expect(submission.notes.contains("Skipped B\\xFF.swift: its name is not valid UTF-8."))
    }

    @Test("The same hand-in always gives the same digest, and a changed file changes it")
    func digestIsStable() throws {
        try folder.write("struct A {}", to: "ada/A.swift")
        let first = try take().digest
        #expect(try take().digest == first)
        try folder.write("struct A { var b = 1 }", to: "ada/A.swift")
        #expect(try take().digest != first)
    }

    @Test("A folder with no Swift file of the section is empty, and the note says where sherpa looked")
    func emptyHandIn() throws {
        try folder.write("hello", to: "ada/notes.txt")
        let submission = try take()
        #expect(submission.layout == .empty)
        #expect(submission.copy == nil)
        #expect(submission.notes.first?.hasPrefix("No Swift file of section 2 was found") == true)
    }
}
