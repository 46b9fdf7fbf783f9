import Foundation

/// The SwiftPM configuration a generated package is built in, and where that build leaves its
/// products and its plan. Learners' checks build in `debug`, as `swift build` does; the class package
/// on Linux builds in `release` with debug code generation (`ClassPackage.buildOptions`).
package enum BuildConfiguration: String, Sendable {
    case debug, release

    /// `.build/<configuration>` of the package at `package`: modules, objects and executables.
    package func productsFolder(in package: URL) -> URL {
        package.appendingPathComponent(".build/\(rawValue)")
    }

    /// The compiled module interfaces of that build, which probes and the suite screen import.
    package func modulesFolder(in package: URL) -> URL {
        productsFolder(in: package).appendingPathComponent("Modules")
    }

    /// The build plan SwiftPM wrote for this configuration (`.build/<configuration>.yaml`).
    func planFile(in package: URL) -> URL {
        package.appendingPathComponent(".build/\(rawValue).yaml")
    }
}
