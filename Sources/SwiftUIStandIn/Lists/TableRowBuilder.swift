/// Builds a table's rows from the statements of a closure: rows, `ForEach`, `Section`, `if`.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content>(_ content: Content) -> Content where Value == Content.TableRowValue, Content: TableRowContent {
        content
    }

    public static func buildBlock<C>(_ content: C) -> C where Value == C.TableRowValue, C: TableRowContent {
        content
    }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, (C0, C1)> where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C0.TableRowValue == C1.TableRowValue {
        TupleTableRowContent(value: (c0, c1))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableRowContent<Value, (C0, C1, C2)> where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableRowContent<Value, (C0, C1, C2, C3)> where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)> where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)> where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)> where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)> where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)> where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue, C0.TableRowValue == C8.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue, C0.TableRowValue == C8.TableRowValue, C0.TableRowValue == C9.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildIf<C>(_ content: C?) -> C? where Value == C.TableRowValue, C: TableRowContent {
        content
    }

    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> where Value == T.TableRowValue, T: TableRowContent, F: TableRowContent, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F> where Value == T.TableRowValue, T: TableRowContent, F: TableRowContent, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}
