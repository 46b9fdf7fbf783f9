/// The facts of every file in a section, with each type's role. Rules read this.
package struct ProjectFacts: Sendable {
    package var files: [SourceFacts]
    /// Role per declared type name.
    private(set) var roles: [String: TypeRole] = [:]
    /// Members bound by `$owner.name` anywhere in the section.
    private(set) var boundMembers: Set<String> = []

    init(_ files: [SourceFacts]) {
        self.files = files
        var conformances: [String: Set<String>] = [:]
        for file in files {
            for type in file.types {
                conformances[type.name, default: []].formUnion(type.conformances)
            }
            boundMembers.formUnion(file.boundMembers.keys)
        }
        let repositoryProtocols = Set(files.flatMap(\.types).filter {
            $0.kind == .protocol && Self.isRepositoryProtocolName($0.name)
        }.map(\.name))
        for file in files {
            for type in file.types where type.kind != .extension {
                roles[type.name] = Self.role(
                    of: type,
                    conformances: conformances[type.name] ?? [],
                    repositoryProtocols: repositoryProtocols
                )
            }
        }
    }

    init(sources: [SourceFile]) {
        self.init(sources.map(SourceFacts.init))
    }

    func role(of name: String) -> TypeRole? {
        roles[name]
    }

    /// Names of the declared types that play `role`.
    package func names(playing role: TypeRole) -> Set<String> {
        Set(roles.filter { $0.value == role }.keys)
    }

    /// Every declaration and extension of types playing `role`, with its file.
    func declarations(playing role: TypeRole) -> [(file: SourceFacts, type: TypeFact)] {
        files.flatMap { file in
            file.types.filter { roles[$0.name] == role }.map { (file: file, type: $0) }
        }
    }

    static func isRepositoryProtocolName(_ name: String) -> Bool {
        ["Repository", "Providing", "Service"].contains { name.hasSuffix($0) }
    }

    static func role(of type: TypeFact, conformances: Set<String>, repositoryProtocols: Set<String>) -> TypeRole {
        let name = type.name.split(separator: ".").last.map(String.init) ?? type.name
        if type.kind == .protocol {
            return isRepositoryProtocolName(name) ? .repositoryProtocol : .other
        }
        if conformances.contains("View") { return .view }
        if name.hasSuffix("ViewModel") { return .viewModel }
        if name.hasSuffix("Repository") || !conformances.isDisjoint(with: repositoryProtocols) { return .repository }
        if ["Router", "Coordinator", "Navigator"].contains(where: { name.hasSuffix($0) }) { return .router }
        if type.kind == .class, type.hasAttribute("Observable") || conformances.contains("ObservableObject") {
            return .viewModel
        }
        if conformances.contains("Error") || conformances.contains("LocalizedError") { return .error }
        if !conformances.isDisjoint(with: ["App", "Scene", "EnvironmentKey", "PreviewProvider", "ViewModifier", "URLProtocol"]) {
            return .other
        }
        return type.kind == .struct || type.kind == .enum ? .model : .other
    }
}

extension Array where Element == String {
    /// "`A`", "`A` and `B`", "`A`, `B` and `C`".
    var backtickedList: String {
        let quoted = map { "`\($0)`" }
        switch quoted.count {
        case 0: return ""
        case 1: return quoted[0]
        default: return quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
        }
    }
}
