import SherpaCore

extension ProcessInvocation {
    /// The same invocation through the compiler driver: `swift` → `swiftc`.
    package func asSwiftc() -> ProcessInvocation {
        var copy = self
        copy.program = program == "swift" ? "swiftc" : program.hasSuffix("/swift") ? program + "c" : program
        return copy
    }
}
