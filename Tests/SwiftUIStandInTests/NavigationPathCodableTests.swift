#if canImport(SwiftUI)
import Foundation
import SwiftUI
import Testing

/// A route that can be saved, as an app that restores navigation would declare it. Not
/// `private`: a restored path finds its types by name, and a private type has a local one.
enum SavedRoute: Hashable, Codable {
    case novel(Int)
    case author(String)
}

/// A value that can be pushed but not saved.
private struct Unsaveable: Hashable {
    var page: Int
}

@Suite("Saving a NavigationPath through its Codable representation")
struct NavigationPathCodableTests {
    @Test("a path of Codable values comes back equal, in order, after JSON")
    func roundTrip() throws {
        var path = NavigationPath([SavedRoute.novel(3), SavedRoute.author("Octavia E. Butler")])
        path.append(1958)
        path.append("notes")

        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))

        #expect(restored == path)
        #expect(restored.count == 4)
    }

    @Test("a path holding a value that is not Codable has no Codable representation")
    func notCodable() {
        var path = NavigationPath([SavedRoute.novel(1)])
        path.append(Unsaveable(page: 12))

        #expect(path.codable == nil)
    }

    @Test("an empty path saves and restores as an empty path")
    func emptyPath() throws {
        let data = try JSONEncoder().encode(try #require(NavigationPath().codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))

        #expect(restored.isEmpty)
    }

    @Test("data naming a type the program does not have cannot be decoded")
    func unknownType() {
        let data = Data(#"["NoSuchTypeAnywhere", "1"]"#.utf8)

        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        }
    }
}
#endif
