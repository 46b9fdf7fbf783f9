// A binding to a collection is a collection of bindings, one per element (`$items.count`,
// `$items[0]`, `$items.first { … }`): writing through an element's binding writes into the
// collection the outer binding reads.

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }
    public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }

    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index {
        wrappedValue.index(after: i)
    }

    public func formIndex(after i: inout Binding<Value>.Index) {
        wrappedValue.formIndex(after: &i)
    }

    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
        let read = self.read
        let write = self.write
        return Binding<Value.Element>(
            read: { read()[position] },
            write: { newValue in
                var whole = read()
                whole[position] = newValue
                write(whole)
            }
        )
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index {
        wrappedValue.index(before: i)
    }

    public func formIndex(before i: inout Binding<Value>.Index) {
        wrappedValue.formIndex(before: &i)
    }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
