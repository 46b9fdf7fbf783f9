/// The scene of a document-based app. The headless host opens one new, untitled document and
/// draws its editor; a viewer-only group opens nothing, as the document browser shows no
/// document until a person picks one.
nonisolated public struct DocumentGroup<Document, Content: View>: Scene {
    public typealias Body = Never

    let draw: @MainActor (_RenderContext) -> [_Node]

    public var body: Never {
        fatalError("DocumentGroup has no body")
    }
}

extension DocumentGroup where Document: FileDocument {
    public init(newDocument: @autoclosure @escaping () -> Document, @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        // The scene is built and drawn on the main actor; the closures only cross into `draw`.
        nonisolated(unsafe) let newDocument = newDocument
        nonisolated(unsafe) let editor = editor
        draw = { context in
            let location = _StateLocation(newDocument())
            context.graph.adopt(location, key: context.path + ".document")
            let document = Binding(read: { location.box.value }, write: { location.box.value = $0 })
            return Self.drawEditor(editor(FileDocumentConfiguration(document: document, fileURL: nil, isEditable: true)), in: context)
        }
    }

    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        draw = { _ in [] }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    public init(newDocument: @escaping () -> Document, @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        nonisolated(unsafe) let newDocument = newDocument
        nonisolated(unsafe) let editor = editor
        draw = { context in
            let location = _StateLocation(_LazyObject(newDocument))
            context.graph.adopt(location, key: context.path + ".document")
            let configuration = ReferenceFileDocumentConfiguration(document: location.box.value.object, fileURL: nil, isEditable: true)
            return Self.drawEditor(editor(configuration), in: context)
        }
    }

    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        draw = { _ in [] }
    }
}

extension DocumentGroup {
    @MainActor
    fileprivate static func drawEditor(_ editor: Content, in context: _RenderContext) -> [_Node] {
        var inner = context.appending("document")
        inner.environment[DocumentConfigurationKey.self] = DocumentConfiguration(fileURL: nil, isEditable: true)
        return inner.render(editor)
    }
}

extension DocumentGroup: _PrimitiveScene {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        draw(context)
    }
}
