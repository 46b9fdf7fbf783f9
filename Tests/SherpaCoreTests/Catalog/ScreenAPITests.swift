import Foundation
import Testing
@testable import SherpaCore
import SherpaTestSupport

@Suite("The sample course-API answers sherpa show gives")
struct ScreenAPITests {
    @Test("Each path's answer is its JSON body, written out again")
    func readsBodies() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"formatVersion": 1, "responses": {"/books": [{"id": 1, "title": "Kindred"}], "/users/1": {"name": "Ada"}}}"#, to: ScreenAPI.path)

        let api = try ScreenAPI.load(in: Workspace(root: folder.url, catalog: ShippedCourse.workspace().catalog))

        #expect(api.responses.keys.sorted() == ["/books", "/users/1"])
        let books = try #require(api.responses["/books"])
        #expect(String(decoding: books, as: UTF8.self) == #"[{"id":1,"title":"Kindred"}]"#)
    }

    @Test("A course without the file answers nothing, so every request fails as offline")
    func missingFileAnswersNothing() throws {
        let folder = try TemporaryFolder()

        let api = try ScreenAPI.load(in: Workspace(root: folder.url, catalog: ShippedCourse.workspace().catalog))

        #expect(api.responses.isEmpty)
    }

    @Test("An answer keyed by something that is not a URL path is refused, naming the file")
    func pathNeedsSlash() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"formatVersion": 1, "responses": {"books": []}}"#, to: ScreenAPI.path)
        let workspace = Workspace(root: folder.url, catalog: try ShippedCourse.workspace().catalog)

        #expect(throws: ScreenAPIError.pathWithoutSlash(path: ScreenAPI.path, route: "books")) {
            try ScreenAPI.load(in: workspace)
        }
    }

    @Test("The shipped answers are valid and cover the book list and the profile")
    func shippedAnswers() throws {
        let api = try ScreenAPI.load(in: ShippedCourse.workspace())

        #expect(api.responses["/books"] != nil)
        #expect(api.responses["/users/1"] != nil)
    }
}
