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
