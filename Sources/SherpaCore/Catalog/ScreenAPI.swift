import Foundation

/// The sample answers `sherpa show` gives a screen that asks the course API for data, read from
/// `sherpa/show/api.json`: each path (`/books`) maps to the JSON body of a 200 response. A
/// section whose models read the API in another shape (section 8's author is an object, earlier
/// sections' a string) has its own answers under `sections`, which replace the shared ones for
/// the same path. A course without the file shows every screen offline.
package struct ScreenAPI: Equatable {
    static let path = "sherpa/show/api.json"

    /// Each path's response body.
    package var responses: [String: Data]

    init(responses: [String: Data]) {
        self.responses = responses
    }

    /// The course's answers for a section (the shared ones, with the section's own in their place
    /// where it has some); none when the file does not exist. Without a section, the shared ones,
    /// after every section's answers were checked too.
    package static func load(in workspace: Workspace, section: String? = nil) throws -> ScreenAPI {
        let url = workspace.url(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return ScreenAPI(responses: [:]) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        } catch {
            throw ScreenAPIError.unreadable(path: path, reason: error.localizedDescription)
        }
        guard let file = object as? [String: Any], let answers = file["responses"] as? [String: Any] else {
            throw ScreenAPIError.unreadable(path: path, reason: "it needs an object with \"formatVersion\" and \"responses\".")
        }
        let version = file["formatVersion"] as? Int ?? 0
        guard version == 1 else {
            throw ScreenAPIError.unsupportedFormat(path: path, found: version)
        }
        guard let sections = (file["sections"] ?? [String: Any]()) as? [String: Any] else {
            throw ScreenAPIError.unreadable(path: path, reason: "\"sections\" must map section ids to objects with \"responses\".")
        }
        var ownAnswers: [String: [String: Any]] = [:]
        for (id, entry) in sections {
            guard let responses = (entry as? [String: Any])?["responses"] as? [String: Any] else {
                throw ScreenAPIError.unreadable(path: path, reason: "the answers of \(id) under \"sections\" need an object with \"responses\".")
            }
            ownAnswers[id] = responses
        }
        var responses = try bodies(answers)
        for (id, own) in ownAnswers {
            let parsed = try bodies(own)
            if id == section { responses.merge(parsed) { _, sectionOwn in sectionOwn } }
        }
        return ScreenAPI(responses: responses)
    }

    private static func bodies(_ answers: [String: Any]) throws -> [String: Data] {
        var responses: [String: Data] = [:]
        for (route, body) in answers {
            guard route.hasPrefix("/") else { throw ScreenAPIError.pathWithoutSlash(path: path, route: route) }
            responses[route] = try JSONSerialization.data(withJSONObject: body, options: [.fragmentsAllowed, .sortedKeys])
        }
        return responses
    }
}

/// Why `sherpa/show/api.json` cannot be used.
enum ScreenAPIError: LocalizedError, Equatable {
    /// The file is not JSON of the expected shape.
    case unreadable(path: String, reason: String)
    /// The file's `formatVersion` is not 1.
    case unsupportedFormat(path: String, found: Int)
    /// A response is keyed by something other than a URL path.
    case pathWithoutSlash(path: String, route: String)

    var errorDescription: String? {
        switch self {
        case .unreadable(let path, let reason):
            "\(path) could not be read as sample answers for sherpa show: \(reason)"
        case .unsupportedFormat(let path, let found):
            "\(path) has formatVersion \(found), but this sherpa reads version 1."
        case .pathWithoutSlash(let path, let route):
            "\(path) answers \"\(route)\", which is not a URL path; write it with a leading slash, such as \"/books\"."
        }
    }
}
