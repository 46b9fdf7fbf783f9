import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Source facts")
    struct SourceFactsTests {
        @Test("imports are listed with their line and #if conditions")
        func imports() {
            let facts = AnalysisFixtures.facts("""
                import Foundation
                #if canImport(FoundationNetworking)
                import FoundationNetworking
                #endif
                @testable import Shelf
                import struct Foundation.URL
                """)
            #expect(facts.imports.map(\.module) == ["Foundation", "FoundationNetworking", "Shelf", "Foundation"])
            #expect(facts.importOf("FoundationNetworking")?.line == 3)
            #expect(facts.importOf("FoundationNetworking")?.conditions == ["canImport(FoundationNetworking)"])
        }

        @Test("a commented-out import is not an import")
        func commentedImport() {
            let facts = AnalysisFixtures.facts("// import SwiftUI\n/* import UIKit */\nimport Foundation")
            #expect(facts.imports.map(\.module) == ["Foundation"])
        }

        @Test("types are found with kind, conformances and attributes")
        func typeDeclarations() {
            let facts = AnalysisFixtures.facts("""
                @Observable
                final class ShelfModel: Sendable {}
                struct Shelf: Identifiable, Codable, Hashable {}
                enum Mood: String, CaseIterable { case calm }
                protocol ShelfProviding: AnyObject {}
                actor Cache {}
                extension Shelf: CustomStringConvertible {}
                """)
            #expect(facts.types.map(\.name) == ["ShelfModel", "Shelf", "Mood", "ShelfProviding", "Cache", "Shelf"])
            #expect(facts.types.map(\.kind) == [.class, .struct, .enum, .protocol, .actor, .extension])
            #expect(facts.types[0].hasAttribute("Observable"))
            #expect(facts.types[1].conformances == ["Identifiable", "Codable", "Hashable"])
            #expect(facts.types[5].conformances == ["CustomStringConvertible"])
        }

        @Test("conformances drop generic arguments, module prefixes and any")
        func conformanceNames() {
            let shelf = AnalysisFixtures.type("Box", in: "struct Box<T>: Swift.Error, Wrapper<Array<T>>, any Sendable & Hashable where T: Equatable {}")
            #expect(shelf?.conformances == ["Error", "Wrapper", "Sendable", "Hashable"])
        }

        @Test("nested types name their parent; topLevelTypes leaves them out")
        func nestedTypes() {
            let facts = AnalysisFixtures.facts("""
                struct Outer {
                    enum Inner { case a }
                    var value = 0
                }
                """)
            #expect(facts.types.first { $0.name == "Inner" }?.parent == "Outer")
            #expect(facts.topLevelTypes.map(\.name) == ["Outer"])
            #expect(facts.types.first?.members.map(\.name) == ["value"])
        }

        @Test("class func and class var are static members, not class declarations")
        func classMembers() {
            let facts = AnalysisFixtures.facts("""
                class Maker {
                    class func build() -> Maker { Maker() }
                    class var shared: Maker { Maker() }
                }
                """)
            #expect(facts.types.map(\.name) == ["Maker"])
            #expect(facts.types[0].members.map(\.isStatic) == [true, true])
        }

        @Test("stored and computed properties are told apart")
        func propertyKinds() {
            let source = """
                struct Screen {
                    var title = "Hi"
                    let count: Int
                    var upper: String { title.uppercased() }
                    var explicit: Int {
                        get { count }
                        set { }
                    }
                    var watched = 0 {
                        didSet { print(watched) }
                    }
                    var later: Int = 1 { willSet { } }
                }
                """
            let members = AnalysisFixtures.type("Screen", in: source)?.members ?? []
            #expect(members.map(\.name) == ["title", "count", "upper", "explicit", "watched", "later"])
            #expect(members.map(\.kind) == [.storedProperty, .storedProperty, .computedProperty, .computedProperty, .storedProperty, .storedProperty])
            #expect(members.map(\.isConstant) == [false, true, false, false, false, false])
        }

        @Test("private(set) is read as a setter access level")
        func privateSet() {
            let source = """
                final class Model {
                    private(set) var items: [Int] = []
                    public private(set) var name = ""
                    private var secret = 0
                    var open = 0
                }
                """
            let members = AnalysisFixtures.type("Model", in: source)?.members ?? []
            #expect(members.map(\.effectiveSetterAccess) == [.private, .private, .private, .internal])
            #expect(members[1].access == .public)
        }

        @Test("property wrappers are recorded with their arguments")
        func wrappers() {
            let source = #"""
                struct Panel {
                    @Environment(\.openURL) private var openURL
                    @State private var isOn = false
                    @Bindable var model: Model
                }
                """#
            let members = AnalysisFixtures.type("Panel", in: source)?.members ?? []
            #expect(members.map { $0.attributes.map(\.name) } == [["Environment"], ["State"], ["Bindable"]])
            #expect(members[0].attributes[0].arguments == #"\.openURL"#)
        }

        @Test("a property's declared type and initial value are recorded")
        func typesAndInitialValues() {
            let source = """
                struct Holder {
                    private let store: any ShelfProviding
                    @State private var model = ShelfModel(store: .shared)
                    var list: [Int]
                    let made = try! Maker.build()
                }
                """
            let members = AnalysisFixtures.type("Holder", in: source)?.members ?? []
            #expect(members[0].typeText == "any ShelfProviding")
            #expect(members[0].typeNames == ["any", "ShelfProviding"])
            #expect(members[1].initializerType == "ShelfModel")
            #expect(members[1].hasInitialValue)
            #expect(!members[2].hasInitialValue)
            #expect(members[3].initializerType == "Maker")
        }

        @Test("a closure as initial value does not end the member list")
        func closureInitializer() {
            let source = """
                struct Formatting {
                    private let formatter: DateFormatter = {
                        let made = DateFormatter()
                        made.dateStyle = .short
                        return made
                    }()
                    var next = 1
                }
                """
            let members = AnalysisFixtures.type("Formatting", in: source)?.members ?? []
            #expect(members.map(\.name) == ["formatter", "next"])
            #expect(members[0].kind == .storedProperty)
        }

        @Test("one declaration can hold several properties")
        func severalBindings() {
            let members = AnalysisFixtures.type("Pair", in: "struct Pair { var a = 1, b = 2 }")?.members ?? []
            #expect(members.map(\.name) == ["a", "b"])
        }

        @Test("methods are named the Swift way and record throws and the return type")
        func methods() {
            let source = """
                struct Loader {
                    func load() async throws -> [Int] { [] }
                    func item(withID id: Int, _ flag: Bool) -> Int? { nil }
                    init?(raw: String) { nil }
                    subscript(index: Int) -> Int { index }
                    mutating func reset() {}
                }
                """
            let members = AnalysisFixtures.type("Loader", in: source)?.members ?? []
            #expect(members.map(\.displayName) == ["load()", "item(withID:_:)", "init(raw:)", "subscript(index:)", "reset()"])
            #expect(members[0].isThrowing)
            #expect(members[0].typeText == "[Int]")
            #expect(!members[1].isThrowing)
        }

        @Test("a comma inside generic arguments does not start a new parameter")
        func genericArguments() {
            let source = "struct Lens { func read<T>(_ path: KeyPath<Lens, T>, default value: Dictionary<String, T>) -> T? { nil } }"
            #expect(AnalysisFixtures.member("read", of: "Lens", in: source)?.displayName == "read(_:default:)")
        }

        @Test("protocol requirements without bodies are still members")
        func protocolRequirements() {
            let source = """
                protocol Shelves {
                    var count: Int { get }
                    func fetch() async throws -> [Int]
                    func fetch(id: Int) async throws -> Int
                }
                """
            let members = AnalysisFixtures.type("Shelves", in: source)?.members ?? []
            #expect(members.map(\.displayName) == ["count", "fetch()", "fetch(id:)"])
        }

        @Test("used names come from code only, not from comments or strings")
        func usedNames() {
            let source = """
                struct Screen {
                    // URLSession is mentioned here only in a comment.
                    let hint = "JSONDecoder belongs elsewhere"
                    func go() { let url = URL(string: "x"); print(url as Any) }
                }
                """
            let used = AnalysisFixtures.type("Screen", in: source)?.usedNames ?? [:]
            #expect(used["URLSession"] == nil)
            #expect(used["JSONDecoder"] == nil)
            #expect(used["URL(string:)"] == 4)
            #expect(used["URL("] == 4)
        }

        @Test("try? and try! are recorded as call shapes")
        func tryShapes() {
            let used = AnalysisFixtures.member("go", of: "Work", in: "struct Work { func go() { _ = try? a(); _ = try! b() } }")?.usedNames ?? [:]
            #expect(used["try?"] != nil)
            #expect(used["try!"] != nil)
        }

        @Test("members bound through $owner.name and Bindable(owner).name are collected")
        func boundMembers() {
            let facts = AnalysisFixtures.facts("""
                TextField("Name", text: $model.draftName)
                Toggle("On", isOn: Bindable(model).isEnabled)
                let text = "$model.inString"
                ForEach(items) { Text($0.title) }
                """)
            #expect(facts.boundMembers.keys.sorted() == ["draftName", "isEnabled"])
            #expect(facts.boundMembers["draftName"] == 1)
        }

        @Test("a declaration inside #if records the branch")
        func conditionalDeclaration() {
            let facts = AnalysisFixtures.facts("#if canImport(SwiftUI)\nstruct Face {}\n#endif\nstruct Plain {}")
            #expect(facts.types.map(\.conditions) == [["canImport(SwiftUI)"], []])
        }

        @Test("#Preview blocks at file level are skipped")
        func previews() {
            let facts = AnalysisFixtures.facts("""
                struct Face {}
                #Preview("Big") {
                    struct NotReal {}
                    return Face()
                }
                struct After {}
                """)
            #expect(facts.types.map(\.name) == ["Face", "After"])
        }
    }
}
