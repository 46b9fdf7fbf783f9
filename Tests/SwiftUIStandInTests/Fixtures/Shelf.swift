// The model side of the fixtures: plain Swift and Observation, no SwiftUI, as in the course.

import Foundation
import Observation

struct Novel: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
    var author: String
    var year: Int
}

enum ShelfError: Error {
    case offline
}

protocol NovelSource {
    func novels() async throws -> [Novel]
}

/// Hands out a fixed list, can fail on demand, and can hold each load until the test opens
/// the gate, so a test can look at the screen while loading is under way.
final class FakeNovelSource: NovelSource {
    var stock: [Novel]
    var failure: ShelfError?
    private(set) var loads = 0
    private var isGated: Bool
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ stock: [Novel] = Novel.samples, gated: Bool = false) {
        self.stock = stock
        isGated = gated
    }

    func novels() async throws -> [Novel] {
        loads += 1
        if isGated {
            await withCheckedContinuation { waiting.append($0) }
        }
        if let failure {
            throw failure
        }
        return stock
    }

    func openGate() {
        isGated = false
        let resumed = waiting
        waiting = []
        for continuation in resumed {
            continuation.resume()
        }
    }
}

extension Novel {
    static let samples = [
        Novel(id: 1, title: "Middlemarch", author: "George Eliot", year: 1871),
        Novel(id: 2, title: "Kindred", author: "Octavia E. Butler", year: 1979),
        Novel(id: 3, title: "The Leopard", author: "Giuseppe Tomasi di Lampedusa", year: 1958),
    ]
}

enum Loadable<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(String)
}

/// A list screen's view model in the course's style: private(set) state, methods named for
/// what the user does.
@Observable
final class ShelfViewModel {
    private(set) var state: Loadable<[Novel]> = .idle
    var query = ""
    var editing: Novel?
    var isAdding = false
    private(set) var closedAddSheets = 0
    private let source: any NovelSource

    init(source: any NovelSource = FakeNovelSource()) {
        self.source = source
    }

    var visibleNovels: [Novel] {
        guard case .loaded(let novels) = state else { return [] }
        guard !query.isEmpty else { return novels }
        return novels.filter { $0.title.localizedCaseInsensitiveContains(query) }
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await source.novels())
        } catch {
            state = .failed("The shelf could not be loaded.")
        }
    }

    func addSheetClosed() {
        closedAddSheets += 1
    }

    func remove(_ novel: Novel) {
        guard case .loaded(let novels) = state else { return }
        state = .loaded(novels.filter { $0.id != novel.id })
    }

    func rename(_ novel: Novel, to title: String) {
        guard case .loaded(var novels) = state, let index = novels.firstIndex(of: novel) else { return }
        novels[index].title = title
        state = .loaded(novels)
    }
}

/// Routes of a typed navigation path.
enum ShelfRoute: Hashable {
    case novel(Int)
    case author(String)
}

@Observable
final class ShelfRouter {
    var path: [ShelfRoute] = []

    func show(_ route: ShelfRoute) {
        path.append(route)
    }

    func popToRoot() {
        path.removeAll()
    }

    /// `shelf://novel/2` opens a novel; anything else leaves the path alone.
    func open(_ url: URL) {
        guard url.scheme == "shelf", url.host == "novel", let id = Int(url.lastPathComponent) else { return }
        path = [.novel(id)]
    }
}

/// Settings shared through the environment as an object.
@Observable
final class ReadingPreferences {
    var showsYears = true
}
