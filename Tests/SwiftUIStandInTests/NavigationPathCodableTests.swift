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
    @Test("a path of Codable values comes back with its count, and writes the same data again")
    func roundTrip() throws {
        var path = NavigationPath([SavedRoute.novel(3), SavedRoute.author("Octavia E. Butler")])
        path.append(1958)
        path.append("notes")

        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))

        #expect(restored.count == 4)
        #expect(try JSONEncoder().encode(try #require(restored.codable)) == data)
    }

    @Test("a restored path keeps its values undecoded, as SwiftUI does, so it is not == to the path saved")
    func restoredIsLazy() throws {
        let path = NavigationPath([SavedRoute.novel(3)])

        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))

        #expect(restored != path)
        #expect(restored.items.allSatisfy { if case .saved = $0 { true } else { false } })
    }

    @Test("a stack reading a restored path gets the values back, in order")
    func restoredValuesResolve() throws {
        var path = NavigationPath([SavedRoute.novel(3), SavedRoute.author("Octavia E. Butler")])
        path.append(1958)

        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))

        #expect(restored.elements == [AnyHashable(SavedRoute.novel(3)), AnyHashable(SavedRoute.author("Octavia E. Butler")), AnyHashable(1958)])
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
