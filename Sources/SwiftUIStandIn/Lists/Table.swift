/// Rows of values in columns. On an iPhone, where the width is compact, a table shows each row's
/// first column alone, with no headers; the headless host draws it that way, as a list whose
/// rows are tagged with their values' ids.
@MainActor @preconcurrency
public struct Table<Value, Rows, Columns>: View where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent, Rows.TableRowValue == Columns.TableRowValue {
    public typealias Body = Never

    let rows: Rows
    let columns: Columns

    init(rows: Rows, columns: Columns) {
        self.rows = rows
        self.columns = columns
    }
}

extension Table: _PrimitiveBody, _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let first = columns._columnCells().first
        let children = rows._rowItems().enumerated().flatMap { offset, item -> [_Node] in
            switch item {
            case .value(let value, let id):
                guard let first else { return [] }
                let nodes = context.appending("#\(id)").render(first.cell(value))
                for node in nodes where node.tag == nil {
                    node.tag = id
                }
                return nodes
            case .header(let header):
                let path = context.path + "/header\(offset)"
                return [_Node(.sectionHeader, path: path, children: context.appending("header\(offset)").render(header))]
            }
        }
        return [_Node(.list, path: context.path, children: children)]
    }
}
