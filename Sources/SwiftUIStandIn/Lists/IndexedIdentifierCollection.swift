/// A collection's indices, each with the id of the element there: what a `ForEach` with edit
/// actions walks, so that each row binds to its element by index.
public struct IndexedIdentifierCollection<Base, ID>: Collection where Base: Collection, ID: Hashable {
    public typealias Index = Base.Index
    public typealias Element = (index: Base.Index, id: ID)

    let base: Base
    let identify: (Base.Element) -> ID

    public var startIndex: Base.Index { base.startIndex }
    public var endIndex: Base.Index { base.endIndex }

    public subscript(position: Base.Index) -> (index: Base.Index, id: ID) {
        (position, identify(base[position]))
    }

    public func index(after i: Base.Index) -> Base.Index {
        base.index(after: i)
    }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    public func index(before i: Base.Index) -> Base.Index {
        base.index(before: i)
    }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}
