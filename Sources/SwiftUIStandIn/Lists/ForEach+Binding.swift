// `ForEach($items) { $item in … }`: one row per element of a collection held in a binding, each
// row given a binding to its own element, so an edit in a row writes back into the collection.
// A binding to a collection is also a collection of bindings (Binding+Collection.swift), so the
// initialisers over any collection accept `$items` too, with the same rows and the same bindings;
// these are disfavoured so that the compiler picks one of the two as Apple's picks one.

extension ForEach where Content: View {
    @_disfavoredOverload
    public init<C>(
        _ data: Binding<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    @_disfavoredOverload
    public init<C>(
        _ data: Binding<C>,
        id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let elements = data.wrappedValue
        self.data = elements.indices.lazy.map { ($0, elements[$0][keyPath: id]) }
        self.content = { element in
            let index = element.0
            return content(Binding(read: { data.wrappedValue[index] }, write: { data.wrappedValue[index] = $0 }))
        }
        identify = { $0.1 }
    }
}
