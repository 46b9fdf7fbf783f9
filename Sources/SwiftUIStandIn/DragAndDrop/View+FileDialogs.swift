// File importers and exporters present the system's file browser. The headless host has none:
// the modifier keeps its view, and no file is picked until a person would pick one.

extension View {
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        _Decorated(content: self, name: "fileImporter", detail: isPresented.wrappedValue ? "presented" : nil)
    }

    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        _Decorated(content: self, name: "fileExporter", detail: isPresented.wrappedValue ? "presented" : nil)
    }

    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        _Decorated(content: self, name: "fileExporter", detail: isPresented.wrappedValue ? "presented" : nil)
    }

    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element: FileDocument {
        _Decorated(content: self, name: "fileExporter", detail: isPresented.wrappedValue ? "presented" : nil)
    }

    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element: ReferenceFileDocument {
        _Decorated(content: self, name: "fileExporter", detail: isPresented.wrappedValue ? "presented" : nil)
    }

    public func fileExporter<C: Collection, T: Transferable>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [], onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View where T == C.Element {
        _Decorated(content: self, name: "fileExporter", detail: isPresented.wrappedValue ? "presented" : nil)
    }
}
