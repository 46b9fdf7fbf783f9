import SherpaCore
import SherpaRunner
import SherpaGrading

extension QuizLine {
    /// The line for a terminal `width` columns wide: its indent kept on every wrapped line, and
    /// wrapped words hung under the first word after the marker. Code is never wrapped.
    func rendered(width: Int) -> String {
        guard kind == .prose else { return plain }
        let leading = String(repeating: " ", count: indent)
        let body = (marker.map { $0 + " " } ?? "") + text
        let hanging = String(repeating: " ", count: marker.map { $0.count + 1 } ?? 0)
        return leading + TextWrapper.wrap(body, width: max(width - indent, 20), indent: leading + hanging)
    }
}
