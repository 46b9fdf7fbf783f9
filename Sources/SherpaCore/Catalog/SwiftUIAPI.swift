import Foundation

/// The public names of Apple's SwiftUI, read from `sherpa/swiftui-api.json` (versioned, checked by
/// `sherpa verify`). When a learner's view does not compile only because the compiler cannot find
/// one of these names, the gap is sherpa's SwiftUI stand-in, not the learner's code. A list kept as
/// data, rather than a guess from the error's words, so an author can add a name without a release.
package struct SwiftUIAPI: Codable, Sendable, Equatable {
    package static let path = "sherpa/swiftui-api.json"
    /// The only format this build reads.
    static let supportedFormatVersion = 1

    var formatVersion: Int
    /// Bumped by the author whenever the lists change.
    var version: String
    package var about: String
    /// Types and protocols: `ScrollView`, `Gauge`, `PreviewProvider`.
    package var types: [String]
    /// Modifiers, properties and static members alike: `alert`, `foregroundColor`, `mint`.
    var members: [String]
    /// Free functions: `withAnimation`.
    var functions: [String]

    init(version: String, types: [String], members: [String], functions: [String]) {
        self.formatVersion = Self.supportedFormatVersion
        self.version = version
        self.about = ""
        self.types = types
        self.members = members
        self.functions = functions
    }

    package static func load(in workspace: Workspace) throws -> SwiftUIAPI {
        let data: Data
        do {
            data = try Data(contentsOf: workspace.url(path))
        } catch {
            throw SwiftUIAPIError.unreadable(path: path, reason: error.localizedDescription)
        }
        struct Header: Decodable { var formatVersion: Int }
        if let header = try? JSONDecoder().decode(Header.self, from: data), header.formatVersion != supportedFormatVersion {
            throw SwiftUIAPIError.unsupportedFormat(path: path, found: header.formatVersion)
        }
        do {
            return try JSONDecoder().decode(SwiftUIAPI.self, from: data)
        } catch {
            throw SwiftUIAPIError.unreadable(path: path, reason: String(describing: error))
        }
    }

    /// Whether `name` is a SwiftUI type or free function (what "cannot find … in scope" names).
    package func hasTopLevel(_ name: String) -> Bool {
        types.contains(name) || functions.contains(name)
    }

    package func hasType(_ name: String) -> Bool { types.contains(name) }

    package func hasMember(_ name: String) -> Bool { members.contains(name) }

    /// What is wrong with the file, a sentence each: an empty version or list, a name that is not a
    /// Swift identifier, a type that does not start with a capital or a member that does, a name twice.
    package func problems() -> [String] {
        var problems: [String] = []
        if version.trimmingCharacters(in: .whitespaces).isEmpty {
            problems.append("\(Self.path) needs a \"version\", bumped whenever its lists change.")
        }
        for (list, names, capital) in [("types", types, true), ("members", members, false), ("functions", functions, false)] {
            if list != "functions", names.isEmpty { problems.append("\(Self.path) lists no \(list).") }
            var seen = Set<String>()
            for name in names {
                if !seen.insert(name).inserted {
                    problems.append("\(Self.path) lists `\(name)` twice in \"\(list)\".")
                }
                guard let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    problems.append("\(Self.path): `\(name)` in \"\(list)\" is not a Swift identifier.")
                    continue
                }
                if first.isUppercase != capital {
                    problems.append("\(Self.path): `\(name)` in \"\(list)\" should start with \(capital ? "a capital letter, as a type does" : "a small letter, as a member or function does").")
                }
            }
        }
        return problems
    }
}
