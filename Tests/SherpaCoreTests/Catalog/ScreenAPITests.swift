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

    @Test("A section's own answers take the place of the shared ones for the same path, for that section only")
    func sectionAnswersReplaceShared() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"formatVersion": 1, "responses": {"/books": ["shared"], "/users/1": "ada"}, "sections": {"section-8": {"responses": {"/books": ["own"]}}}}"#, to: ScreenAPI.path)
        let workspace = Workspace(root: folder.url, catalog: try ShippedCourse.workspace().catalog)

        let eight = try ScreenAPI.load(in: workspace, section: "section-8")
        let three = try ScreenAPI.load(in: workspace, section: "section-3")

        #expect(eight.responses["/books"].map { String(decoding: $0, as: UTF8.self) } == #"["own"]"#)
        #expect(eight.responses["/users/1"] != nil)
        #expect(three.responses["/books"].map { String(decoding: $0, as: UTF8.self) } == #"["shared"]"#)
    }

    /// The book as section 8's starter TODO describes it: an `Author` object with a `name`, read with
    /// `.convertFromSnakeCase`.
    private struct CapstoneBook: Decodable, Equatable {
        struct Author: Decodable, Equatable { let name: String }
        let id: UUID
        let title: String
        let author: Author
        let pageCount: Int
    }

    /// The book as sections 3 to 6 read it: the author is a string.
    private struct EarlierBook: Decodable {
        let id: UUID
        let title: String
        let author: String
        let pageCount: Int
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ body: Data?) throws -> Value {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(type, from: try #require(body))
    }

    @Test("A repository written to section 8's TODO decodes the list and every /books/<id> that show serves it")
    func capstoneShapeDecodes() throws {
        let api = try ScreenAPI.load(in: ShippedCourse.workspace(), section: "section-8")

        let books = try decode([CapstoneBook].self, api.responses["/books"])

        #expect(books.count == 3)
        for book in books {
            #expect(try decode(CapstoneBook.self, api.responses["/books/\(book.id.uuidString)"]) == book)
        }
    }

    @Test("Sections before 8 still get books whose author is a string, one by one as well")
    func earlierShapeDecodes() throws {
        let api = try ScreenAPI.load(in: ShippedCourse.workspace(), section: "section-6")

        let books = try decode([EarlierBook].self, api.responses["/books"])

        #expect(books.count == 3)
        for book in books {
            #expect(try decode(EarlierBook.self, api.responses["/books/\(book.id.uuidString)"]).title == book.title)
        }
    }
}
