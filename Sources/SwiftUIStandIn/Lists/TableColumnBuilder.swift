/// Builds a table's columns from the statements of a closure. A table that sorts (`Sort` is a
/// comparator) also takes columns that do not sort (`Never`), as Apple's does; those overloads
/// yield to the ones for the table's own `Sort`, which are the same ones when it is `Never`.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    @_disfavoredOverload
    public static func buildExpression<Column>(_ column: Column) -> Column where RowValue == Column.TableRowValue, Column: TableColumnContent, Column.TableColumnSortComparator == Never {
        column
    }

    public static func buildExpression<Column>(_ column: Column) -> Column where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column: TableColumnContent {
        column
    }

    @_disfavoredOverload
    public static func buildExpression<Content, Label>(_ column: TableColumn<RowValue, Never, Content, Label>) -> TableColumn<RowValue, Never, Content, Label> where Content: View, Label: View {
        column
    }

    public static func buildExpression<Content, Label>(_ column: TableColumn<RowValue, Sort, Content, Label>) -> TableColumn<RowValue, Sort, Content, Label> where Content: View, Label: View {
        column
    }

    @_disfavoredOverload
    public static func buildBlock<Column>(_ column: Column) -> Column where RowValue == Column.TableRowValue, Column: TableColumnContent, Column.TableColumnSortComparator == Never {
        column
    }

    public static func buildBlock<Column>(_ column: Column) -> Column where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column: TableColumnContent {
        column
    }

    @_disfavoredOverload
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Never, (C0, C1)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1))
    }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C0.TableRowValue == C1.TableRowValue {
        TupleTableColumnContent(value: (c0, c1))
    }

    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2))
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2))
    }

    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3))
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3))
    }

    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4))
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4))
    }

    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5))
    }

    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }

    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue, C0.TableRowValue == C8.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue, C0.TableRowValue == C8.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue, C0.TableRowValue == C8.TableRowValue, C0.TableRowValue == C9.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never, C9.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C0.TableRowValue == C2.TableRowValue, C0.TableRowValue == C3.TableRowValue, C0.TableRowValue == C4.TableRowValue, C0.TableRowValue == C5.TableRowValue, C0.TableRowValue == C6.TableRowValue, C0.TableRowValue == C7.TableRowValue, C0.TableRowValue == C8.TableRowValue, C0.TableRowValue == C9.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildIf<C>(_ content: C?) -> C? where RowValue == C.TableRowValue, Sort == C.TableColumnSortComparator, C: TableColumnContent {
        content
    }

    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> where RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator, T: TableColumnContent, F: TableColumnContent, T.TableColumnSortComparator == F.TableColumnSortComparator, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F> where RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator, T: TableColumnContent, F: TableColumnContent, T.TableColumnSortComparator == F.TableColumnSortComparator, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}
