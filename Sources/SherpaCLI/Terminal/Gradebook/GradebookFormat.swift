import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// The files `sherpa grade` can write.
enum GradebookFormat: String, CaseIterable, Sendable {
    /// `gradebook.csv`: a row per learner, a column per criterion.
    case csv
    /// `gradebook.json`: everything, for other tools.
    case json
    /// `junit.xml`: a `testsuite` per learner, for CI dashboards.
    case junit
    /// `results/<learner>.json`: Gradescope's autograder format.
    case gradescope
    /// `feedback/<learner>.md`, `summary.md` and `similarity.md`.
    case md
    /// `report.html`: the class report in one self-contained page.
    case html
}
