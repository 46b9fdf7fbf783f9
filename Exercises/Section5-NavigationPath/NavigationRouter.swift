import Foundation

// TODO: Give navigation one owner that code and tests can drive.
//
// 1. `enum Route: Hashable` with one case per screen above the list:
//    `case book(id: UUID)` and `case author(id: Int)`.
// 2. `@Observable final class NavigationRouter` holding `var path: [Route] = []`, with
//    `push(_ route: Route)`, `pop()` (safe when the path is already empty) and `popToRoot()`.
// 3. `handle(url: URL) -> Bool`: understand `bookbrowser://book/<uuid>` and
//    `bookbrowser://author/<number>`, show that one screen directly above the list, and return
//    true. Any other link returns false and leaves the path exactly as it was.
// 4. Save and reopen the open screens, so a relaunch can put the reader back where they were.
//    Make `Route` `Codable` too. Add `savedPath() throws -> Data`, which encodes `path`, and
//    `restorePath(from: Data) -> Bool`, which decodes it back into `path` and returns true, or
//    returns false and leaves `path` alone when it cannot read the data.
// 5. In a new file wrapped in `#if canImport(SwiftUI)`, give the router a computed
//    `var navigationPath: NavigationPath` built from `path`, for code that wants SwiftUI's
//    type-erased path (its `codable` is what SwiftUI saves). Keep `path` the source of truth:
//    a `NavigationPath` cannot hand its routes back.
