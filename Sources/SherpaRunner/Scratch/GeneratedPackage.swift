import Foundation
import SherpaCore

/// What every package sherpa generates shares: the manifest's frame (MainActor default isolation,
/// the course's platforms) and writing only what changed, so a second build is incremental.
package enum GeneratedPackage {
    /// A manifest around `targets` (one `.target(…)`/`.testTarget(…)` expression each).
    /// `declarations` go after `isolation`, for the targets to share.
    package static func manifest(name: String, purpose: String, declarations: [String] = [], targets: [String]) -> String {
        """
        // swift-tools-version:6.2
        // \(purpose)
        import CompilerPluginSupport
        import PackageDescription

        let isolation: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
        \(declarations.map { $0 + "\n" }.joined())
        let package = Package(
            name: "\(name)",
            platforms: [.macOS(.v14), .iOS(.v17)],
            targets: [
        \(targets.map { "        " + $0 }.joined(separator: "\n"))
            ]
        )

        """
    }

    /// Writes each wanted file whose bytes differ and removes what is no longer wanted under
    /// `Sources/` and `Tests/`. Unchanged files keep their modification time, so SwiftPM does not
    /// rebuild them. Returns how many files were written or removed. `configuration` is the one the
    /// package is built in, whose products of a changed file are forgotten.
    @discardableResult
    package static func sync(_ wanted: [String: Data], into folder: URL, configuration: BuildConfiguration = .debug) throws -> Int {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        var written = 0
        for (relative, data) in wanted {
            let destination = folder.appendingPathComponent(relative)
            if let existing = try? Data(contentsOf: destination), existing == data { continue }
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: destination, options: .atomic)
            forgetBuildProducts(of: relative, in: configuration.productsFolder(in: folder))
            written += 1
        }
        for area in ["Sources", "Tests"] {
            for relative in try SourceTree.files(in: folder.appendingPathComponent(area)) where wanted["\(area)/\(relative)"] == nil {
                try manager.removeItem(at: folder.appendingPathComponent("\(area)/\(relative)"))
                written += 1
            }
        }
        return written
    }

    /// Removes the object and dependency files the last build made from a source file that has just
    /// changed. The compiler's incremental build compares modification times with its own record, and
    /// an edit made in the same second as the previous build can be missed (seen when checks follow
    /// each other within a second); without its outputs the file is always compiled again.
    private static func forgetBuildProducts(of relative: String, in products: URL) {
        let parts = relative.split(separator: "/")
        guard parts.count >= 3, parts[0] == "Sources" || parts[0] == "Tests", let file = parts.last, file.hasSuffix(".swift") else { return }
        let stem = String(file.dropLast(".swift".count))
        let objects = products.appendingPathComponent("\(parts[1]).build")
        for name in ["\(stem).swift.o", "\(stem).swiftdeps", "\(stem).d"] {
            try? FileManager.default.removeItem(at: objects.appendingPathComponent(name))
        }
    }
}
