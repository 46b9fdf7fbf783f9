import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

/// What `sherpa grade` refuses before anything is built: an output folder the next grade would
/// take for a hand-in.
@Suite("Grade inputs checked before building")
struct GradeInputCheckTests {
    let folder: TemporaryFolder
    let submissions: URL

    init() throws {
        folder = try TemporaryFolder()
        submissions = folder.url.appendingPathComponent("submissions")
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent("ada"), withIntermediateDirectories: true)
    }

    func refusal(out: URL) -> String? {
        do {
            try GradeInputCheck.outputOutsideSubmissions(out, submissions: submissions)
            return nil
        } catch {
            return error.localizedDescription
        }
    }

    @Test("An output folder inside the submissions folder is refused, naming both paths")
    func outputInsideSubmissionsIsRefused() throws {
        let text = try #require(refusal(out: submissions.appendingPathComponent("grades/section-2")))
        #expect(text.contains(submissions.appendingPathComponent("grades/section-2").path))
        #expect(text.contains("inside the submissions folder \(submissions.path)"))
    }

    @Test("The submissions folder itself is refused as the output folder")
    func submissionsFolderAsOutputIsRefused() {
        #expect(refusal(out: submissions) != nil)
    }

    @Test("An output folder that reaches into the submissions folder through a link is refused")
    func outputThroughLinkIsRefused() throws {
        let link = folder.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: submissions)
        #expect(refusal(out: link.appendingPathComponent("out")) != nil)
    }

    @Test("An output folder beside the submissions folder, whose name starts the same, is accepted")
    func outputBesideSubmissionsIsAccepted() {
        #expect(refusal(out: folder.url.appendingPathComponent("submissions-grades")) == nil)
    }
}
